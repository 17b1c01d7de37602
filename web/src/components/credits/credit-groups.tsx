import { creditKinds, type CreditKind, type CreditsPageQueryResult } from '@vitrine/schemas';
import { SmartLink } from '@/components/ui/smart-link';
import { standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './credit-groups.module.css';

type QueryGroup = CreditsPageQueryResult['groups'][number];

/** A group of credits; a credit in another language than the page's (standing in for a translation) is marked with it. */
export type CreditGroup = Omit<QueryGroup, 'credits'> & {
  credits: (QueryGroup['credits'][number] & { standIn?: StandIn })[];
};

export interface CreditLabels {
  kinds: Record<CreditKind, string>;
  licence: string;
  newTab: string;
}

/** Credits grouped by kind (photography, fonts, libraries, people), each with its link and licence. */
export function CreditGroups({ groups, labels }: { groups: readonly CreditGroup[]; labels: CreditLabels }) {
  const ordered = [...groups].sort((a, b) => creditKinds.indexOf(a.kind) - creditKinds.indexOf(b.kind));
  return (
    <div className={styles.groups}>
      {ordered.map((group) => (
        <section key={group.kind} aria-labelledby={`credits-${group.kind}`}>
          <h2 id={`credits-${group.kind}`} className={styles.heading}>
            {labels.kinds[group.kind]}
          </h2>
          <ul className={styles.list}>
            {group.credits.map((credit) => (
              <li key={credit._id} className={styles.credit} {...standInAttributes(credit.standIn)}>
                <div className={styles.main}>
                  <SmartLink href={credit.url} className={styles.name} newTabLabel={labels.newTab}>
                    {credit.name}
                  </SmartLink>
                  <p className={styles.note}>{credit.note}</p>
                </div>
                <p className={styles.licence}>
                  <span className="sr-only">{labels.licence}: </span>
                  {credit.licence}
                </p>
              </li>
            ))}
          </ul>
        </section>
      ))}
    </div>
  );
}
