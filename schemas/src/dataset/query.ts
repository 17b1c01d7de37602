/**
 * Runs queries over an in-memory dataset through indexes, with the results
 * groq-js's own `evaluate(tree, { dataset, params })` gives: the same values
 * in the same order. A query is evaluated natively (eval.ts) when it
 * uses only what that evaluator knows, every query of the site does; else
 * through groq-js, with plan.ts rewriting each `*[filter]` to run over
 * the candidates of a lookup. This module answers the lookups, either way.
 *
 * - `ref->` goes through groq-js's `dereference` hook, backed by a map holding
 *   the first document with each `_id`: the one groq-js's scan would find.
 * - A lookup's candidates are an index bucket (in dataset order) without the
 *   documents a check rejects; checks decide exactly as groq-js does (same
 *   types, same `==`, same string comparison). The filter itself still runs,
 *   and drops any candidate it would not keep.
 * - When every conjunct is decided here and the filter is followed by
 *   `| order(paths)[0]` or `[0...n]`, the candidates are only the first n in
 *   that order (groq-js's comparison, ties in dataset order): `order` then
 *   puts the same documents first, in the same order.
 */
import { randomUUID } from 'node:crypto';
import { evaluate, evaluateSync, type DereferenceFunction, type Document, type ExprNode } from 'groq-js';
import type { SanityDocument } from './index';
import { compileQuery, portableTextLength, sortByPaths, valueAt, type Order } from './eval';
import { KEY_SEPARATOR, planQuery, someChild, type Check, type Path, type Probe, type Top } from './plan';

/** The ids `references(id)` is true for on `value`, walking it as groq-js's `references` does. */
function collectReferences(value: unknown, into: Set<string>): void {
  if (Array.isArray(value)) {
    for (const item of value) collectReferences(item, into);
  } else if (typeof value === 'object' && value !== null) {
    const ref = (value as { _ref?: unknown })._ref;
    // groq-js stops at an object with a truthy `_ref`, without looking inside it.
    if (ref) {
      if (typeof ref === 'string') into.add(ref);
      return;
    }
    for (const item of Object.values(value)) collectReferences(item, into);
  }
}

/** Whether a candidate passes a conjunct, decided as groq-js decides it; `key` is the next compare key. */
function passes(doc: SanityDocument, check: Check, key: string | undefined): boolean {
  const value = valueAt(doc, check.path);
  switch (check.kind) {
    case 'defined':
      return value !== null;
    case 'constant':
      // `==` is true only between two values of the same type (null included).
      return value === check.value;
    case 'compare':
      // `<` and friends compare two strings, else they are null (not true).
      if (typeof value !== 'string') return false;
      if (check.op === '<') return value < key!;
      if (check.op === '<=') return value <= key!;
      if (check.op === '>') return value > key!;
      return value >= key!;
  }
}

/** The documents that pass every check; `keys` are the compare checks' keys, in order. */
function passing(docs: readonly SanityDocument[], checks: Check[], keys: string[]): SanityDocument[] {
  const out: SanityDocument[] = [];
  // Counted loops: this runs once per candidate, and a closure or an iterator per call shows in profiles.
  outer: for (let i = 0; i < docs.length; i++) {
    const doc = docs[i]!;
    let next = 0;
    for (let j = 0; j < checks.length; j++) {
      const check = checks[j]!;
      if (!passes(doc, check, check.kind === 'compare' ? keys[next++] : undefined)) continue outer;
    }
    out.push(doc);
  }
  return out;
}

function addTo<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const bucket = map.get(key);
  if (bucket) bucket.push(value);
  else map.set(key, [value]);
}

/** Indexes over one set of documents, each built on first use. Buckets keep dataset order. */
class DatasetIndexes {
  private byIdMap?: Map<string, SanityDocument>;
  private referencingMap?: Map<string, SanityDocument[]>;
  private readonly equality = new Map<string, Map<string, SanityDocument[]>>();
  private readonly itemTypes = new WeakMap<readonly unknown[], Map<string, unknown[]>>();
  private readonly textLengths = new Map<string, Map<SanityDocument, number>>();
  private readonly orders = new Map<string, { ranks: Map<SanityDocument, number>; sorted: SanityDocument[] } | null>();

  constructor(readonly documents: readonly SanityDocument[]) {}

  /** The first document with that `_id`, as groq-js's dereference scan finds it. */
  byId(id: string): SanityDocument | undefined {
    if (!this.byIdMap) {
      this.byIdMap = new Map();
      for (const doc of this.documents) if (!this.byIdMap.has(doc._id)) this.byIdMap.set(doc._id, doc);
    }
    return this.byIdMap.get(id);
  }

  /** The documents `references(id)` is true for. */
  referencing(id: string): readonly SanityDocument[] {
    if (!this.referencingMap) {
      this.referencingMap = new Map();
      for (const doc of this.documents) {
        const refs = new Set<string>();
        collectReferences(doc, refs);
        for (const ref of refs) addTo(this.referencingMap, ref, doc);
      }
    }
    return this.referencingMap.get(id) ?? [];
  }

  /** The documents whose values at `paths` are exactly the strings `keys`. */
  equal(paths: Path[], keys: string[]): readonly SanityDocument[] {
    const name = JSON.stringify(paths);
    let index = this.equality.get(name);
    if (!index) {
      index = new Map();
      for (const doc of this.documents) {
        const values = paths.map((path) => valueAt(doc, path));
        if (values.every((value) => typeof value === 'string')) addTo(index, JSON.stringify(values), doc);
      }
      this.equality.set(name, index);
    }
    return index.get(JSON.stringify(keys)) ?? [];
  }

  /**
   * The dataset sorted as `order()` sorts it by these paths (groq-js's
   * comparison, ties in dataset order), and each document's place in it; null
   * when a document is there twice (its place would be ambiguous).
   */
  private ordered(order: Order): { ranks: Map<SanityDocument, number>; sorted: SanityDocument[] } | null {
    const name = JSON.stringify([order.paths, order.descending]);
    if (this.orders.has(name)) return this.orders.get(name)!;
    const sorted = sortByPaths(this.documents, order) as SanityDocument[];
    const ranks = new Map(sorted.map((doc, rank) => [doc, rank]));
    const index = ranks.size === sorted.length ? { ranks, sorted } : null;
    this.orders.set(name, index);
    return index;
  }

  /** The whole dataset in that order. */
  sorted(order: Order): readonly SanityDocument[] | null {
    return this.ordered(order)?.sorted ?? null;
  }

  /** The places of `docs` in that order; null when one is not a document of the dataset. */
  private ranksOf(docs: readonly unknown[], order: Order): { ranks: Float64Array; sorted: SanityDocument[] } | null {
    const index = this.ordered(order);
    if (!index) return null;
    const ranks = new Float64Array(docs.length);
    for (let i = 0; i < docs.length; i++) {
      const rank = index.ranks.get(docs[i] as SanityDocument);
      if (rank === undefined) return null;
      ranks[i] = rank;
    }
    return { ranks, sorted: index.sorted };
  }

  /** Documents of the dataset in the order `order()` gives them. */
  inOrder(docs: readonly unknown[], order: Order): SanityDocument[] | null {
    const found = this.ranksOf(docs, order);
    if (!found) return null;
    // Places are distinct integers: a numeric sort of them is the order.
    return Array.from(found.ranks.sort(), (rank) => found.sorted[rank]!);
  }

  /** The first `top.limit` of `docs` in the order `order()` would give them, returned in dataset order. */
  private firstInOrder(docs: readonly SanityDocument[], top: Top): readonly SanityDocument[] {
    if (docs.length <= top.limit) return docs;
    const found = this.ranksOf(docs, top);
    // No order index: every candidate, and `order()` sorts them.
    if (!found) return docs;
    const last = found.ranks.slice().sort()[top.limit - 1]!;
    return docs.filter((_, i) => found.ranks[i]! <= last);
  }

  /**
   * The items of an array whose `_type` is `type`, in order: each array
   * grouped by item type once (the bodies of every article are otherwise
   * walked item by item on every image index). Arrays a query makes are fresh
   * and never changed, so they may be indexed too.
   */
  itemsOfType(items: readonly unknown[], type: string): readonly unknown[] {
    let byType = this.itemTypes.get(items);
    if (!byType) {
      byType = new Map();
      for (const item of items) {
        const itemType = valueAt(item, ['_type']);
        if (typeof itemType === 'string') addTo(byType, itemType, item);
      }
      this.itemTypes.set(items, byType);
    }
    return byType.get(type) ?? [];
  }

  /**
   * `length(pt::text(path))` of a document of the dataset: a column of
   * derived values, like the other indexes built for all documents on first
   * use (the text of every article's body is otherwise walked on every list).
   * Undefined for a value that is not a document, or whose text is null.
   */
  textLength(doc: unknown, path: Path): number | null | undefined {
    const name = JSON.stringify(path);
    let index = this.textLengths.get(name);
    if (!index) {
      index = new Map();
      for (const document of this.documents) {
        const length = portableTextLength(valueAt(document, path));
        if (length !== null) index.set(document, length);
      }
      this.textLengths.set(name, index);
    }
    return index.get(doc as SanityDocument);
  }

  /** The candidates of one `*[filter]` for the keys its lookup carried (see plan.ts). */
  candidates(probe: Probe, encodedKeys: string): readonly SanityDocument[] {
    const { source, checks } = probe;
    const sourceKeys = source.kind === 'equal' ? source.paths.length : source.kind === 'references' ? 1 : 0;
    const expected = sourceKeys + checks.filter((check) => check.kind === 'compare').length;
    const keys = expected === 0 ? [] : encodedKeys.split(KEY_SEPARATOR);
    // A key holding the separator: the keys cannot be told apart, so every document is a candidate.
    if (keys.length !== expected || (expected === 0 && encodedKeys !== '')) return this.documents;
    return this.lookup(probe, keys);
  }

  /** The candidates of one `*[filter]` for its keys, one string per key the probe takes. */
  lookup(probe: Probe, keys: string[]): readonly SanityDocument[] {
    const { source, checks } = probe;
    const sourceKeys = source.kind === 'equal' ? source.paths.length : source.kind === 'references' ? 1 : 0;
    let docs =
      source.kind === 'equal'
        ? this.equal(source.paths, keys.slice(0, sourceKeys))
        : source.kind === 'references'
          ? this.referencing(keys[0]!)
          : this.documents;
    if (checks.length > 0) docs = passing(docs, checks, keys.slice(sourceKeys));
    return probe.top ? this.firstInOrder(docs, probe.top) : docs;
  }
}

const hasParameter = (node: ExprNode): boolean => node.type === 'Parameter' || someChild(node, hasParameter);

/** What groq-js's `identity()`, `sanity::projectId()`, `sanity::dataset()` and `now()` read (a server's request). */
export interface QueryContext {
  identity?: string;
  sanity?: { projectId: string; dataset: string };
  timestamp?: Date;
}

export interface QueryEngine {
  /** What `evaluate(tree, { dataset: documents, params, ...context })` then `.get()` returns, from indexes. */
  run(tree: ExprNode, params: Record<string, unknown>, context?: QueryContext): Promise<unknown>;
}

/**
 * An engine over a fixed set of documents (one perspective of one version of
 * the dataset). Never mutate `documents` afterwards: the indexes would not see it.
 */
export function createQueryEngine(documents: readonly SanityDocument[]): QueryEngine {
  const indexes = new DatasetIndexes(documents);
  // A lookup's `_ref` starts with this; the nonce keeps any `_ref` in the data from passing for one.
  const marker = `${KEY_SEPARATOR}vitrine-index-${randomUUID()}:`;

  /**
   * Queries compiled once per tree (the local source parses a query and its
   * parameters once): compiling again took a good part of a run. Only trees
   * whose parameters were all given to the parser, which leaves none behind:
   * nothing a later run's parameters change is then held in the closures.
   */
  const compiledTrees = new WeakMap<ExprNode, (() => unknown) | null>();

  return {
    async run(tree, params, context = {}) {
      let compiled = compiledTrees.get(tree);
      if (compiled === undefined) {
        compiled = compileQuery(tree, {
          documents,
          params,
          byId: (id) => indexes.byId(id),
          candidates: (probe, keys) => indexes.lookup(probe, keys),
          inOrder: (docs, order) => indexes.inOrder(docs, order),
          sorted: (order) => indexes.sorted(order),
          textLength: (doc, path) => indexes.textLength(doc, path),
          itemsOfType: (items, type) => indexes.itemsOfType(items, type),
        });
        if (!hasParameter(tree)) compiledTrees.set(tree, compiled);
      }
      if (compiled) return compiled();
      // A construct eval.ts leaves to groq-js: the same lookups, through its dereference hook.
      const plan = planQuery(tree, marker);
      const dereference: DereferenceFunction = ({ _ref: ref }) => {
        if (!ref.startsWith(marker)) return indexes.byId(ref);
        const rest = ref.slice(marker.length);
        const colon = rest.indexOf(':');
        const candidates = indexes.candidates(plan.probes[Number(rest.slice(0, colon))]!, rest.slice(colon + 1));
        // Typed as a document, but groq-js takes whatever this returns as the value (`fromJS`).
        return candidates as unknown as Document;
      };
      const options = { ...context, dataset: documents as SanityDocument[], params, dereference };
      try {
        // The synchronous evaluator runs the same executors without a promise per node.
        return evaluateSync(plan.tree, options).data;
      } catch {
        // It refuses a few constructs (delta functions, streams); the asynchronous one runs them all.
        return (await evaluate(plan.tree, options)).get();
      }
    },
  };
}
