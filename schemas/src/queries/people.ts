import { defineQuery } from 'groq';

import { firstCreated, pageFields, personFields } from './fragments';

/** The partners page and every partner in one language, in editor order. Params: $locale. */
export const partnersPageQuery = defineQuery(`{
  "page": *[_type == "page" && language == $locale && slug.current == "partners"] | ${firstCreated}[0]{ ${pageFields} },
  "partners": *[_type == "partner" && language == $locale] | order(coalesce(order, 0) asc, name asc){ ${personFields} }
}`);

/** The guardians page and every guardian in one language, longest standing first. Params: $locale. */
export const guardiansPageQuery = defineQuery(`{
  "page": *[_type == "page" && language == $locale && slug.current == "guardians"] | ${firstCreated}[0]{ ${pageFields} },
  "guardians": *[_type == "guardian" && language == $locale] | order(since asc, name asc){ ${personFields} }
}`);
