import { defineQuery } from 'groq';

import { coveredIds, shownInLocale, workFields } from './fragments';

/**
 * The works shown in one language (its own, and the default language's not
 * translated into it), featured first, then newest. Params: $locale, $defaultLocale.
 */
export const workListQuery = defineQuery(`{ "covered": ${coveredIds} }{
  "items": *[_type == "project" && ${shownInLocale}] | order(coalesce(featured, false) desc, date desc){
    ${workFields}
  }
}.items`);
