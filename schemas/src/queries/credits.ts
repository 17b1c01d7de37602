import { defineQuery } from 'groq';

import { coveredIds, firstCreated, pageFields, shownInLocale } from './fragments';

const creditFields = /* groq */ `_id, "locale": language, name, note, url, licence`;

/**
 * The credits page (in $language: $locale, or $defaultLocale standing in) and
 * the credits shown in $locale (its own and the default language's not
 * translated into it), grouped by kind in the order of `creditKinds`; empty
 * groups are left out. Params: $locale, $language, $defaultLocale.
 */
export const creditsPageQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "page": *[_type == "page" && language == $language && slug.current == "credits"] | ${firstCreated}[0]{ ${pageFields} },
  "groups": [
    { "kind": "photography", "credits": *[_type == "credit" && ${shownInLocale} && kind == "photography"] | order(name asc){ ${creditFields} } },
    { "kind": "fonts", "credits": *[_type == "credit" && ${shownInLocale} && kind == "fonts"] | order(name asc){ ${creditFields} } },
    { "kind": "libraries", "credits": *[_type == "credit" && ${shownInLocale} && kind == "libraries"] | order(name asc){ ${creditFields} } },
    { "kind": "people", "credits": *[_type == "credit" && ${shownInLocale} && kind == "people"] | order(name asc){ ${creditFields} } }
  ][count(credits) > 0]
}`);
