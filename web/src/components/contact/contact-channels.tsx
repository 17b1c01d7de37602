import { mailHref, telHref, webHref } from '@/routing/href';
import { CopyEmail } from './copy-email.client';
import styles from './contact-channels.module.css';

export interface ContactChannelsLabels {
  email: string;
  copy: string;
  copied: string;
  copyFailed: string;
  shortcutHint: string;
  phone: string;
  meeting: string;
  meetingText: string;
  newTab: string;
}

function Icon({ path }: { path: string }) {
  return (
    <span className={styles.icon} aria-hidden="true">
      <svg
        viewBox="0 0 24 24"
        width="18"
        height="18"
        fill="none"
        stroke="currentColor"
        strokeWidth="1.8"
        strokeLinecap="round"
        strokeLinejoin="round"
      >
        <path d={path} />
      </svg>
    </span>
  );
}

const ICONS = {
  email: 'M4 6h16v12H4zM4 7l8 6 8-6',
  phone:
    'M6.6 3h2.8l1.4 4.2-2 1.3a11 11 0 0 0 6.7 6.7l1.3-2 4.2 1.4v2.8A2 2 0 0 1 19 20.6 16.6 16.6 0 0 1 3.4 5 2 2 0 0 1 5.4 3Z',
  meeting: 'M3 5h18v16H3zM16 3v4M8 3v4M3 11h18',
};

/** The direct ways in: e-mail (with a copy button and shortcut), phone, and the meeting booking link. */
export function ContactChannels({
  email,
  phone,
  meetingLink,
  labels,
}: {
  email: string | null;
  phone: string | null;
  meetingLink: string | null;
  labels: ContactChannelsLabels;
}) {
  const mail = mailHref(email);
  const meeting = webHref(meetingLink);
  return (
    <ul className={styles.list}>
      {email && mail ? (
        <li className={styles.channel}>
          <Icon path={ICONS.email} />
          <div className={styles.body}>
            <p className={styles.label}>{labels.email}</p>
            <a href={mail} className={styles.value}>
              {email}
            </a>
            <div className={styles.copyRow}>
              <CopyEmail email={email} label={labels.copy} copied={labels.copied} failed={labels.copyFailed} />
            </div>
            <p className="sr-only">{labels.shortcutHint}</p>
          </div>
        </li>
      ) : null}
      {phone ? (
        <li className={styles.channel}>
          <Icon path={ICONS.phone} />
          <div className={styles.body}>
            <p className={styles.label}>{labels.phone}</p>
            <a href={telHref(phone)} className={styles.value}>
              {phone}
            </a>
          </div>
        </li>
      ) : null}
      {meeting ? (
        <li className={styles.channel}>
          <Icon path={ICONS.meeting} />
          <div className={styles.body}>
            <p className={styles.label}>{labels.meeting}</p>
            <a href={meeting} target="_blank" rel="noopener noreferrer" className={styles.value}>
              {labels.meetingText}
              <span aria-hidden="true" className={styles.arrow}>
                <span className="dir-arrow">↗</span>
              </span>
              <span className="sr-only"> ({labels.newTab})</span>
            </a>
          </div>
        </li>
      ) : null}
    </ul>
  );
}
