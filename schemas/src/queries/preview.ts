import { defineQuery } from 'groq';

/**
 * A fingerprint of every document the site can show, for live preview: it
 * changes whenever a document (or a draft) is created, edited, published,
 * discarded or deleted. Read in the drafts perspective; the live preview
 * re-renders the page when it changes. System documents (`sanity.*`, image
 * assets included) and the contact inbox are left out. No params.
 */
export const previewFingerprintQuery = defineQuery(
  `*[!string::startsWith(_type, "sanity.") && _type != "contactMessage"] | order(_id asc){ _id, _rev }`,
);
