/**
 * The desk: Settings (the singleton), the localized types grouped by language,
 * Redirects, and the Inbox of contact messages, newest first.
 *
 * Each title is given in English and with the key of its label in the Studio's
 * catalogs (src/messages), which show it in the Studio's language.
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import {
  locales,
  siteSettingsId,
  studioApiVersion,
  typeIcons,
  type LocalizedDocumentType,
} from '@vitrine/schemas/studio';

import { deskKeys, label } from './messages';

/** Localized types in the order the desk lists them, with their plural titles. */
export const localizedLists: ReadonlyArray<{ type: LocalizedDocumentType; title: string }> = [
  { type: 'page', title: 'Pages' },
  { type: 'article', title: 'Articles' },
  { type: 'project', title: 'Works' },
  { type: 'partner', title: 'Partners' },
  { type: 'guardian', title: 'Guardians' },
  { type: 'credit', title: 'Credits' },
];

/**
 * One localized type: a list per language of the list (schemas/src/locales.ts),
 * then the documents without a language and those in a language it no longer has.
 */
function localizedList(S: StructureBuilder, { type, title }: (typeof localizedLists)[number]) {
  return S.listItem()
    .id(type)
    .title(title)
    .i18n(label(`desk.${type}`))
    .icon(typeIcons[type])
    .schemaType(type)
    .child(
      S.list()
        .id(`${type}-languages`)
        .title(title)
        .i18n(label(`desk.${type}`))
        .items([
          ...locales.map((locale) =>
            S.listItem()
              .id(`${type}-${locale.code}`)
              .title(`${title} (${locale.name})`)
              .i18n(label(deskKeys.inLanguage(type, locale.code)))
              .schemaType(type)
              .child(
                S.documentTypeList(type)
                  .id(`${type}-${locale.code}`)
                  .title(`${title} (${locale.name})`)
                  .i18n(label(deskKeys.inLanguage(type, locale.code)))
                  .apiVersion(studioApiVersion)
                  .filter('_type == $type && language == $language')
                  .params({ type, language: locale.code })
                  .initialValueTemplates([S.initialValueTemplateItem(`${type}-${locale.code}`)]),
              ),
          ),
          S.divider(),
          S.listItem()
            .id(`${type}-missing-language`)
            .title('Without a language')
            .i18n(label('desk.without-language'))
            .schemaType(type)
            .child(
              S.documentTypeList(type)
                .id(`${type}-missing-language`)
                .title(`${title} without a language`)
                .i18n(label(deskKeys.withoutLanguage(type)))
                .apiVersion(studioApiVersion)
                .filter('_type == $type && !defined(language)')
                .params({ type })
                .initialValueTemplates([]),
            ),
          // Documents in a language removed from the list: the site ignores them (the content check names them).
          S.listItem()
            .id(`${type}-unlisted-language`)
            .title('In languages no longer listed')
            .i18n(label('desk.unlisted-language'))
            .schemaType(type)
            .child(
              S.documentTypeList(type)
                .id(`${type}-unlisted-language`)
                .title(`${title} in languages no longer listed`)
                .i18n(label(deskKeys.unlistedLanguage(type)))
                .apiVersion(studioApiVersion)
                .filter('_type == $type && defined(language) && !(language in $languages)')
                .params({ type, languages: locales.map((locale) => locale.code) })
                .initialValueTemplates([]),
            ),
        ]),
    );
}

export const structure: StructureResolver = (S) =>
  S.list()
    .id('root')
    .title('Content')
    .i18n(label('desk.content'))
    .items([
      S.listItem()
        .id(siteSettingsId)
        .title('Settings')
        .i18n(label('desk.settings'))
        .icon(typeIcons.siteSettings)
        .schemaType('siteSettings')
        .child(
          S.document()
            .id(siteSettingsId)
            .schemaType('siteSettings')
            .documentId(siteSettingsId)
            .title('Settings')
            .i18n(label('desk.settings')),
        ),
      S.divider(),
      ...localizedLists.map((entry) => localizedList(S, entry)),
      S.divider(),
      S.listItem()
        .id('redirect')
        .title('Redirects')
        .i18n(label('desk.redirect'))
        .icon(typeIcons.redirect)
        .schemaType('redirect')
        .child(
          S.documentTypeList('redirect')
            .id('redirect')
            .title('Redirects')
            .i18n(label('desk.redirect'))
            .defaultOrdering([{ field: 'source', direction: 'asc' }]),
        ),
      S.listItem()
        .id('inbox')
        .title('Inbox')
        .i18n(label('desk.inbox'))
        .icon(typeIcons.contactMessage)
        .schemaType('contactMessage')
        .child(
          S.documentTypeList('contactMessage')
            .id('inbox')
            .title('Inbox')
            .i18n(label('desk.inbox'))
            .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])
            .initialValueTemplates([]),
        ),
    ]);
