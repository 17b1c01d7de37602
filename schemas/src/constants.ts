/**
 * Names and option lists of the content model that the site, the Studio and
 * the dataset all need. Site-safe: no `sanity` import.
 */

/** The API version the Studio's own validation queries use. */
export const studioApiVersion = '2025-02-19';

/** The one site settings document. Its id is fixed so the Studio and the site agree on it. */
export const siteSettingsId = 'siteSettings';

/** Document types with one document per language, linked by `translation.metadata`. */
export const localizedDocumentTypes = ['page', 'article', 'project', 'partner', 'guardian', 'credit'] as const;
export type LocalizedDocumentType = (typeof localizedDocumentTypes)[number];

/** Types that exist once (never created, duplicated or deleted from the Studio). */
export const singletonTypes = ['siteSettings'] as const;

/** Types the Studio shows but never lets an editor create or change. */
export const readOnlyTypes = ['contactMessage'] as const;

/**
 * Contact messages are stored under this id prefix. An id with a dot is private in
 * Sanity (never served to unauthenticated queries), so a public dataset does not
 * leak the inbox.
 */
export const contactMessageIdPrefix = 'inbox.';

/** The palette names the site's UI library accepts (Tailwind colours). */
export const primaryColors = [
  'red',
  'orange',
  'amber',
  'yellow',
  'lime',
  'green',
  'emerald',
  'teal',
  'cyan',
  'sky',
  'blue',
  'indigo',
  'violet',
  'purple',
  'fuchsia',
  'pink',
  'rose',
] as const;
export const neutralColors = ['slate', 'gray', 'zinc', 'neutral', 'stone'] as const;
export type PrimaryColor = (typeof primaryColors)[number];
export type NeutralColor = (typeof neutralColors)[number];
export const defaultPrimaryColor = 'emerald' satisfies PrimaryColor;
export const defaultNeutralColor = 'neutral' satisfies NeutralColor;

/** Where notifications (toasts) appear; the owner picks one in the Studio. */
export const toastPositions = [
  'top-left',
  'top-center',
  'top-right',
  'bottom-left',
  'bottom-center',
  'bottom-right',
] as const;
export type ToastPosition = (typeof toastPositions)[number];
export const defaultToastPosition = 'bottom-right' satisfies ToastPosition;

/** Modes a page may force. `system` is not one: forcing it would mean nothing, so it cannot be chosen. */
export const forcedColorModes = ['light', 'dark'] as const;

/** How credits are grouped on the credits page, in this order. */
export const creditKinds = ['photography', 'fonts', 'libraries', 'people'] as const;
export type CreditKind = (typeof creditKinds)[number];

/** Callout tones inside an article body. */
export const calloutTones = ['note', 'tip', 'warning'] as const;

/** Languages a code block may declare (a subset of what `@sanity/code-input` highlights). */
export const codeLanguages = [
  { title: 'TypeScript', value: 'typescript' },
  { title: 'TSX', value: 'tsx' },
  { title: 'JavaScript', value: 'javascript' },
  { title: 'CSS', value: 'css' },
  { title: 'HTML', value: 'html' },
  { title: 'JSON', value: 'json' },
  { title: 'Shell', value: 'sh' },
  { title: 'GROQ', value: 'groq' },
] as const;

/** Section types a page body may hold, in the order the Studio's insert menu shows them. */
export const sectionTypes = [
  'heroSection',
  'richTextSection',
  'cardGridSection',
  'faqSection',
  'experiencesSection',
  'stackSection',
  'peopleSection',
  'callToActionSection',
  'imageSection',
] as const;
export type SectionType = (typeof sectionTypes)[number];
