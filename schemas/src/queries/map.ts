import { defineQuery } from 'groq';

import { firstCreated, pageFields } from './fragments';

/**
 * The site map in one language: the map page (its intro), then every page and
 * every article, generated from content. Params: $locale.
 */
export const siteMapQuery = defineQuery(`{
  "page": *[_type == "page" && language == $locale && slug.current == "map"] | ${firstCreated}[0]{ ${pageFields} },
  "pages": *[_type == "page" && language == $locale && defined(slug.current)] | order(title asc){
    _id,
    title,
    description,
    "slug": slug.current
  },
  "articles": *[_type == "article" && language == $locale && defined(slug.current)] | order(publishedAt desc){
    _id,
    title,
    "slug": slug.current,
    publishedAt
  }
}`);
