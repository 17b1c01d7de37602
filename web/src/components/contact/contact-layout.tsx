import type { ReactNode } from 'react';
import styles from './contact-layout.module.css';

/** The contact page's two columns: direct channels beside the form (stacked on small screens). */
export function ContactLayout({
  channelsHeading,
  formHeading,
  formIntro,
  channels,
  form,
}: {
  channelsHeading: string;
  formHeading: string;
  formIntro: string;
  channels: ReactNode;
  form: ReactNode;
}) {
  return (
    <div className={styles.layout}>
      <section aria-labelledby="contact-channels" className={styles.channels}>
        <h2 id="contact-channels" className={styles.heading}>
          {channelsHeading}
        </h2>
        {channels}
      </section>
      <section aria-labelledby="contact-form" className={styles.form}>
        <h2 id="contact-form" className={styles.heading}>
          {formHeading}
        </h2>
        <p className={styles.intro}>{formIntro}</p>
        {form}
      </section>
    </div>
  );
}
