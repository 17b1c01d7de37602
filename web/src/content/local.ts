import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parse } from 'groq-js';
import { applyPerspective, loadDataset } from '@vitrine/schemas/dataset';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import { deterministic } from './local-plan';
import { createQueryEngine, type QueryEngine } from './local-query';
import { ContentFetchError, type ContentSource, type Perspective, type QueryRequest } from './source';

export interface LocalSourceOptions {
  /**
   * Results kept per version of the dataset, most recently used first (0: none).
   * A result depends only on the documents, the query and its parameters, so
   * it is reused until the file changes. Callers share it: they must not
   * mutate it (groq-js results already share objects with the dataset).
   */
  resultCacheSize?: number;
}

/** One perspective of one version of the dataset: the indexed documents and the results already computed. */
interface Snapshot {
  engine: QueryEngine;
  results: Map<string, unknown>;
}

/** Identifies one version of the file: a write changes its size or change time (ns), a rename its inode. */
function fileVersion(file: string): string | null {
  try {
    const stat = statSync(file, { bigint: true });
    return `${stat.ino}:${stat.size}:${stat.mtimeNs}:${stat.ctimeNs}`;
  } catch {
    return null;
  }
}

/** Strings, numbers, booleans, null, and arrays and plain objects of them: parameters that JSON tells apart. */
function isJson(value: unknown): boolean {
  if (value === null || ['string', 'boolean'].includes(typeof value)) return true;
  if (typeof value === 'number') return Number.isFinite(value);
  if (Array.isArray(value)) return value.every(isJson);
  if (typeof value !== 'object' || Object.getPrototypeOf(value) !== Object.prototype) return false;
  return Object.values(value as object).every(isJson);
}

/**
 * The bundled demo dataset (or `VITRINE_DATASET_DIR`), queried with groq-js
 * through indexes (local-query.ts). Published content is parsed once per
 * process. The drafts perspective looks at the file on every query and parses
 * it again only when it has changed, so an editor previewing locally sees the
 * file as it is now without paying for a parse on every query.
 */
export function createLocalSource(
  datasetDir: string,
  { resultCacheSize = 500 }: LocalSourceOptions = {},
): ContentSource {
  const file = join(datasetDir, 'data.ndjson');
  const open = (perspective: Perspective): Snapshot => ({
    engine: createQueryEngine(
      applyPerspective(loadDataset(datasetDir, { assetBaseUrl: LOCAL_IMAGES_PATH }), perspective),
    ),
    results: new Map(),
  });
  let published: Snapshot | undefined;
  let drafts: { version: string; snapshot: Snapshot } | undefined;

  const snapshot = (perspective: Perspective): Snapshot => {
    if (perspective === 'published') return (published ??= open('published'));
    // The version is read before the file: a write in between shows as a change on the next query.
    const version = fileVersion(file);
    if (version !== null && drafts?.version === version) return drafts.snapshot;
    const fresh = open('drafts');
    if (version !== null) drafts = { version, snapshot: fresh };
    return fresh;
  };

  return {
    kind: 'local',
    async fetch<Result>({ name, query, params = {}, perspective }: QueryRequest): Promise<Result> {
      const { engine, results } = snapshot(perspective);
      const key = resultCacheSize > 0 && isJson(params) ? `${query}\u0000${JSON.stringify(params)}` : null;
      if (key !== null && results.has(key)) {
        const result = results.get(key);
        // Most recently used last: the first key is the one to evict.
        results.delete(key);
        results.set(key, result);
        return result as Result;
      }
      let tree;
      try {
        tree = parse(query, { params });
      } catch (cause) {
        throw new ContentFetchError(name, undefined, 'the GROQ does not parse', { cause });
      }
      const result = await engine.run(tree, params);
      if (key !== null && deterministic(tree)) {
        results.set(key, result);
        if (results.size > resultCacheSize) results.delete(results.keys().next().value!);
      }
      return result as Result;
    },
  };
}
