import { defineQuery } from 'groq';

import {
  articleCardFields,
  coveredIds,
  firstCreated,
  imageFields,
  shownInLocale,
  shownInLocaleBelow,
  translationsField,
} from './fragments';

/**
 * The articles shown in one language, newest first, with tags and reading
 * time: its own, and the default language's not translated into it (each
 * with its `locale`). Params: $locale, $defaultLocale.
 */
export const articleListQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "items": *[_type == "article" && defined(slug.current) && ${shownInLocale}] | order(publishedAt desc){
    ${articleCardFields}
  }
}.items`);

/**
 * One article by slug (which may span segments) in $language: what a list
 * shows of it (`articleCardFields`), with its body, the previous (older) and
 * next (newer) articles among those shown in $locale, and its translations. $language is $locale, or
 * $defaultLocale for the default language's version standing in for a
 * missing translation. Of two with one slug, the first created answers.
 * Params: $locale, $language, $defaultLocale, $slug.
 */
export const articleBySlugQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "article": *[_type == "article" && language == $language && slug.current == $slug] | ${firstCreated}[0]{
  ${articleCardFields},
  _updatedAt,
  "body": coalesce(body[]{
    ...,
    _type == "image" => { ${imageFields}, caption }
  }, []),
  "previous": *[_type == "article" && defined(slug.current) && publishedAt < ^.publishedAt && ${shownInLocaleBelow}] | order(publishedAt desc)[0]{ title, "slug": slug.current, "locale": language },
  "next": *[_type == "article" && defined(slug.current) && publishedAt > ^.publishedAt && ${shownInLocaleBelow}] | order(publishedAt asc)[0]{ title, "slug": slug.current, "locale": language },
  ${translationsField}
}
}.article`);
