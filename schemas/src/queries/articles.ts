import { defineQuery } from 'groq';

import { articleCardFields, firstCreated, imageFields, readingTimeField, translationsField } from './fragments';

/** Articles in one language, newest first, with tags and reading time. Params: $locale. */
export const articleListQuery =
  defineQuery(`*[_type == "article" && language == $locale && defined(slug.current)] | order(publishedAt desc){
  ${articleCardFields}
}`);

/**
 * One article by slug (which may span segments), with its body, reading time,
 * the previous (older) and next (newer) articles, and its translations.
 * Params: $locale, $slug.
 */
export const articleBySlugQuery =
  defineQuery(`*[_type == "article" && language == $locale && slug.current == $slug] | ${firstCreated}[0]{
  _id,
  "locale": language,
  title,
  description,
  "slug": slug.current,
  publishedAt,
  _updatedAt,
  "tags": coalesce(tags, []),
  "cover": cover{ ${imageFields} },
  "body": coalesce(body[]{
    ...,
    _type == "image" => { ${imageFields}, caption }
  }, []),
  ${readingTimeField},
  "previous": *[_type == "article" && language == ^.language && defined(slug.current) && publishedAt < ^.publishedAt] | order(publishedAt desc)[0]{ title, "slug": slug.current },
  "next": *[_type == "article" && language == ^.language && defined(slug.current) && publishedAt > ^.publishedAt] | order(publishedAt asc)[0]{ title, "slug": slug.current },
  ${translationsField}
}`);
