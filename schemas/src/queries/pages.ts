import { defineQuery } from 'groq';

import { articleCardFields, coveredIds, firstCreated, pageFields, shownInLocale, workFields } from './fragments';

/**
 * A page by slug in one language (fixed routes use `about`, `contact`…; the
 * catch-all route passes the joined path, e.g. `studio/process`).
 * Params: $locale, $slug.
 */
export const pageBySlugQuery =
  defineQuery(`*[_type == "page" && language == $locale && slug.current == $slug] | ${firstCreated}[0]{
  ${pageFields}
}`);

/**
 * The home page: its sections (hero, FAQ…) in $language ($locale, or
 * $defaultLocale standing in), and the featured works and the three latest
 * articles shown in $locale (its own and the default language's not
 * translated into it). Params: $locale, $language, $defaultLocale.
 */
export const homePageQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "page": *[_type == "page" && language == $language && slug.current == "home"] | ${firstCreated}[0]{ ${pageFields} },
  "featuredWorks": *[_type == "project" && featured == true && ${shownInLocale}] | order(date desc)[0...6]{ ${workFields} },
  "latestArticles": *[_type == "article" && defined(slug.current) && ${shownInLocale}] | order(publishedAt desc)[0...3]{ ${articleCardFields} }
}`);
