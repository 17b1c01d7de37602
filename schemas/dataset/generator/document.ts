/** The shape every built document shares, and the timestamps the Content Lake would give it. */

/** A document as exported, before image fields name their files and `_rev` is added. */
export type Doc = { _id: string; _type: string; [field: string]: unknown };

/** When the dataset's content was published, unless a source says otherwise. */
export const published = '2025-01-06T09:00:00Z';

/** `doc` with its system timestamps: fixed dates, so the output does not depend on the clock. */
export function stamp(doc: Doc, createdAt = published, updatedAt = createdAt): Doc {
  return { ...doc, _createdAt: createdAt, _updatedAt: updatedAt };
}
