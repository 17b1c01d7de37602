import { defineQuery } from 'groq';

import { publishedLanguages } from './fragments';

/**
 * Everything the routing needs to know about content, in one read: whether the
 * site settings exist, every page and article with its language, slug,
 * validate rule, creation and last change (the creation date decides which of
 * two documents with one slug answers), the translation groups that link their
 * language versions (by document id), when each work last changed (the works
 * list's date in the sitemap), and every language anything is published in
 * (the languages the site offers). The site's proxy answers unknown paths from
 * it, and the sitemap and hreflang alternates come from it. No params.
 */
export const routeIndexQuery = defineQuery(`{
  "settings": defined(*[_type == "siteSettings" && _id == "siteSettings"][0]._id),
  "pages": *[_type == "page" && defined(language) && defined(slug.current)] | order(language asc, slug.current asc){
    _id,
    "locale": language,
    "slug": slug.current,
    validate,
    _createdAt,
    _updatedAt
  },
  "articles": *[_type == "article" && defined(language) && defined(slug.current)] | order(language asc, publishedAt desc){
    _id,
    "locale": language,
    "slug": slug.current,
    _createdAt,
    _updatedAt
  },
  "works": *[_type == "project" && defined(language)]{
    "locale": language,
    _updatedAt
  },
  "groups": *[_type == "translation.metadata"]{
    "ids": coalesce(translations[].value._ref, [])
  },
  "languages": ${publishedLanguages}
}`);

/**
 * Every language anything is published in (the route index has the same):
 * the page shell reads it for the language menu, under its own cache tag,
 * which the webhook expires only when the languages change. No params.
 */
export const publishedLanguagesQuery = defineQuery(`{ "languages": ${publishedLanguages} }`);
