import { createClient } from '@sanity/client';
import { codeInput } from '@sanity/code-input';
import { documentInternationalization } from '@sanity/document-internationalization';
import { visionTool } from '@sanity/vision';
import { defineConfig, defineField } from 'sanity';
import { presentationTool } from 'sanity/presentation';
import { structureTool } from 'sanity/structure';
import { internationalizedArray } from 'sanity-plugin-internationalized-array';

import { defaultLocale, localizedDocumentTypes, locales, schemaTypes, studioApiVersion } from '@vitrine/schemas/studio';

import { dataset, lakeUrl, previewUrl, projectId } from './src/env';
import { withLanguageMenu } from './src/language-menu';
import { keepUnlistedTranslations } from './src/languages';
import { orderLocales, studioLocales } from './src/locale';
import { studioBundles } from './src/messages';
import { locations, mainDocuments } from './src/presentation';
import { resolveDocumentActions, resolveNewDocumentOptions, resolveTemplates } from './src/singletons';
import { localizedLists, structure } from './src/structure';
import { TranslatedField, TranslatedGroups } from './src/translated-form';

/** The languages of the list, as both internationalization plugins take them. */
const languages = locales.map((locale) => ({ id: locale.code, title: locale.name }));
const lake = lakeUrl();
/** The Studio's own languages: each listed language Sanity translates the Studio into, and English (src/locale.ts). */
const studioLanguages = studioLocales(locales);

export default defineConfig({
  name: 'default',
  title: 'Vitrine',
  projectId,
  dataset,
  // No project: the local Content Lake, addressed as it is (not as `<projectId>.<host>`, Sanity's own scheme).
  // Its lists and search use the GROQ every version of the Studio has sent: the lake runs GROQ through
  // groq-js, which has no `text::query` (the default search strategy's since Studio 6).
  ...(lake && {
    apiHost: lake,
    unstable_clientFactory: (options) => createClient({ ...options, apiHost: lake, useProjectHostname: false }),
    search: { strategy: 'groqLegacy' },
  }),
  plugins: [
    structureTool({ structure }),
    presentationTool({
      // Locally, the site may run on any port of this machine (`npm run dev` with another PORT, a test):
      // `?preview=http://localhost:<port>/…` opens it.
      ...(lake && { allowOrigins: ['http://localhost:*', 'http://127.0.0.1:*'] }),
      previewUrl: {
        initial: previewUrl,
        previewMode: { enable: '/api/draft-mode/enable', disable: '/api/draft-mode/disable' },
      },
      resolve: { locations, mainDocuments },
    }),
    documentInternationalization({
      supportedLanguages: languages,
      schemaTypes: [...localizedDocumentTypes],
      apiVersion: studioApiVersion,
    }),
    // The site settings' localized fields (schemas/src/types/objects/locale.ts): one value per listed language.
    internationalizedArray({
      languages,
      defaultLanguages: [defaultLocale],
      fieldTypes: ['string', defineField({ name: 'text', type: 'text', rows: 3 })],
      languageDisplay: 'titleAndCode',
      includeForDocumentType: (type) => type === 'siteSettings',
    }),
    codeInput(),
    visionTool({ defaultApiVersion: studioApiVersion }),
    ...studioLanguages.plugins.map((plugin) => plugin()),
  ],
  i18n: {
    locales: orderLocales(studioLanguages.locales),
    bundles: studioBundles(
      studioLanguages.locales,
      localizedLists.map((list) => list.type),
      locales,
    ),
  },
  studio: { components: { toolMenu: withLanguageMenu(studioLanguages.listed) } },
  schema: {
    types: (fromPlugins) => [...keepUnlistedTranslations(fromPlugins), ...schemaTypes],
    templates: resolveTemplates,
  },
  // Field titles and tabs in the Studio's language, where Sanity leaves a schema's text as written.
  form: { components: { field: TranslatedField, input: TranslatedGroups } },
  document: {
    actions: resolveDocumentActions,
    newDocumentOptions: resolveNewDocumentOptions,
  },
});
