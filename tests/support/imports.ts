/**
 * The site's import graph, read from the source: every module of web/src,
 * web/server and schemas/src, the specifiers it imports, and where each one
 * resolves (a file of ours, or a package). Type-only imports are kept apart:
 * they shape the design (layers) but ship no code (what a client can reach).
 */
import { existsSync, readdirSync, readFileSync, statSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = fileURLToPath(new URL('../../', import.meta.url));

export interface Edge {
  specifier: string;
  /** The file it resolves to, or null for a package (`next/link`, `server-only`, `node:fs`). */
  target: string | null;
  typeOnly: boolean;
}

export interface Module {
  file: string;
  source: string;
  edges: Edge[];
}

function files(dir: string): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path));
    else if (/\.(ts|tsx)$/.test(name) && !/\.test\.tsx?$/.test(name) && !name.endsWith('.d.ts')) out.push(path);
  }
  return out;
}

const EXTENSIONS = ['', '.ts', '.tsx', '/index.ts', '/index.tsx'];

function resolveFile(base: string): string | null {
  for (const extension of EXTENSIONS) {
    const candidate = `${base}${extension}`;
    if (existsSync(candidate) && statSync(candidate).isFile()) return candidate;
  }
  return null;
}

const ALIASES: [RegExp, string][] = [
  [/^@\/(.*)$/, 'web/src/$1'],
  [/^@vitrine\/schemas$/, 'schemas/src/index.ts'],
  [/^@vitrine\/schemas\/studio$/, 'schemas/src/studio.ts'],
  [/^@vitrine\/schemas\/dataset$/, 'schemas/src/dataset/index.ts'],
];

function resolveSpecifier(from: string, specifier: string): string | null {
  if (specifier.startsWith('.')) return resolveFile(resolve(dirname(from), specifier));
  for (const [pattern, replacement] of ALIASES) {
    if (pattern.test(specifier)) return resolveFile(join(ROOT, specifier.replace(pattern, replacement)));
  }
  return null;
}

/** `import … from 'x'`, `import 'x'`, `export … from 'x'`, `import('x')`, each with whether it is type-only. */
function specifiers(source: string): { specifier: string; typeOnly: boolean }[] {
  const out: { specifier: string; typeOnly: boolean }[] = [];
  const code = source.replace(/\/\*[\s\S]*?\*\//g, '').replace(/^\s*\/\/.*$/gm, '');
  for (const match of code.matchAll(/(?:^|\n)\s*(import|export)\s+(type\s+)?([^'"`;]*?)\s*from\s*['"]([^'"]+)['"]/g)) {
    const clause = match[3] ?? '';
    const allTypes =
      /^\{([^}]*)\}$/.test(clause.trim()) &&
      clause
        .replace(/[{}]/g, '')
        .split(',')
        .every((part) => /^\s*(type\s|$)/.test(part));
    out.push({ specifier: match[4]!, typeOnly: Boolean(match[2]) || allTypes });
  }
  for (const match of code.matchAll(/(?:^|\n)\s*import\s+['"]([^'"]+)['"]/g))
    out.push({ specifier: match[1]!, typeOnly: false });
  for (const match of code.matchAll(/import\(\s*['"]([^'"]+)['"]\s*\)/g))
    out.push({ specifier: match[1]!, typeOnly: false });
  return out;
}

export function importGraph(dirs = ['web/src', 'web/server', 'schemas/src']): Map<string, Module> {
  const graph = new Map<string, Module>();
  for (const dir of dirs) {
    for (const file of files(join(ROOT, dir))) {
      const source = readFileSync(file, 'utf8');
      graph.set(file, {
        file,
        source,
        edges: specifiers(source).map(({ specifier, typeOnly }) => ({
          specifier,
          target: resolveSpecifier(file, specifier),
          typeOnly,
        })),
      });
    }
  }
  return graph;
}

/** Every module `start` reaches through imports that ship code, itself included, with the path that led there. */
export function reachable(graph: Map<string, Module>, start: string): Map<string, string[]> {
  const seen = new Map<string, string[]>([[start, [start]]]);
  const queue = [start];
  while (queue.length > 0) {
    const file = queue.shift()!;
    for (const edge of graph.get(file)?.edges ?? []) {
      if (edge.typeOnly || !edge.target || seen.has(edge.target)) continue;
      seen.set(edge.target, [...seen.get(file)!, edge.target]);
      queue.push(edge.target);
    }
  }
  return seen;
}

export const rel = (file: string) => relative(ROOT, file);
