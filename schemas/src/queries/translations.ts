import { defineQuery } from 'groq';

/**
 * The language versions of a page or an article, found from one of them, for
 * the language switcher. Params: $type ("page" | "article"), $locale, $slug.
 */
export const translationsQuery = defineQuery(`coalesce(
  *[_type == "translation.metadata" && references(*[_type == $type && language == $locale && slug.current == $slug][0]._id)][0].translations[]{
    "locale": language,
    "slug": value->slug.current,
    "title": value->title
  }[defined(slug)],
  []
)`);
