/**
 * The desk: Settings (the singleton), the localized types grouped by language,
 * Redirects, and the Inbox of contact messages, newest first.
 */
import type { StructureBuilder, StructureResolver } from 'sanity/structure';

import {
  locales,
  siteSettingsId,
  studioApiVersion,
  typeIcons,
  type LocalizedDocumentType,
} from '@vitrine/schemas/studio';

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
    .icon(typeIcons[type])
    .schemaType(type)
    .child(
      S.list()
        .id(`${type}-languages`)
        .title(title)
        .items([
          ...locales.map((locale) =>
            S.listItem()
              .id(`${type}-${locale.code}`)
              .title(`${title} (${locale.name})`)
              .schemaType(type)
              .child(
                S.documentTypeList(type)
                  .id(`${type}-${locale.code}`)
                  .title(`${title} (${locale.name})`)
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
            .schemaType(type)
            .child(
              S.documentTypeList(type)
                .id(`${type}-missing-language`)
                .title(`${title} without a language`)
                .apiVersion(studioApiVersion)
                .filter('_type == $type && !defined(language)')
                .params({ type })
                .initialValueTemplates([]),
            ),
          // Documents in a language removed from the list: the site ignores them (the content check names them).
          S.listItem()
            .id(`${type}-unlisted-language`)
            .title('In languages no longer listed')
            .schemaType(type)
            .child(
              S.documentTypeList(type)
                .id(`${type}-unlisted-language`)
                .title(`${title} in languages no longer listed`)
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
    .items([
      S.listItem()
        .id(siteSettingsId)
        .title('Settings')
        .icon(typeIcons.siteSettings)
        .schemaType('siteSettings')
        .child(S.document().id(siteSettingsId).schemaType('siteSettings').documentId(siteSettingsId).title('Settings')),
      S.divider(),
      ...localizedLists.map((entry) => localizedList(S, entry)),
      S.divider(),
      S.listItem()
        .id('redirect')
        .title('Redirects')
        .icon(typeIcons.redirect)
        .schemaType('redirect')
        .child(
          S.documentTypeList('redirect')
            .id('redirect')
            .title('Redirects')
            .defaultOrdering([{ field: 'source', direction: 'asc' }]),
        ),
      S.listItem()
        .id('inbox')
        .title('Inbox')
        .icon(typeIcons.contactMessage)
        .schemaType('contactMessage')
        .child(
          S.documentTypeList('contactMessage')
            .id('inbox')
            .title('Inbox')
            .defaultOrdering([{ field: 'receivedAt', direction: 'desc' }])
            .initialValueTemplates([]),
        ),
    ]);
