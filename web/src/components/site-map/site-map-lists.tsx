import { Link } from '@/i18n/navigation';
import { standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './site-map-lists.module.css';

export interface SiteMapEntry {
  key: string;
  /** A path inside the current language (`/about`, `/articles/x`), for the locale-aware Link. */
  href: string;
  title: string;
  detail?: string | null;
  /** For dates: the `datetime` of a <time>. */
  dateTime?: string;
  /** Set when the entry is in another language than the page's, standing in for a translation. */
  standIn?: StandIn;
}

export interface SiteMapGroup {
  id: string;
  heading: string;
  entries: SiteMapEntry[];
}

/** The generated site map: one titled list per kind of content, every entry a link. */
export function SiteMapLists({ groups }: { groups: SiteMapGroup[] }) {
  return (
    <div className={styles.groups}>
      {groups
        .filter((group) => group.entries.length > 0)
        .map((group) => (
          <section key={group.id} aria-labelledby={group.id} className={styles.group}>
            <h2 id={group.id} className={styles.heading}>
              {group.heading} <span className={styles.count}>{group.entries.length}</span>
            </h2>
            <ul className={styles.list}>
              {group.entries.map((entry) => (
                <li key={entry.key} {...standInAttributes(entry.standIn)}>
                  <Link href={entry.href} className={styles.entry}>
                    <span className={styles.title}>{entry.title}</span>
                    {entry.detail ? (
                      entry.dateTime ? (
                        <time dateTime={entry.dateTime} className={styles.detail}>
                          {entry.detail}
                        </time>
                      ) : (
                        <span className={styles.detail}>{entry.detail}</span>
                      )
                    ) : null}
                  </Link>
                </li>
              ))}
            </ul>
          </section>
        ))}
    </div>
  );
}
