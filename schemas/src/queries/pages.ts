import { defineQuery } from 'groq';

import { articleCardFields, firstCreated, pageFields, workFields } from './fragments';

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
 * The home page: its sections (hero, FAQ…), the featured works and the three
 * latest articles. Params: $locale.
 */
export const homePageQuery = defineQuery(`{
  "page": *[_type == "page" && language == $locale && slug.current == "home"] | ${firstCreated}[0]{ ${pageFields} },
  "featuredWorks": *[_type == "project" && language == $locale && featured == true] | order(date desc)[0...6]{ ${workFields} },
  "latestArticles": *[_type == "article" && language == $locale && defined(slug.current)] | order(publishedAt desc)[0...3]{ ${articleCardFields} }
}`);
