import { SocialLinks, type Social } from '@/components/ui/social-links';
import { ContentImage, type ImageData } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { Link } from '@/i18n/navigation';
import { Availability } from '@/components/ui/availability';
import { webHref } from '@/routing/href';
import { standInAttributes, type StandIn } from '@/components/ui/stand-in';
import styles from './hero.module.css';

export interface HeroProps {
  name: string;
  job: string;
  intro: string | null;
  picture: ImageData | null;
  available: boolean;
  availabilityLabel: string;
  meetingLink: string | null;
  /** Where "Let's work together" leads (the contact page), or null when there is no such page yet. */
  contactHref: string | null;
  socials: Social[];
  labels: { workTogether: string; bookMeeting: string; newTab: string; socials: string };
  /** Set when the job title, or the intro, is the default language's, standing in for a missing translation. */
  jobStandIn?: StandIn;
  introStandIn?: StandIn;
}

/** The home page's introduction: who, what, whether available, and how to get in touch. */
export function Hero(props: HeroProps) {
  const meeting = webHref(props.meetingLink);
  return (
    <section className={styles.hero} aria-labelledby="hero-name">
      <div className={styles.top}>
        {props.picture?.url ? (
          <ContentImage image={props.picture} shape={IMAGE_SHAPES.portrait} className={styles.avatar} />
        ) : null}
        <Availability available={props.available} label={props.availabilityLabel} />
      </div>
      <h1 id="hero-name" className={styles.name}>
        {props.name}
      </h1>
      <p className={styles.job} {...standInAttributes(props.jobStandIn)}>
        {props.job}
      </p>
      {props.intro ? (
        <p className={styles.intro} {...standInAttributes(props.introStandIn)}>
          {props.intro}
        </p>
      ) : null}
      <div className={styles.actions}>
        {props.contactHref ? (
          <Link href={props.contactHref} className={styles.primary}>
            {props.labels.workTogether}
            <span aria-hidden="true" className="dir-arrow">
              →
            </span>
          </Link>
        ) : null}
        {meeting ? (
          <a href={meeting} target="_blank" rel="noopener noreferrer" className={styles.secondary}>
            {props.labels.bookMeeting}
            <span aria-hidden="true" className="dir-arrow">
              ↗
            </span>
            <span className="sr-only">({props.labels.newTab})</span>
          </a>
        ) : null}
      </div>
      <SocialLinks socials={props.socials} label={props.labels.socials} />
    </section>
  );
}
