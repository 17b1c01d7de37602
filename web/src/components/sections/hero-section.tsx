import { ContentImage } from '@/components/ui/content-image';
import { IMAGE_SHAPES } from '@/config/images';
import { IMAGE_LAYOUTS } from '@/images/layouts';
import { imageSizes } from '@/images/sizes';
import { SmartLink } from '@/components/ui/smart-link';
import { Icon } from '@/components/ui/icon';
import buttons from '@/components/ui/button.module.css';
import { sectionHeadingId } from './section-header';
import type { SectionProps } from './types';
import styles from './hero-section.module.css';
import { Availability } from '@/components/ui/availability';

/** The opening of a page: eyebrow, headline (the page's h1 when it comes first), text, actions, availability. */
export function HeroSection({ section, labels, availability, isPageTitle, column }: SectionProps<'heroSection'>) {
  const id = sectionHeadingId(section._key);
  const Heading = isPageTitle ? 'h1' : 'h2';
  const showAvailability = section.showAvailability && availability;
  // The booking link joins the actions when the visitor can book, unless the editor already put it there.
  const meetingLink =
    showAvailability &&
    availability.available &&
    !section.actions.some((action) => action.href === availability.meetingLink)
      ? availability.meetingLink
      : null;
  const hasImage = Boolean(section.image?.url);
  return (
    <section className={styles.hero} data-image={hasImage} aria-labelledby={id}>
      <div className={styles.text}>
        {showAvailability || section.eyebrow ? (
          <div className={styles.kicker}>
            {section.eyebrow ? <p className={styles.eyebrow}>{section.eyebrow}</p> : null}
            {showAvailability ? (
              <Availability
                available={availability.available}
                label={availability.available ? labels.available : labels.unavailable}
              />
            ) : null}
          </div>
        ) : null}
        <Heading id={id} className={isPageTitle ? styles.title : styles.titleSmall}>
          {section.heading}
        </Heading>
        {section.text ? <p className={styles.lead}>{section.text}</p> : null}
        {section.actions.length > 0 || meetingLink ? (
          <div className={styles.actions}>
            {section.actions.map((action, index) => (
              <SmartLink
                key={action._key}
                href={action.href}
                className={`${buttons.button} ${index === 0 ? buttons.primary : buttons.secondary}`}
                newTabLabel={labels.newTab}
              >
                {action.label}
              </SmartLink>
            ))}
            {meetingLink ? (
              <SmartLink
                href={meetingLink}
                className={`${buttons.button} ${section.actions.length === 0 ? buttons.primary : buttons.secondary}`}
                newTabLabel={labels.newTab}
              >
                <Icon>
                  <rect x="3" y="5" width="18" height="16" rx="2" />
                  <path d="M16 3v4M8 3v4M3 11h18" />
                </Icon>
                {labels.bookMeeting}
              </SmartLink>
            ) : null}
          </div>
        ) : null}
      </div>
      {hasImage ? (
        <ContentImage
          image={section.image}
          shape={IMAGE_SHAPES.hero}
          sizes={imageSizes(column, IMAGE_LAYOUTS.heroSection)}
          priority={isPageTitle}
          className={styles.image}
        />
      ) : null}
    </section>
  );
}
