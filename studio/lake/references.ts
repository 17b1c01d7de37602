/**
 * `GET data/references/<ds>/documents/<id>/to`: which documents point at one.
 * The Studio asks it before it unpublishes or deletes, for the references that
 * its own `references()` query cannot see: those from other datasets
 * (cross-dataset references carry `_dataset`). It always sends
 * `excludeInternalReferences=true`; without it, this dataset's own plain
 * references are counted too.
 */
import { publishedId as publishedIdOf, type SanityDocument } from '@vitrine/schemas/dataset';

export interface ReferringDocument {
  documentId: string;
  datasetName: string;
  projectId: string;
}

export interface ReferencesAnswer {
  totalCount: number;
  references: ReferringDocument[];
}

/** Whether `value` holds a reference to `targetId` in `targetDataset`, read from `sourceDataset`. */
function pointsAt(value: unknown, targetId: string, targetDataset: string, sourceDataset: string): boolean {
  if (Array.isArray(value)) return value.some((item) => pointsAt(item, targetId, targetDataset, sourceDataset));
  if (typeof value !== 'object' || value === null) return false;
  const record = value as Record<string, unknown>;
  if (typeof record._ref === 'string' && publishedIdOf(record._ref) === targetId) {
    const dataset = typeof record._dataset === 'string' ? record._dataset : sourceDataset;
    if (dataset === targetDataset) return true;
  }
  return Object.values(record).some((item) => pointsAt(item, targetId, targetDataset, sourceDataset));
}

export function referencesTo(
  target: { id: string; dataset: string; projectId: string },
  datasets: ReadonlyMap<string, readonly SanityDocument[]>,
  options: { excludeInternal: boolean },
): ReferencesAnswer {
  const targetId = publishedIdOf(target.id);
  const references: ReferringDocument[] = [];
  for (const [datasetName, documents] of datasets) {
    for (const doc of documents) {
      const internal = datasetName === target.dataset;
      if (internal && (options.excludeInternal || publishedIdOf(doc._id) === targetId)) continue;
      if (pointsAt(doc, targetId, target.dataset, datasetName)) {
        references.push({ documentId: doc._id, datasetName, projectId: target.projectId });
      }
    }
  }
  return { totalCount: references.length, references };
}
