import { defineQuery } from 'groq';

import { workFields } from './fragments';

/** All works in one language, featured first, then newest. Params: $locale. */
export const workListQuery =
  defineQuery(`*[_type == "project" && language == $locale] | order(coalesce(featured, false) desc, date desc){
  ${workFields}
}`);
