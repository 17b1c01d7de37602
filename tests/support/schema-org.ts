/**
 * schema.org's vocabulary, offline, and a check of JSON-LD against it.
 *
 * The vocabulary is read from the `schema-dts` package (Google's, pinned by
 * the site): its `dist/schema.d.ts` is generated from schema.org's published
 * vocabulary (schemaorg-current-https.jsonld) and spells out, for each class,
 * its parent classes (`interface XLeaf extends YBase`), its properties with
 * their ranges (`"name"?: SchemaValue<Text | IdReference, "name">`) and its
 * subclasses (`export type X = XLeaf | Sub | …`). No copy of it is kept here.
 *
 * The check: every node's `@type` is a schema.org class; every property is
 * one of that class (or of a class it descends from); every value fits the
 * property's range (text where text, a URL or data type, a node of a class
 * the range names or a subclass of one, an `@id` reference where references
 * are allowed, or, as schema.org's data model allows, a URL standing for
 * the thing).
 */
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join } from 'node:path';

const DATA_TYPES = new Set(['Text', 'URL', 'Date', 'DateTime', 'Time', 'Number', 'Integer', 'Float', 'Boolean']);

export interface Vocabulary {
  /** Class → its properties' ranges (the type names of their SchemaValue), inherited ones included. */
  properties(type: string): Map<string, string[]> | undefined;
  isSubclassOf(type: string, ancestor: string): boolean;
  /** Type names that take a plain string (data types and their text subtypes). */
  isTextual(type: string): boolean;
}

let loaded: Vocabulary | undefined;

export function schemaOrg(): Vocabulary {
  if (loaded) return loaded;
  const require = createRequire(import.meta.url);
  const dts = readFileSync(join(dirname(require.resolve('schema-dts/package.json')), 'dist/schema.d.ts'), 'utf8');

  /** `XBase` → its own properties and the Bases it extends. */
  const bases = new Map<string, { extends: string[]; properties: Map<string, string[]> }>();
  for (const match of dts.matchAll(/^interface (\w+Base) extends ([^{]+)\{\n([\s\S]*?)^\}/gm)) {
    const properties = new Map<string, string[]>();
    for (const property of match[3]!.matchAll(/^ {4}"([\w-]+)"\?: SchemaValue<([^>]+?), "[\w-]+">;/gm)) {
      properties.set(
        property[1]!,
        property[2]!.split('|').map((name) => name.trim()),
      );
    }
    const parents = match[2]!
      .split(',')
      .map((name) => name.trim())
      .filter((name) => /^\w+Base$/.test(name));
    bases.set(match[1]!, { extends: parents, properties });
  }
  /** Class → the Base its leaf extends. */
  const classes = new Map<string, string>();
  for (const match of dts.matchAll(/^export interface (\w+)Leaf extends (\w+Base) \{\n\s+"@type": "(\w+)";/gm)) {
    classes.set(match[3]!, match[2]!);
  }
  /** Class → its direct superclasses, from `export type X = XLeaf | Sub | …`. */
  const parents = new Map<string, Set<string>>();
  for (const match of dts.matchAll(/^export type (\w+) = (\w+)Leaf((?: \| \w+)*)(?: \| string)?;$/gm)) {
    if (match[2] !== match[1]) continue;
    for (const sub of match[3]!
      .split('|')
      .map((name) => name.trim())
      .filter(Boolean)) {
      if (!parents.has(sub)) parents.set(sub, new Set());
      parents.get(sub)!.add(match[1]!);
    }
  }
  /** Textual type names: `export type X = string` or a union of textual ones (Text = … | URL | string). */
  const textual = new Set(DATA_TYPES);
  for (const match of dts.matchAll(/^export type (\w+) = ([^;{]+);$/gm)) {
    const members = match[2]!.split('|').map((name) => name.trim());
    if (members.includes('string') && !match[2]!.includes('Leaf')) textual.add(match[1]!);
  }

  const propertyCache = new Map<string, Map<string, string[]>>();
  const collect = (base: string, into: Map<string, string[]>) => {
    const entry = bases.get(base);
    if (!entry) return;
    for (const parent of entry.extends) collect(parent, into);
    for (const [name, range] of entry.properties) into.set(name, range);
  };

  loaded = {
    properties(type) {
      const base = classes.get(type);
      if (!base) return undefined;
      let properties = propertyCache.get(type);
      if (!properties) {
        properties = new Map();
        collect(base, properties);
        propertyCache.set(type, properties);
      }
      return properties;
    },
    isSubclassOf(type, ancestor) {
      if (type === ancestor) return true;
      return [...(parents.get(type) ?? [])].some((parent) => this.isSubclassOf(parent, ancestor));
    },
    isTextual: (type) => textual.has(type),
  };
  if (!loaded.properties('ProfilePage')?.has('mainEntity'))
    throw new Error('schema-dts: the vocabulary could not be read');
  return loaded;
}

/** Every way `node` (a JSON-LD node or graph) departs from the vocabulary, one line each; [] when none. */
export function checkJsonLd(value: unknown, vocabulary: Vocabulary = schemaOrg(), where = '$'): string[] {
  if (Array.isArray(value)) return value.flatMap((item, i) => checkJsonLd(item, vocabulary, `${where}[${i}]`));
  if (typeof value !== 'object' || value === null) return [`${where}: not a node`];
  const node = value as Record<string, unknown>;
  if ('@graph' in node) {
    const problems = node['@context'] === 'https://schema.org' ? [] : [`${where}: @context is not https://schema.org`];
    return [...problems, ...checkJsonLd(node['@graph'], vocabulary, `${where}.@graph`)];
  }
  const type = node['@type'];
  if (typeof type !== 'string') return [`${where}: a node without @type`];
  const properties = vocabulary.properties(type);
  if (!properties) return [`${where}: ${type} is not a schema.org class`];
  const problems: string[] = [];
  for (const [name, entry] of Object.entries(node)) {
    if (name.startsWith('@')) continue;
    const range = properties.get(name);
    if (!range) {
      problems.push(`${where}: ${type} has no property ${name}`);
      continue;
    }
    for (const [i, item] of (Array.isArray(entry) ? entry : [entry]).entries()) {
      problems.push(...checkValue(item, range, vocabulary, `${where}.${name}${Array.isArray(entry) ? `[${i}]` : ''}`));
    }
  }
  return problems;
}

function checkValue(value: unknown, range: string[], vocabulary: Vocabulary, where: string): string[] {
  const textual = range.some((name) => vocabulary.isTextual(name));
  if (typeof value === 'string') {
    // schema.org's data model: a URL may stand for the thing where a class is expected (a breadcrumb's item).
    if (textual || /^https?:\/\/\S+$/.test(value)) return [];
    return [`${where}: text where ${range.join(' | ')} is expected`];
  }
  if (typeof value === 'number') {
    return range.some((name) => ['Number', 'Integer', 'Float'].includes(name))
      ? []
      : [`${where}: a number where ${range.join(' | ')} is expected`];
  }
  if (typeof value === 'boolean')
    return range.includes('Boolean') ? [] : [`${where}: a boolean where ${range.join(' | ')} is expected`];
  if (typeof value !== 'object' || value === null) return [`${where}: ${String(value)}`];
  const node = value as Record<string, unknown>;
  if (typeof node['@type'] !== 'string') {
    const reference = Object.keys(node).length === 1 && typeof node['@id'] === 'string';
    return reference && range.includes('IdReference') ? [] : [`${where}: not a node of ${range.join(' | ')}`];
  }
  const type = node['@type'];
  if (!range.some((name) => vocabulary.isSubclassOf(type, name)))
    return [`${where}: ${type} where ${range.join(' | ')} is expected`];
  return checkJsonLd(node, vocabulary, where);
}
