import { defineQuery } from 'groq';

import { firstCreated, pageFields } from './fragments';

const creditFields = /* groq */ `_id, name, note, url, licence`;

/**
 * The credits page and the credits in one language, grouped by kind in the
 * order of `creditKinds`; empty groups are left out. Params: $locale.
 */
export const creditsPageQuery = defineQuery(`{
  "page": *[_type == "page" && language == $locale && slug.current == "credits"] | ${firstCreated}[0]{ ${pageFields} },
  "groups": [
    { "kind": "photography", "credits": *[_type == "credit" && language == $locale && kind == "photography"] | order(name asc){ ${creditFields} } },
    { "kind": "fonts", "credits": *[_type == "credit" && language == $locale && kind == "fonts"] | order(name asc){ ${creditFields} } },
    { "kind": "libraries", "credits": *[_type == "credit" && language == $locale && kind == "libraries"] | order(name asc){ ${creditFields} } },
    { "kind": "people", "credits": *[_type == "credit" && language == $locale && kind == "people"] | order(name asc){ ${creditFields} } }
  ][count(credits) > 0]
}`);
