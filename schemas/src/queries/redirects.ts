import { defineQuery } from 'groq';

/** Every redirect the site applies before routing. No params. */
export const redirectListQuery =
  defineQuery(`*[_type == "redirect" && defined(source) && defined(destination)] | order(source asc){
  source,
  destination,
  "permanent": coalesce(permanent, true)
}`);
