/**
 * The Studio's own labels in English: the catalog every other language of
 * this folder follows key for key (a missing key fails the type check and
 * messages.test.ts). `{{name}}` is filled in by the Studio (i18next).
 */
export const en = {
  /** The Studio's language menu, beside its tools. */
  'language-menu.label': 'Studio language',
  'desk.content': 'Content',
  'desk.settings': 'Settings',
  'desk.page': 'Pages',
  'desk.article': 'Articles',
  'desk.project': 'Works',
  'desk.partner': 'Partners',
  'desk.guardian': 'Guardians',
  'desk.credit': 'Credits',
  'desk.redirect': 'Redirects',
  'desk.inbox': 'Inbox',
  /** One localized type's documents in one language of the list: `Pages (Français)`. */
  'desk.in-language': '{{title}} ({{language}})',
  'desk.without-language': 'Without a language',
  'desk.without-language.list': '{{title}} without a language',
  'desk.unlisted-language': 'In languages no longer listed',
  'desk.unlisted-language.list': '{{title}} in languages no longer listed',
} as const;

export type StudioMessages = Record<keyof typeof en, string>;
