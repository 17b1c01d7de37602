import { defineQuery } from 'groq';

import { coveredIds, firstCreated, pageFields, shownInLocale } from './fragments';

/**
 * The site map in one language: the map page (its intro, in $language:
 * $locale, or $defaultLocale standing in), then every page and every article
 * shown in $locale (its own and the default language's not translated into
 * it), generated from content. Params: $locale, $language, $defaultLocale.
 */
export const siteMapQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "page": *[_type == "page" && language == $language && slug.current == "map"] | ${firstCreated}[0]{ ${pageFields} },
  "pages": *[_type == "page" && defined(slug.current) && ${shownInLocale}] | order(title asc){
    _id,
    "locale": language,
    title,
    description,
    "slug": slug.current,
    validate
  },
  "articles": *[_type == "article" && defined(slug.current) && ${shownInLocale}] | order(publishedAt desc){
    _id,
    "locale": language,
    title,
    "slug": slug.current,
    publishedAt
  }
}`);
