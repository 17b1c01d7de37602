import 'server-only';
import { statSync } from 'node:fs';
import { join } from 'node:path';
import { parse, type ExprNode } from 'groq-js';
import {
  applyPerspective,
  createQueryEngine,
  deterministic,
  loadDataset,
  type QueryEngine,
  type SanityDocument,
} from '@vitrine/schemas/dataset';
import { LOCAL_IMAGES_PATH } from '@/images/image-url';
import { ContentFetchError, type ContentSource, type Perspective, type QueryRequest } from './source';

export interface LocalSourceOptions {
  /**
   * Results kept per version of the dataset, most recently used first (0: none).
   * A result depends only on the documents, the query and its parameters, so
   * it is reused until the file changes. Callers share it: they must not
   * mutate it (groq-js results already share objects with the dataset).
   */
  resultCacheSize?: number;
  /**
   * Look at the file on every query in both perspectives, not only in drafts
   * (`next dev`, where the Studio's local Content Lake writes it): a publish
   * shows on the next request. Off, published content is parsed once per process.
   */
  watch?: boolean;
}

/** Parsed queries kept per source, whatever the result cache: parsing is part of every query's time. */
const PARSED_QUERIES = 200;

/** Keeps `value` under `key`, most recently used last, dropping the least recently used past `size`. */
function remember<V>(map: Map<string, V>, key: string, value: V, size: number): void {
  map.delete(key);
  map.set(key, value);
  if (map.size > size) map.delete(map.keys().next().value!);
}

/** One perspective of one version of the dataset: the indexed documents and the results already computed. */
interface Snapshot {
  engine: QueryEngine;
  results: Map<string, unknown>;
}

/**
 * The file as last parsed, for the whole process: `next dev` runs the proxy and the pages in separate bundles,
 * each with its own source, and a publish is parsed once for all of them and both perspectives, not once for
 * each (the first request after it waits for every parse). On globalThis, as content/memo.ts keeps its registry.
 */
interface Parsed {
  version: string;
  documents: SanityDocument[];
  engines: Partial<Record<Perspective, QueryEngine>>;
}
const PARSED = ((globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.local-source-parsed')] ??=
  new Map()) as Map<string, Parsed>;

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
 * through indexes (`@vitrine/schemas/dataset`'s engine). Published content is
 * parsed once per process, unless `watch`. The drafts perspective (and with
 * `watch`, both) looks at the file on every query (a stat) and parses it
 * again only when it has changed, so an editor sees the file as it is now
 * without paying for a parse on every query.
 */
export function createLocalSource(
  datasetDir: string,
  { resultCacheSize = 500, watch = false }: LocalSourceOptions = {},
): ContentSource {
  const file = join(datasetDir, 'data.ndjson');
  /** The snapshot of one version (null: the file cannot be read now, and loadDataset says why). */
  const open = (perspective: Perspective, version: string | null): Snapshot => {
    let parsed = version === null ? undefined : PARSED.get(file);
    if (parsed?.version !== version) {
      parsed = {
        version: version ?? '',
        documents: loadDataset(datasetDir, { assetBaseUrl: LOCAL_IMAGES_PATH }),
        engines: {},
      };
      if (version !== null) PARSED.set(file, parsed);
    }
    const engine = (parsed.engines[perspective] ??= createQueryEngine(applyPerspective(parsed.documents, perspective)));
    return { engine, results: new Map() };
  };
  let published: Snapshot | undefined;
  const watched: Partial<Record<Perspective, { version: string; snapshot: Snapshot }>> = {};
  // Trees do not depend on the documents: one parse serves both perspectives and every version of the file.
  const trees = new Map<string, ExprNode>();

  const snapshot = (perspective: Perspective): Snapshot => {
    if (perspective === 'published' && !watch) return (published ??= open('published', fileVersion(file)));
    // The version is read before the file: a write in between shows as a change on the next query.
    const version = fileVersion(file);
    const kept = watched[perspective];
    if (version !== null && kept?.version === version) return kept.snapshot;
    const fresh = open(perspective, version);
    if (version !== null) watched[perspective] = { version, snapshot: fresh };
    return fresh;
  };

  return {
    kind: 'local',
    async fetch<Result>({ name, query, params = {}, perspective }: QueryRequest): Promise<Result> {
      const { engine, results } = snapshot(perspective);
      const json = isJson(params) ? JSON.stringify(params) : null;
      const key = json === null ? null : `${query}\u0000${json}`;
      if (key !== null && results.has(key)) {
        const result = results.get(key);
        remember(results, key, result, resultCacheSize);
        return result as Result;
      }
      let tree = key === null ? undefined : trees.get(key);
      if (!tree) {
        try {
          // The tree holds the parameters' values: a kept one gets a copy, which the caller cannot change later.
          tree = parse(query, { params: json === null ? params : JSON.parse(json) });
        } catch (cause) {
          throw new ContentFetchError(name, undefined, 'the GROQ does not parse', { cause });
        }
      }
      // The same tree each time: the engine compiles it once.
      if (key !== null) remember(trees, key, tree, PARSED_QUERIES);
      const result = await engine.run(tree, params);
      if (key !== null && resultCacheSize > 0 && deterministic(tree)) remember(results, key, result, resultCacheSize);
      return result as Result;
    },
  };
}
