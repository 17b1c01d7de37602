/**
 * A native evaluator for the GROQ the site's queries use: a parsed query is
 * compiled into closures over plain JSON values, and run without groq-js's
 * per-node wrapping (a value object and a scope per node, a sort key tuple per
 * element), which is most of a query's time on thousands of documents.
 *
 * Each construct is evaluated as groq-js 2 evaluates it (its `src/evaluator/`):
 * the same types, the same `==`, the same comparison and order, the same
 * scopes for `^` (a `[]` traversal opens a hidden scope that `^` skips). A
 * construct it does not know (`match`, `score`, delta and date functions…)
 * makes `compileQuery` return null, and the query runs through groq-js instead.
 *
 * `*[filter]` runs over the candidates query.ts finds for it in its
 * indexes (plan.ts says which), and when every conjunct was decided
 * there (an exact probe), the candidates are the result: the filter is not
 * evaluated again.
 */
import type { ExprNode, FuncCallNode, ObjectNode } from 'groq-js';
import { documentPath, limitOf, orderOf, probeOf, someChild, type Path, type Probe, type Top } from './plan';

/**
 * The value groq-js reads for `a.b.c` on a document: each step an own attribute of an object, else null.
 *
 * Here and in the closures that run once per element, loops count rather than
 * use `for…of`: until V8 optimizes the function, `for…of` allocates an
 * iterator result per element, which showed in the image index's profile.
 */
export function valueAt(doc: unknown, path: Path): unknown {
  let value = doc;
  for (let i = 0; i < path.length; i++) {
    const name = path[i]!;
    if (typeof value !== 'object' || value === null || Array.isArray(value) || !Object.hasOwn(value, name)) return null;
    value = (value as Record<string, unknown>)[name];
  }
  return value;
}

function rank(value: unknown): number {
  return typeof value === 'number' ? 2 : typeof value === 'string' ? 3 : typeof value === 'boolean' ? 4 : 100;
}

/** groq-js's `totalCompare` (the order of `order()`), for JSON values: numbers, then strings, then booleans, then the rest. */
export function totalCompare(a: unknown, b: unknown): number {
  const difference = rank(a) - rank(b);
  if (difference !== 0) return difference;
  if (typeof a === 'number' || typeof a === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string') return a < (b as string) ? -1 : a > (b as string) ? 1 : 0;
  return 0;
}

/** What a compiled query reads besides its scope. */
export interface Runtime {
  documents: readonly unknown[];
  params: Record<string, unknown>;
  /** The first document with that `_id`, or undefined. */
  byId(id: string): unknown;
  /** The candidates of `probe` for string keys (query.ts). */
  candidates(probe: Probe, keys: string[]): readonly unknown[];
  /**
   * Documents of the dataset (a filter's result, in dataset order) sorted as
   * `order()` sorts them by these paths, or null if one is not a document.
   */
  inOrder(documents: readonly unknown[], order: Order): unknown[] | null;
  /** The whole dataset in that order, or null. */
  sorted(order: Order): readonly unknown[] | null;
  /** The items of an array whose `_type` is `type`, in order (an index kept per array of the dataset). */
  itemsOfType(items: readonly unknown[], type: string): readonly unknown[];
  /** `length(pt::text(path))` on a document of the dataset, from an index; undefined for any other value. */
  textLength(document: unknown, path: Path): number | null | undefined;
}

export type Order = Omit<Top, 'limit'>;

/** groq-js's scope: `^` walks `parent`; a hidden scope (a `[]` traversal's) is skipped by its children. */
class Scope {
  /** Values of the query's repeated calls in this scope (see `SharedCalls`). */
  shared: Map<number, unknown> | undefined;

  constructor(
    public value: unknown,
    public parent: Scope | undefined,
    readonly hidden: boolean,
  ) {}

  nested(value: unknown): Scope {
    return new Scope(value, this.hidden ? this.parent : this, false);
  }

  hiddenChild(value: unknown): Scope {
    return new Scope(value, this.hidden ? this.parent : this, true);
  }

  /**
   * `from.nested(value)` or `from.hiddenChild(value)` (as hidden as this
   * one), made of this scope again, for a loop over elements: an element's
   * evaluation keeps no scope once it ends, and a closure's evaluation never
   * starts again before it ends (a node cannot hold itself).
   */
  reopen(from: Scope, value: unknown): Scope {
    this.value = value;
    this.parent = from.hidden ? from.parent : from;
    this.shared = undefined;
    return this;
  }
}

type Evaluate = (scope: Scope) => unknown;

/** Thrown while compiling: the query runs through groq-js. */
class Unsupported extends Error {}

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

/** groq-js's `isEqual`: true only between two strings, numbers, booleans or nulls that are equal. */
const equal = (a: unknown, b: unknown) => a === b && (a === null || typeof a !== 'object');

/** groq-js's `partialCompare`: null between different types and for anything but numbers, strings and booleans. */
function partialCompare(a: unknown, b: unknown): number | null {
  if (a === null || b === null || typeof a !== typeof b) return null;
  if (typeof a === 'number' || typeof a === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'string') return a < (b as string) ? -1 : a > (b as string) ? 1 : 0;
  return null;
}

/** groq-js's `fromNumber`: a number that is not finite is null. */
const finite = (value: number) => (Number.isFinite(value) ? value : null);

const HIGH_SURROGATE = /[\uD800-\uDBFF]/;
const HIGH_SURROGATES = /[\uD800-\uDBFF]/g;

/**
 * Characters as GROQ counts them (groq-js's `countUTF8`: every code unit but
 * a high surrogate, so a pair is one). A regular expression, not a loop: V8
 * answers at once for a one-byte string, which cannot hold a surrogate.
 */
function countCharacters(text: string): number {
  if (!HIGH_SURROGATE.test(text)) return text.length;
  return text.length - (text.match(HIGH_SURROGATES)?.length ?? 0);
}

/** groq-js's `hasReference`: stops at an object with a truthy `_ref`. */
function hasReference(value: unknown, ids: Set<string>): boolean {
  if (Array.isArray(value)) return value.some((item) => hasReference(item, ids));
  if (!isObject(value)) return false;
  if (value._ref) return ids.has(value._ref as string);
  return Object.values(value).some((item) => hasReference(item, ids));
}

/** groq-js's `pt::text`: the spans' text of a block, or of the blocks of an array joined by blank lines. */
function blockText(block: Record<string, unknown>): string | null {
  if (typeof block._type !== 'string' || !Array.isArray(block.children)) return null;
  let text = '';
  for (const child of block.children) {
    if (isObject(child) && child._type === 'span' && typeof child.text === 'string') text += child.text;
  }
  return text;
}

function arrayText(value: unknown[], into: string[]): string[] {
  for (const block of value) {
    if (Array.isArray(block)) arrayText(block, into);
    else if (isObject(block)) {
      const text = blockText(block);
      if (text !== null) into.push(text);
    }
  }
  return into;
}

function portableText(value: unknown): string | null {
  if (isObject(value)) return blockText(value);
  if (Array.isArray(value)) {
    const texts = arrayText(value, []);
    if (texts.length > 0) return texts.join('\n\n');
  }
  return null;
}

/**
 * `length(pt::text(value))` without building the text: the characters of the
 * spans, plus two per blank line between blocks, null where `pt::text` is.
 * The same number, as counting is per code unit.
 */
export function portableTextLength(value: unknown): number | null {
  const blockLength = (block: Record<string, unknown>): number | null => {
    if (typeof block._type !== 'string' || !Array.isArray(block.children)) return null;
    let length = 0;
    for (const child of block.children) {
      if (isObject(child) && child._type === 'span' && typeof child.text === 'string')
        length += countCharacters(child.text);
    }
    return length;
  };
  if (isObject(value)) return blockLength(value);
  if (!Array.isArray(value)) return null;
  let blocks = 0;
  let length = 0;
  const walk = (items: unknown[]) => {
    for (const block of items) {
      if (Array.isArray(block)) walk(block);
      else if (isObject(block)) {
        const here = blockLength(block);
        if (here !== null) {
          blocks++;
          length += here;
        }
      }
    }
  };
  walk(value);
  return blocks === 0 ? null : length + 2 * (blocks - 1);
}

const OPERATORS: Record<string, (a: unknown, b: unknown) => unknown> = {
  '==': (a, b) => equal(a, b),
  '!=': (a, b) => !equal(a, b),
  '<': (a, b) => {
    const c = partialCompare(a, b);
    return c === null ? null : c < 0;
  },
  '<=': (a, b) => {
    const c = partialCompare(a, b);
    return c === null ? null : c <= 0;
  },
  '>': (a, b) => {
    const c = partialCompare(a, b);
    return c === null ? null : c > 0;
  },
  '>=': (a, b) => {
    const c = partialCompare(a, b);
    return c === null ? null : c >= 0;
  },
  in: (a, b) => (Array.isArray(b) ? b.some((item) => equal(a, item ?? null)) : null),
  '+': (a, b) => {
    if (typeof a === 'number' && typeof b === 'number') return finite(a + b);
    if (typeof a === 'string' && typeof b === 'string') return a + b;
    if (isObject(a) && isObject(b)) return { ...a, ...b };
    if (Array.isArray(a) && Array.isArray(b)) return a.concat(b);
    return null;
  },
  '-': (a, b) => (typeof a === 'number' && typeof b === 'number' ? finite(a - b) : null),
  '*': (a, b) => (typeof a === 'number' && typeof b === 'number' ? finite(a * b) : null),
  '/': (a, b) => (typeof a === 'number' && typeof b === 'number' ? finite(a / b) : null),
  '%': (a, b) => (typeof a === 'number' && typeof b === 'number' ? finite(a % b) : null),
  '**': (a, b) => (typeof a === 'number' && typeof b === 'number' ? finite(a ** b) : null),
};

/** Functions of one or more evaluated arguments, by `namespace::name`. */
const FUNCTIONS: Record<string, (args: unknown[], scope: Scope) => unknown> = {
  'global::count': ([value]) => (Array.isArray(value) ? value.length : null),
  'global::defined': ([value]) => value !== null,
  'global::length': ([value]) =>
    typeof value === 'string' ? countCharacters(value) : Array.isArray(value) ? value.length : null,
  'global::lower': ([value]) => (typeof value === 'string' ? value.toLowerCase() : null),
  'global::upper': ([value]) => (typeof value === 'string' ? value.toUpperCase() : null),
  'string::lower': ([value]) => (typeof value === 'string' ? value.toLowerCase() : null),
  'string::upper': ([value]) => (typeof value === 'string' ? value.toUpperCase() : null),
  'global::string': ([value]) =>
    typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean' ? `${value}` : null,
  'global::round': ([value, precision]) => {
    if (typeof value !== 'number') return null;
    let digits = 0;
    if (precision !== undefined) {
      if (typeof precision !== 'number' || precision < 0 || !Number.isInteger(precision)) return null;
      digits = precision;
    }
    if (digits === 0) return finite(value < 0 ? -Math.round(-value) : Math.round(value));
    return finite(Number(value.toFixed(digits)));
  },
  'global::references': (args, scope) => {
    const ids = new Set<string>();
    for (const arg of args) {
      if (typeof arg === 'string') ids.add(arg);
      else if (Array.isArray(arg)) for (const item of arg) if (typeof item === 'string') ids.add(item);
    }
    return ids.size > 0 && hasReference(scope.value, ids);
  },
  'pt::text': ([value]) => portableText(value),
  // groq-js drops repeated strings, numbers and booleans, and keeps every other item (null, objects) as it is.
  'array::unique': ([value]) => {
    if (!Array.isArray(value)) return null;
    const seen = new Set<unknown>();
    return value.filter((item) => {
      if (typeof item !== 'string' && typeof item !== 'number' && typeof item !== 'boolean') return true;
      if (seen.has(item)) return false;
      seen.add(item);
      return true;
    });
  },
  'string::startsWith': ([text, prefix]) =>
    typeof text !== 'string' || typeof prefix !== 'string' ? null : text.startsWith(prefix),
};

/** `order()`: the mappers' values per element, compared as groq-js compares them, ties in input order. */
function sortBy(values: unknown[], scope: Scope, mappers: Evaluate[], descending: boolean[]): unknown[] {
  const keyed = values.map((value, index) => {
    const inner = scope.nested(value);
    return { value, index, keys: mappers.map((mapper) => mapper(inner)) };
  });
  keyed.sort((a, b) => {
    for (let i = 0; i < mappers.length; i++) {
      const c = totalCompare(a.keys[i], b.keys[i]);
      if (c !== 0) return descending[i] ? -c : c;
    }
    return a.index - b.index;
  });
  return keyed.map((entry) => entry.value);
}

/**
 * Function calls written more than once in a query (`length(pt::text(body))`
 * twice in the reading time) share their value in one scope: a call reads
 * only its scope, the parameters and the dataset, so in the same scope it
 * gives the same value. Kept for one run of one query.
 */
class SharedCalls {
  private readonly counts = new Map<string, number>();
  private readonly ids = new Map<string, number>();

  constructor(tree: ExprNode) {
    const visit = (node: ExprNode) => {
      if (node.type === 'FuncCall') {
        const key = JSON.stringify(node);
        this.counts.set(key, (this.counts.get(key) ?? 0) + 1);
      }
      someChild(node, (expr) => {
        visit(expr);
        return false;
      });
    };
    visit(tree);
  }

  /** `evaluate`, sharing its values with the same call elsewhere in the query. */
  wrap(node: ExprNode, evaluate: Evaluate): Evaluate {
    const key = JSON.stringify(node);
    if ((this.counts.get(key) ?? 0) < 2) return evaluate;
    let id = this.ids.get(key);
    if (id === undefined) this.ids.set(key, (id = this.ids.size));
    const shared = id;
    return (scope) => {
      scope.shared ??= new Map();
      if (scope.shared.has(shared)) return scope.shared.get(shared);
      const value = evaluate(scope);
      scope.shared.set(shared, value);
      return value;
    };
  }
}

interface Compiler {
  runtime: Runtime;
  shared: SharedCalls;
  /** Derefs an enclosing object already followed for this evaluation (see `sharedDerefs`). */
  derefs?: Map<ExprNode, Evaluate>;
}

/** The `ref->` that `ref->a.b` reads its attributes from, in the same scope; null for anything else. */
function derefUnder(node: ExprNode): ExprNode | null {
  while (node.type === 'AccessAttribute' && node.base) node = node.base;
  return node.type === 'Deref' ? node : null;
}

/**
 * The same reference followed by several attributes of one object
 * (`"url": asset->url, "width": asset->metadata.dimensions.width`…): each is
 * followed once per object. They are evaluated in the object's scope, and an
 * expression gives the same value every time in one scope. Returns the values
 * to compute first, into `values`, and the reader standing in for each deref.
 */
function sharedDerefs(
  node: ObjectNode,
  compiler: Compiler,
  values: unknown[],
): { first: Evaluate[]; derefs: Map<ExprNode, Evaluate> } {
  const groups = new Map<string, ExprNode[]>();
  for (const attr of node.attributes) {
    const deref = attr.type === 'ObjectAttributeValue' ? derefUnder(attr.value) : null;
    if (!deref) continue;
    const key = JSON.stringify(deref);
    groups.set(key, [...(groups.get(key) ?? []), deref]);
  }
  const first: Evaluate[] = [];
  const derefs = new Map<ExprNode, Evaluate>();
  for (const nodes of groups.values()) {
    if (nodes.length < 2) continue;
    const slot = first.push(compile(nodes[0]!, compiler)) - 1;
    const read = () => values[slot];
    for (const deref of nodes) derefs.set(deref, read);
  }
  return { first, derefs };
}

function compile(node: ExprNode, compiler: Compiler, top?: Top): Evaluate {
  const { runtime } = compiler;
  const child = (expr: ExprNode) => compile(expr, compiler);
  switch (node.type) {
    case 'Value': {
      const value = node.value ?? null;
      return () => value;
    }
    case 'Parameter': {
      const value = runtime.params[node.name] ?? null;
      return () => value;
    }
    case 'Everything':
      return () => runtime.documents;
    case 'This':
      return (scope) => scope.value;
    case 'Parent': {
      const { n } = node;
      return (scope) => {
        let current = scope;
        for (let i = 0; i < n; i++) {
          if (!current.parent) return null;
          current = current.parent;
        }
        return current.value;
      };
    }
    case 'Group':
      return child(node.base);
    case 'AccessAttribute': {
      // `a.b.c` walked by one closure, not one per name: a call per step shows in profiles.
      const path: Path = [];
      let from: ExprNode | undefined = node;
      for (; from?.type === 'AccessAttribute'; from = from.base) path.unshift(from.name);
      if (!from || from.type === 'This') return (scope) => valueAt(scope.value, path) ?? null;
      const base = child(from);
      return (scope) => valueAt(base(scope), path) ?? null;
    }
    case 'AccessElement': {
      const base = accessBase(node, compiler);
      const { index } = node;
      return (scope) => {
        const value = base(scope);
        if (!Array.isArray(value)) return null;
        return value[index < 0 ? index + value.length : index] ?? null;
      };
    }
    case 'Slice': {
      const base = accessBase(node, compiler);
      const { left, right, isInclusive } = node;
      return (scope) => {
        const value = base(scope);
        if (!Array.isArray(value)) return null;
        let from = left < 0 ? value.length + left : left;
        let to = right < 0 ? value.length + right : right;
        if (isInclusive) to++;
        if (from < 0) from = 0;
        if (to < 0) to = 0;
        return value.slice(from, to);
      };
    }
    case 'ArrayCoerce': {
      const base = child(node.base);
      return (scope) => {
        const value = base(scope);
        return Array.isArray(value) ? value : null;
      };
    }
    case 'Deref': {
      const reused = compiler.derefs?.get(node);
      if (reused) return reused;
      const base = child(node.base);
      return (scope) => {
        const value = base(scope);
        if (!isObject(value) || typeof value._ref !== 'string') return null;
        return runtime.byId(value._ref) ?? null;
      };
    }
    case 'Projection': {
      const base = child(node.base);
      const expr = child(node.expr);
      return (scope) => {
        const value = base(scope);
        return isObject(value) ? expr(scope.nested(value)) : null;
      };
    }
    case 'Map':
    case 'FlatMap': {
      const base = child(node.base);
      const flat = node.type === 'FlatMap';
      const each = mapElement(node.expr, compiler);
      if (!flat) {
        return (scope) => {
          const value = base(scope);
          if (!Array.isArray(value)) return null;
          // Sized once: growing it element by element copies it again and again.
          const out = new Array<unknown>(value.length);
          for (let i = 0; i < value.length; i++) out[i] = each(scope, value[i]);
          return out;
        };
      }
      return (scope) => {
        const value = base(scope);
        if (!Array.isArray(value)) return null;
        const out: unknown[] = [];
        for (let i = 0; i < value.length; i++) {
          const inner = each(scope, value[i]);
          if (!Array.isArray(inner)) out.push(inner);
          // A loop, not `push(...inner)`: spreading goes through the iterator protocol.
          else for (let j = 0; j < inner.length; j++) out.push(inner[j]);
        }
        return out;
      };
    }
    case 'Filter':
      return compileFilter(node.base, node.expr, compiler, top);
    case 'PipeFuncCall': {
      if (node.name !== 'order') throw new Unsupported(`pipe function ${node.name}`);
      // Documents by their own attributes: the filter gives them in that order, from an index.
      const order = orderOf(node.args);
      if (order && node.base.type === 'Filter' && node.base.base.type === 'Everything')
        return compileFilter(node.base.base, node.base.expr, compiler, top, order);
      const base = child(node.base);
      const descending = node.args.map((arg) => arg.type === 'Desc');
      const mappers = node.args.map((arg) => child(arg.type === 'Asc' || arg.type === 'Desc' ? arg.base : arg));
      return (scope) => {
        const value = base(scope);
        return Array.isArray(value) ? sortBy(value, scope, mappers, descending) : null;
      };
    }
    case 'Object': {
      // An object's evaluation never starts again before it ends (it cannot hold itself): one array serves them all.
      const values: unknown[] = [];
      const { first, derefs } = sharedDerefs(node, compiler, values);
      const inner = { ...compiler, derefs };
      const attributes = node.attributes.map((attr) => {
        if (attr.type === 'ObjectAttributeValue')
          return { kind: 'value' as const, name: attr.name, value: compile(attr.value, inner) };
        if (attr.type === 'ObjectSplat') return { kind: 'splat' as const, value: child(attr.value) };
        if (attr.type === 'ObjectConditionalSplat')
          return { kind: 'conditional' as const, condition: child(attr.condition), value: child(attr.value) };
        throw new Unsupported('object attribute');
      });
      return (scope) => {
        for (let i = 0; i < first.length; i++) values[i] = first[i]!(scope);
        const out: Record<string, unknown> = {};
        for (let i = 0; i < attributes.length; i++) {
          const attr = attributes[i]!;
          if (attr.kind === 'value') {
            out[attr.name] = attr.value(scope);
            continue;
          }
          if (attr.kind === 'conditional' && attr.condition(scope) !== true) continue;
          const value = attr.value(scope);
          if (isObject(value)) Object.assign(out, value);
        }
        return out;
      };
    }
    case 'Array': {
      const elements = node.elements.map((element) => ({ splat: element.isSplat, value: child(element.value) }));
      return (scope) => {
        const out: unknown[] = [];
        for (let i = 0; i < elements.length; i++) {
          const element = elements[i]!;
          const value = element.value(scope);
          if (!element.splat) out.push(value);
          else if (Array.isArray(value)) out.push(...value);
        }
        return out;
      };
    }
    case 'And':
    case 'Or': {
      const left = child(node.left);
      const right = child(node.right);
      // groq-js evaluates both sides; neither has side effects, so stopping at the first that decides gives the same result.
      const stop = node.type === 'Or';
      return (scope) => {
        const a = left(scope);
        if (a === stop) return stop;
        const b = right(scope);
        if (b === stop) return stop;
        return typeof a === 'boolean' && typeof b === 'boolean' ? !stop : null;
      };
    }
    case 'Not': {
      const base = child(node.base);
      return (scope) => {
        const value = base(scope);
        return typeof value === 'boolean' ? !value : null;
      };
    }
    case 'Neg':
    case 'Pos': {
      const base = child(node.base);
      const sign = node.type === 'Neg' ? -1 : 1;
      return (scope) => {
        const value = base(scope);
        return typeof value === 'number' ? finite(sign * value) : null;
      };
    }
    case 'OpCall': {
      const operator = Object.hasOwn(OPERATORS, node.op) ? OPERATORS[node.op] : undefined;
      if (!operator) throw new Unsupported(`operator ${node.op}`);
      const left = child(node.left);
      const right = child(node.right);
      return (scope) => operator(left(scope), right(scope));
    }
    case 'Select': {
      const alternatives = node.alternatives.map((alt) => ({
        condition: child(alt.condition),
        value: child(alt.value),
      }));
      const fallback = node.fallback ? child(node.fallback) : () => null;
      return (scope) => {
        for (const alt of alternatives) if (alt.condition(scope) === true) return alt.value(scope);
        return fallback(scope);
      };
    }
    case 'FuncCall':
      return compiler.shared.wrap(node, compileCall(node, compiler));
    default:
      throw new Unsupported(node.type);
  }
}

function compileCall(node: FuncCallNode, compiler: Compiler): Evaluate {
  const child = (expr: ExprNode) => compile(expr, compiler);
  const key = `${node.namespace}::${node.name}`;
  const [first] = node.args;
  if (key === 'global::length' && node.args.length === 1 && first?.type === 'FuncCall') {
    if (first.namespace === 'pt' && first.name === 'text' && first.args.length === 1) {
      const text = child(first.args[0]!);
      const path = documentPath(first.args[0]!);
      if (!path) return (scope) => portableTextLength(text(scope));
      // A document's own text (an article's body): its length is a column of the dataset.
      const { runtime } = compiler;
      return (scope) => runtime.textLength(scope.value, path) ?? portableTextLength(text(scope));
    }
  }
  if (key === 'global::defined' && node.args.length === 1) {
    // No array of arguments per call: a filter's `defined(…)` runs once per element.
    const arg = child(first!);
    return (scope) => arg(scope) !== null;
  }
  const args = node.args.map(child);
  if (key === 'global::coalesce') {
    return (scope) => {
      for (const arg of args) {
        const value = arg(scope);
        if (value !== null) return value;
      }
      return null;
    };
  }
  const fn = Object.hasOwn(FUNCTIONS, key) ? FUNCTIONS[key] : undefined;
  if (!fn) throw new Unsupported(`function ${key}`);
  return (scope) =>
    fn(
      args.map((arg) => arg(scope)),
      scope,
    );
}

/**
 * What a `[]` traversal (Map, FlatMap) makes of one element, in the hidden
 * scope it opens for it. A projection of the element or of its attributes
 * (`[]{…}`, `.cover{…}`) reads nothing else of that scope, and the scope it
 * opens for its object is the one the hidden scope's child would be: the
 * hidden scope is not made (one less object per element, and per image of
 * the image index).
 */
function mapElement(expr: ExprNode, compiler: Compiler): (scope: Scope, item: unknown) => unknown {
  const path = expr.type === 'Projection' ? (expr.base.type === 'This' ? [] : documentPath(expr.base)) : null;
  // One scope for every element, reopened on each (see `Scope.reopen`).
  let reused: Scope | undefined;
  if (expr.type !== 'Projection' || !path) {
    const evaluate = compile(expr, compiler);
    return (scope, item) => evaluate((reused ??= new Scope(null, undefined, true)).reopen(scope, item));
  }
  const object = compile(expr.expr, compiler);
  return (scope, item) => {
    const value = path.length === 0 ? item : valueAt(item, path);
    // `scope.hiddenChild(item).nested(value)`, without the hidden scope.
    return isObject(value) ? object((reused ??= new Scope(null, undefined, false)).reopen(scope, value)) : null;
  };
}

/** The base of `[i]` or `[a...b]`: `*[…] | order(paths)` passes the order and the limit down to its filter. */
function accessBase(node: ExprNode & { base: ExprNode }, compiler: Compiler): Evaluate {
  const limit = limitOf(node);
  if (limit !== null && node.base.type === 'PipeFuncCall' && node.base.name === 'order') {
    const order = orderOf(node.base.args);
    if (order) return compile(node.base, compiler, { ...order, limit });
  }
  return compile(node.base, compiler);
}

/** `order()` by document paths, as `sortBy` with those paths as mappers: ties in input order. */
export function sortByPaths(docs: readonly unknown[], { paths, descending }: Order): unknown[] {
  const keys = docs.map((doc) => paths.map((path) => valueAt(doc, path)));
  return [...docs.keys()]
    .sort((a, b) => {
      for (let i = 0; i < paths.length; i++) {
        const c = totalCompare(keys[a]![i], keys[b]![i]);
        if (c !== 0) return descending[i] ? -c : c;
      }
      return a - b;
    })
    .map((index) => docs[index]);
}

/** The conjunct `_type == "…"` (either way round) in the `&&` chain of a filter, and its string; null if none. */
function typeConjunct(filter: ExprNode): { type: string; conjunct: ExprNode } | null {
  if (filter.type === 'Group') return typeConjunct(filter.base);
  if (filter.type === 'And') return typeConjunct(filter.left) ?? typeConjunct(filter.right);
  if (filter.type !== 'OpCall' || filter.op !== '==') return null;
  for (const [path, value] of [
    [filter.left, filter.right],
    [filter.right, filter.left],
  ] as const) {
    const named = documentPath(path);
    if (named?.length === 1 && named[0] === '_type' && value.type === 'Value' && typeof value.value === 'string')
      return { type: value.value, conjunct: filter };
  }
  return null;
}

/**
 * The `&&` chain without one of its conjuncts; null when nothing is left. A
 * chain is true exactly when each conjunct is: one known to be true can go.
 */
function withoutConjunct(filter: ExprNode, conjunct: ExprNode): ExprNode | null {
  if (filter === conjunct) return null;
  if (filter.type === 'Group') return withoutConjunct(filter.base, conjunct);
  if (filter.type !== 'And') return filter;
  const left = withoutConjunct(filter.left, conjunct);
  const right = withoutConjunct(filter.right, conjunct);
  return left && right ? { ...filter, left, right } : (left ?? right);
}

/**
 * `base[filter]` over an array other than the dataset. With a `_type == "…"`
 * conjunct (`body[_type == "image" && …]`), only the items of that type can
 * pass, found in an index kept per array, and the conjunct is true for each
 * of them: the rest of the filter decides.
 */
function compileItemFilter(baseNode: ExprNode, exprNode: ExprNode, compiler: Compiler): Evaluate {
  const { runtime } = compiler;
  const base = compile(baseNode, compiler);
  const typed = typeConjunct(exprNode);
  const rest = typed ? withoutConjunct(exprNode, typed.conjunct) : exprNode;
  const test = rest && compile(rest, compiler);
  // One scope for every item, reopened on each (see `Scope.reopen`).
  let reused: Scope | undefined;
  return (scope) => {
    const value = base(scope);
    if (!Array.isArray(value)) return null;
    const items = typed ? runtime.itemsOfType(value, typed.type) : value;
    // A new array, even when every item passes: the index's own array is never handed out.
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      if (!test || test((reused ??= new Scope(null, undefined, false)).reopen(scope, items[i])) === true)
        out.push(items[i]);
    }
    return out;
  };
}

/**
 * `*[filter]` (any other `base[filter]` is `compileItemFilter`). With
 * `order` (the filter is the base of `| order(paths)`), the result comes in
 * that order: a full scan walks the dataset already sorted (the filter keeps
 * a subsequence, and `order()` breaks ties by dataset order), candidates are
 * sorted by their places in it.
 */
function compileFilter(baseNode: ExprNode, exprNode: ExprNode, compiler: Compiler, top?: Top, order?: Order): Evaluate {
  if (baseNode.type !== 'Everything') return compileItemFilter(baseNode, exprNode, compiler);
  const { runtime } = compiler;
  const expr = compile(exprNode, compiler);
  // One scope for every document, reopened on each (see `Scope.reopen`).
  let reused: Scope | undefined;
  const keep = (scope: Scope, items: readonly unknown[]): unknown[] => {
    const out: unknown[] = [];
    for (let i = 0; i < items.length; i++) {
      if (expr((reused ??= new Scope(null, undefined, false)).reopen(scope, items[i])) === true) out.push(items[i]);
    }
    return out;
  };
  const ordered = (docs: unknown[]) => (order ? (runtime.inOrder(docs, order) ?? sortByPaths(docs, order)) : docs);
  const scan = (scope: Scope) => {
    const sorted = order && runtime.sorted(order);
    return sorted ? keep(scope, sorted) : ordered(keep(scope, runtime.documents));
  };
  const found = probeOf(exprNode);
  if (!found) return scan;
  const probe: Probe = top && found.probe.exact ? { ...found.probe, top } : found.probe;
  const keys = found.keys.map((key) => compile(key, compiler));
  return (scope) => {
    // Keys do not depend on the element; they are evaluated where the filter's elements are, for `^`.
    const inner = scope.nested(null);
    const values = keys.map((key) => key(inner));
    // An index holds only strings: with any other key, only the full scan is exact.
    if (!values.every((value): value is string => typeof value === 'string')) return scan(scope);
    const candidates = runtime.candidates(probe, values);
    return ordered(probe.exact ? candidates.slice() : keep(scope, candidates));
  };
}

/** The query compiled over `runtime`, or null when it uses a construct this evaluator leaves to groq-js. */
export function compileQuery(tree: ExprNode, runtime: Runtime): (() => unknown) | null {
  let evaluate: Evaluate;
  try {
    evaluate = compile(tree, { runtime, shared: new SharedCalls(tree) });
  } catch (error) {
    if (error instanceof Unsupported) return null;
    throw error;
  }
  return () => evaluate(new Scope(null, undefined, false));
}
