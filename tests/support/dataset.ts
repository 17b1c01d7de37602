/** The demo dataset as tests read it: the same files the local source serves. */
import { fileURLToPath } from 'node:url';
import { applyPerspective, loadDataset, type SanityDocument } from '@vitrine/schemas/dataset';

export const DATASET_DIR = fileURLToPath(new URL('../../schemas/dataset/', import.meta.url));

export function publishedDocuments(): SanityDocument[] {
  return applyPerspective(loadDataset(DATASET_DIR), 'published');
}

export function siteSettings(): SanityDocument & Record<string, any> {
  const doc = publishedDocuments().find((d) => d._id === 'siteSettings');
  if (!doc) throw new Error('The demo dataset has no siteSettings document');
  return doc as SanityDocument & Record<string, any>;
}
