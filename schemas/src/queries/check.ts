import { defineQuery } from 'groq';

/**
 * What the content check reads (web/src/content/check/): every published
 * document as it is stored, image assets included, so its rules can follow
 * each reference and read each field; the contact inbox is not content. No
 * params.
 */
export const contentCheckQuery = defineQuery(`*[_type != "contactMessage"]`);

/**
 * The published ids of the documents that have a draft (read in the drafts
 * perspective, where a drafted document keeps its published `_id` and
 * `_originalId` names the draft): what a reference to an unpublished document
 * points at. No params.
 */
export const contentCheckDraftsQuery = defineQuery(`*[defined(_originalId) && _originalId != _id]._id`);
