/**
 * The Sanity schema types, for the Studio and the tests only: this module
 * imports `sanity`, so the site must never import it (it uses `.` instead).
 */
import type { SchemaTypeDefinition } from 'sanity';

import { article } from './types/documents/article';
import { contactMessage } from './types/documents/contact-message';
import { page } from './types/documents/page';
import { credit, guardian, partner } from './types/documents/people';
import { project } from './types/documents/project';
import { redirect } from './types/documents/redirect';
import { siteSettings } from './types/documents/site-settings';
import { link } from './types/objects/link';
import { articleBody, blockContent, callout } from './types/objects/portable-text';
import { experiencesSection, stackSection } from './types/sections/career';
import { callToActionSection, cardGridSection, imageSection, richTextSection } from './types/sections/content';
import { faqSection } from './types/sections/faq';
import { heroSection } from './types/sections/hero';
import { peopleSection } from './types/sections/people';

export const schemaTypes: SchemaTypeDefinition[] = [
  // Documents
  siteSettings,
  page,
  article,
  project,
  partner,
  guardian,
  credit,
  redirect,
  contactMessage,
  // Objects
  link,
  blockContent,
  articleBody,
  callout,
  // Page sections
  heroSection,
  richTextSection,
  cardGridSection,
  faqSection,
  experiencesSection,
  stackSection,
  peopleSection,
  callToActionSection,
  imageSection,
];

export { imageDimensions, isUniqueSlugPerLanguage } from './types/helpers';
export {
  deadLinkValidator,
  forgetPublishedSite,
  PUBLISHED_READ_TTL_MS,
  publishedLinksQuery,
  publishedSite,
} from './types/dead-links';
export { localizedProblems, localizedTypes } from './types/objects/locale';
export { typeIcons } from './types/icons';
export * from './constants';
export * from './locales';
export * from './routes';
