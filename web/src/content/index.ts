/**
 * The data layer's public surface: named getters, one query each.
 * Components and routes call these; they never see a query or a client.
 */
import 'server-only';
import { draftMode } from 'next/headers';
import {
  siteSettingsQuery,
  translationsQuery,
  type Locale,
  type SiteSettingsQueryResult,
  type TranslationsQueryResult,
} from '@vitrine/schemas';
import { env } from '@/env';
import { createLocalSource } from './local';
import { createSanitySource } from './sanity';
import type { ContentSource, Perspective } from './source';

export { ContentFetchError } from './source';

let source: ContentSource | undefined;

/** The content source of this process, chosen once from the validated env. */
export function contentSource(): ContentSource {
  if (!source) {
    const config = env().content;
    source =
      config.source === 'sanity'
        ? createSanitySource({
            projectId: config.projectId,
            dataset: config.dataset,
            apiVersion: config.apiVersion,
            apiHost: config.apiHost,
            readToken: config.readToken,
          })
        : createLocalSource(config.datasetDir);
  }
  return source;
}

/** `drafts` while Next.js draft mode is on, `published` otherwise (and at build time). */
async function perspective(): Promise<Perspective> {
  try {
    return (await draftMode()).isEnabled ? 'drafts' : 'published';
  } catch {
    // Outside a request (generateStaticParams, scripts) there is no draft mode.
    return 'published';
  }
}

export async function getSiteSettings(locale: Locale): Promise<SiteSettingsQueryResult> {
  return contentSource().fetch<SiteSettingsQueryResult>({
    name: 'siteSettingsQuery',
    query: siteSettingsQuery,
    params: { locale },
    perspective: await perspective(),
    tags: ['siteSettings'],
  });
}

/** The language versions of a page or an article, found from one of them (the language switcher). */
export async function getTranslationsOf(
  type: 'page' | 'article',
  locale: Locale,
  slug: string,
): Promise<TranslationsQueryResult> {
  return contentSource().fetch<TranslationsQueryResult>({
    name: 'translationsQuery',
    query: translationsQuery,
    params: { type, locale, slug },
    perspective: await perspective(),
    tags: [type],
  });
}
