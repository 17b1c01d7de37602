import type { StoredDocument } from './snapshot';

/**
 * Visits every value of a stored document with its field path, written as
 * Sanity writes one: `body[_key=="a1"].items[2]` (an array item by its `_key`
 * when it has one, else by its index). Pure.
 */
export type Visit = (value: unknown, path: string, key: string | number | null) => void;

export function walk(value: unknown, visit: Visit, path = '', key: string | number | null = null): void {
  visit(value, path, key);
  if (Array.isArray(value)) {
    value.forEach((item, index) => {
      const itemKey = (item as { _key?: unknown } | null)?._key;
      const step = typeof itemKey === 'string' ? `[_key==${JSON.stringify(itemKey)}]` : `[${index}]`;
      walk(item, visit, `${path}${step}`, index);
    });
  } else if (value !== null && typeof value === 'object') {
    for (const [field, child] of Object.entries(value)) {
      walk(child, visit, path ? `${path}.${field}` : field, field);
    }
  }
}

/**
 * Visits every value of every content document of the snapshot (not the
 * image assets and other `sanity.*` documents) with the document it is in.
 */
export function walkContent(
  documents: readonly StoredDocument[],
  visit: (document: StoredDocument, ...at: Parameters<Visit>) => void,
): void {
  for (const document of documents) {
    if (!document._type.startsWith('sanity.')) walk(document, (...at) => visit(document, ...at));
  }
}
