import { defineQuery } from 'groq';

import { coveredIds, firstCreated, pageFields, personFields, shownInLocale } from './fragments';

/**
 * The partners page (in $language: $locale, or $defaultLocale standing in) and
 * every partner shown in $locale (its own and the default language's not
 * translated into it), in editor order. Params: $locale, $language, $defaultLocale.
 */
export const partnersPageQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "page": *[_type == "page" && language == $language && slug.current == "partners"] | ${firstCreated}[0]{ ${pageFields} },
  "partners": *[_type == "partner" && ${shownInLocale}] | order(coalesce(order, 0) asc, name asc){ ${personFields} }
}`);

/**
 * The guardians page (in $language: $locale, or $defaultLocale standing in) and
 * every guardian shown in $locale, longest standing first. Params: $locale, $language, $defaultLocale.
 */
export const guardiansPageQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "page": *[_type == "page" && language == $language && slug.current == "guardians"] | ${firstCreated}[0]{ ${pageFields} },
  "guardians": *[_type == "guardian" && ${shownInLocale}] | order(since asc, name asc){ ${personFields} }
}`);
