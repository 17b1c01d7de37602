/**
 * Rewrites a parsed GROQ query so that each `*[filter]` runs over candidates
 * looked up in indexes instead of the whole dataset (query.ts holds the
 * indexes, and says why the result is the same).
 *
 * `*[filter]` becomes `coalesce(<candidates>, *)[filter]`: the filter is kept
 * whole; only the array it runs over shrinks. The candidates are the
 * documents, in dataset order, that pass the conjuncts of the filter's `&&`
 * chain that can be decided without groq-js (see `Probe`). A filter keeps a
 * document only when the chain is true, so only when each conjunct is: a
 * document outside the candidates is never in the result.
 *
 * A conjunct's key (`$slug`, `^.language`, a sub-query) is only known while
 * the query runs, in the scope the filter runs in, and the one callback
 * groq-js makes with a run-time value is `dereference`. So `<candidates>`
 * dereferences `{}{ "_ref": <marker> + <probe number> + ":" + key1 + "\u0000" + key2… }`.
 * Projecting `{}` opens a scope whose parent is the one the filter's own
 * elements get, so `^` in a key means exactly what it meant in the filter.
 * A key that is not a string leaves `_ref` null, the dereference null, and
 * `coalesce` falls back to `*` (an index holds only strings, and `null == null`
 * is true in GROQ: only the full scan is exact then).
 */
import type { ExprNode, FilterNode, ObjectAttributeNode } from 'groq-js';

/** A document attribute path: `slug.current` is `['slug', 'current']`. */
export type Path = string[];

/** A conjunct decided natively for each candidate, exactly as groq-js decides it. */
export type Check =
  | { kind: 'defined'; path: Path }
  /** `path == <number | boolean | null>` */
  | { kind: 'constant'; path: Path; value: number | boolean | null }
  /** `path <op> key`, with the key the next one in the lookup. */
  | { kind: 'compare'; path: Path; op: '<' | '<=' | '>' | '>=' };

/** `| order(paths…)[0…limit)` right after the filter: only the first `limit` in that order can show. */
export interface Top {
  paths: Path[];
  descending: boolean[];
  limit: number;
}

/** How one `*[filter]` finds its candidates; the lookup's keys come in this order. */
export interface Probe {
  /** Start from an equality index over these paths (one key each), the documents referencing one key, or all. */
  source: { kind: 'equal'; paths: Path[] } | { kind: 'references' } | { kind: 'all' };
  checks: Check[];
  /** Every conjunct is in `source` or `checks`: the candidates are exactly the documents the filter keeps. */
  exact: boolean;
  /** Only when exact. */
  top?: Top;
}

export interface Plan {
  tree: ExprNode;
  probes: Probe[];
}

/** Separates the keys of a lookup. A key that holds it splits into too many parts: the lookup gives up (all documents). */
export const KEY_SEPARATOR = '\u0000';

/** Functions that read only their arguments (not the current document), allowed in a key. */
const PURE_FUNCTIONS = new Set(['coalesce', 'count', 'defined', 'length', 'lower', 'upper', 'string']);

const MIRRORED = { '<': '>', '<=': '>=', '>': '<', '>=': '<=' } as const;

/** Applies `map` to every direct child expression of `node`; returns a shallow copy. */
function mapChildren(node: ExprNode, map: (child: ExprNode) => ExprNode): ExprNode {
  const attribute = (attr: ObjectAttributeNode): ObjectAttributeNode =>
    attr.type === 'ObjectConditionalSplat'
      ? { ...attr, condition: map(attr.condition), value: map(attr.value) }
      : { ...attr, value: map(attr.value) };
  switch (node.type) {
    case 'AccessAttribute':
      return node.base ? { ...node, base: map(node.base) } : node;
    case 'AccessElement':
    case 'ArrayCoerce':
    case 'Asc':
    case 'Desc':
    case 'Deref':
    case 'Group':
    case 'Neg':
    case 'Not':
    case 'Pos':
    case 'Slice':
      return { ...node, base: map(node.base) } as ExprNode;
    case 'And':
    case 'Or':
    case 'OpCall':
      return { ...node, left: map(node.left), right: map(node.right) } as ExprNode;
    case 'Array':
      return { ...node, elements: node.elements.map((element) => ({ ...element, value: map(element.value) })) };
    case 'Filter':
    case 'Projection':
    case 'Map':
    case 'FlatMap':
      return { ...node, base: map(node.base), expr: map(node.expr) } as ExprNode;
    case 'FuncCall':
      return { ...node, args: node.args.map(map) };
    case 'PipeFuncCall':
      return { ...node, base: map(node.base), args: node.args.map(map) };
    case 'InRange':
      return { ...node, base: map(node.base), left: map(node.left), right: map(node.right) };
    case 'Object':
      return { ...node, attributes: node.attributes.map(attribute) };
    case 'Select':
      return {
        ...node,
        alternatives: node.alternatives.map((alt) => ({
          ...alt,
          condition: map(alt.condition),
          value: map(alt.value),
        })),
        ...(node.fallback ? { fallback: map(node.fallback) } : {}),
      };
    case 'Tuple':
      return { ...node, members: node.members.map(map) };
    default:
      // Leaves (Everything, This, Parent, Parameter, Value, Context) and selectors: nothing to rewrite.
      return node;
  }
}

/** True when `test` holds for a direct child expression of `node`. */
export function someChild(node: ExprNode, test: (child: ExprNode) => boolean): boolean {
  let found = false;
  mapChildren(node, (child) => {
    found ||= test(child);
    return child;
  });
  return found;
}

/** Nodes that evaluate their children in their own scope: independent when all their children are. */
const SAME_SCOPE = new Set<ExprNode['type']>([
  'AccessElement',
  'And',
  'Array',
  'ArrayCoerce',
  'Deref',
  'Group',
  'Neg',
  'Not',
  'OpCall',
  'Or',
  'Pos',
  'Select',
  'Slice',
]);

const containsParent = (node: ExprNode): boolean => node.type === 'Parent' || someChild(node, containsParent);

/** Namespaces whose functions depend only on their arguments and the dataset (not the clock, the user or a delta). */
const DETERMINISTIC_NAMESPACES = new Set(['global', 'array', 'geo', 'math', 'pt', 'string', 'text']);

/** True when the query's result depends only on the dataset and the parameters: it can be reused. */
export function deterministic(node: ExprNode): boolean {
  if (
    node.type === 'Context' ||
    (node.type === 'FuncCall' &&
      (!DETERMINISTIC_NAMESPACES.has(node.namespace) || node.name === 'now' || node.name === 'identity'))
  )
    return false;
  return !someChild(node, (child) => !deterministic(child));
}

/**
 * True when `node`, evaluated in a filter's element scope, does not depend on
 * the element: no `@`, no bare attribute, no function that reads `@`
 * (`references`…). Nested filters and projections may use their own `@`, but
 * no `^` (it would count scopes from another place). Conservative: what it
 * does not know is dependent, and a dependent conjunct is simply not indexed.
 */
function independent(node: ExprNode): boolean {
  switch (node.type) {
    case 'Value':
    case 'Parameter':
    case 'Everything':
    case 'Parent':
      return true;
    case 'AccessAttribute':
      return node.base !== undefined && independent(node.base);
    case 'FuncCall':
      return node.namespace === 'global' && PURE_FUNCTIONS.has(node.name) && node.args.every(independent);
    case 'Filter':
    case 'Projection':
    case 'Map':
    case 'FlatMap':
      return independent(node.base) && !containsParent(node.expr);
    case 'PipeFuncCall':
      return node.name === 'order' && independent(node.base) && !node.args.some(containsParent);
    default:
      return SAME_SCOPE.has(node.type) && !someChild(node, (child) => !independent(child));
  }
}

/** `slug.current` → ['slug', 'current']; null unless `node` is an attribute path of the current document. */
export function documentPath(node: ExprNode): Path | null {
  if (node.type !== 'AccessAttribute') return null;
  if (!node.base || node.base.type === 'This') return [node.name];
  const base = documentPath(node.base);
  return base && [...base, node.name];
}

/** The conjuncts of an `&&` chain, parentheses removed. */
function conjuncts(node: ExprNode): ExprNode[] {
  if (node.type === 'Group') return conjuncts(node.base);
  if (node.type === 'And') return [...conjuncts(node.left), ...conjuncts(node.right)];
  return [node];
}

/** `path <op> key` or `key <op> path`, turned so the path is on the left; null if neither. */
function comparison(node: ExprNode): { path: Path; op: string; key: ExprNode } | null {
  if (node.type !== 'OpCall') return null;
  const left = documentPath(node.left);
  if (left && independent(node.right)) return { path: left, op: node.op, key: node.right };
  const right = documentPath(node.right);
  if (right && independent(node.left)) {
    const op = node.op in MIRRORED ? MIRRORED[node.op as keyof typeof MIRRORED] : node.op;
    return { path: right, op, key: node.left };
  }
  return null;
}

const isConstant = (value: unknown): value is number | boolean | null =>
  value === null || typeof value === 'number' || typeof value === 'boolean';

/** How to narrow `*[filter]`, with the key expressions of the lookup in order; null when nothing helps. */
export function probeOf(filter: ExprNode): { probe: Probe; keys: ExprNode[] } | null {
  let references: ExprNode | undefined;
  const equal: { path: Path; key: ExprNode }[] = [];
  const checks: { check: Check; key?: ExprNode }[] = [];
  let exact = true;
  for (const conjunct of conjuncts(filter)) {
    if (conjunct.type === 'FuncCall' && conjunct.namespace === 'global' && conjunct.args.length === 1) {
      const [arg] = conjunct.args as [ExprNode];
      if (conjunct.name === 'references' && !references && independent(arg)) {
        references = arg;
        continue;
      }
      const path = documentPath(arg);
      if (conjunct.name === 'defined' && path) {
        checks.push({ check: { kind: 'defined', path } });
        continue;
      }
    }
    const found = comparison(conjunct);
    if (found?.op === '==') {
      if (found.key.type === 'Value' && isConstant(found.key.value)) {
        checks.push({ check: { kind: 'constant', path: found.path, value: found.key.value } });
        continue;
      }
      // A constant object or array: `==` is never true for it; not worth a case.
      if (found.key.type !== 'Value' || typeof found.key.value === 'string') {
        equal.push(found);
        continue;
      }
    }
    if (found && (found.op === '<' || found.op === '<=' || found.op === '>' || found.op === '>=')) {
      if (found.key.type !== 'Value' || typeof found.key.value === 'string') {
        checks.push({ check: { kind: 'compare', path: found.path, op: found.op }, key: found.key });
        continue;
      }
    }
    exact = false;
  }
  if (!references && equal.length === 0 && checks.length === 0) return null;

  // One index per set of paths, whatever order the query names them in.
  equal.sort((a, b) => JSON.stringify(a.path).localeCompare(JSON.stringify(b.path)));
  const source: Probe['source'] = references
    ? { kind: 'references' }
    : equal.length > 0
      ? { kind: 'equal', paths: equal.map((e) => e.path) }
      : { kind: 'all' };
  // With `references`, equality conjuncts are checked by groq-js only.
  if (references && equal.length > 0) exact = false;
  const keys = [
    ...(references ? [references] : equal.map((e) => e.key)),
    ...checks.flatMap((c) => (c.key ? [c.key] : [])),
  ];
  return { probe: { source, checks: checks.map((c) => c.check), exact }, keys };
}

/** The number of elements `[index]` or `[left...right]` reads from the start; null if it counts from the end. */
export function limitOf(node: ExprNode): number | null {
  if (node.type === 'AccessElement') return node.index >= 0 ? node.index + 1 : null;
  if (node.type === 'Slice' && node.left >= 0 && node.right >= 0) {
    const limit = node.isInclusive ? node.right + 1 : node.right;
    return limit > 0 ? limit : null;
  }
  return null;
}

/** `order(a desc, b)` by plain attribute paths; null for any other key. */
export function orderOf(args: ExprNode[]): Omit<Top, 'limit'> | null {
  const paths: Path[] = [];
  const descending: boolean[] = [];
  for (const arg of args) {
    const path = documentPath(arg.type === 'Asc' || arg.type === 'Desc' ? arg.base : arg);
    if (!path) return null;
    paths.push(path);
    descending.push(arg.type === 'Desc');
  }
  return paths.length > 0 ? { paths, descending } : null;
}

/** Rewrites every `*[filter]` of `tree` that a probe can narrow. `marker` starts every lookup's `_ref`. */
export function planQuery(tree: ExprNode, marker: string): Plan {
  const probes: Probe[] = [];

  const rewrite = (node: ExprNode, top?: Top): ExprNode => {
    // `*[…] | order(…)[0]` and `[0...n]`: pass the order and the limit down to the filter.
    const limit = limitOf(node);
    if (
      limit !== null &&
      (node.type === 'AccessElement' || node.type === 'Slice') &&
      node.base.type === 'PipeFuncCall' &&
      node.base.name === 'order'
    ) {
      const pipe = node.base;
      const order = orderOf(pipe.args);
      if (order) {
        const base = rewrite(pipe.base, { ...order, limit });
        return { ...node, base: { ...pipe, base, args: pipe.args.map((arg) => rewrite(arg)) } };
      }
    }
    const copy = mapChildren(node, (child) => rewrite(child));
    if (copy.type !== 'Filter' || copy.base.type !== 'Everything') return copy;
    // Keys come from the original filter and are rewritten once, below.
    const found = probeOf((node as FilterNode).expr);
    if (!found) return copy;
    const probe: Probe = top && found.probe.exact ? { ...found.probe, top } : found.probe;
    const id = probes.push(probe) - 1;
    let ref: ExprNode = { type: 'Value', value: `${marker}${id}:` };
    found.keys.forEach((key, i) => {
      if (i > 0) ref = { type: 'OpCall', op: '+', left: ref, right: { type: 'Value', value: KEY_SEPARATOR } };
      ref = { type: 'OpCall', op: '+', left: ref, right: rewrite(key) };
    });
    const lookup: ExprNode = {
      type: 'Deref',
      base: {
        type: 'Projection',
        base: { type: 'Value', value: {} },
        expr: { type: 'Object', attributes: [{ type: 'ObjectAttributeValue', name: '_ref', value: ref }] },
      },
    };
    return {
      ...copy,
      base: { type: 'FuncCall', namespace: 'global', name: 'coalesce', args: [lookup, { type: 'Everything' }] },
    };
  };

  return { tree: rewrite(tree), probes };
}
