/** The server/client and workspace boundaries of STYLE.md, checked on the source. */
import { readdirSync, readFileSync, statSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { importGraph, reachable, rel as relative_, ROOT, type Module } from '../support/imports.ts';

const root = fileURLToPath(new URL('../../', import.meta.url));

function files(dir: string, pattern: RegExp): string[] {
  const out: string[] = [];
  for (const name of readdirSync(dir)) {
    if (name === 'node_modules' || name.startsWith('.')) continue;
    const path = join(dir, name);
    if (statSync(path).isDirectory()) out.push(...files(path, pattern));
    else if (pattern.test(name)) out.push(path);
  }
  return out;
}

const webSources = files(join(root, 'web/src'), /\.(ts|tsx)$/).filter((f) => !/\.test\.tsx?$/.test(f));
const read = (file: string) => readFileSync(file, 'utf8');
const rel = (file: string) => relative(root, file);
const imports = (source: string) => [...source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)].map((m) => m[1]!);

describe('boundaries', () => {
  it('finds the site sources', () => {
    expect(webSources.length).toBeGreaterThan(10);
  });

  it("a client component is a leaf named *.client.tsx, and every *.client.tsx is 'use client'", () => {
    // Next requires error.tsx to be a client module: it may only re-export a *.client.tsx component.
    const routeErrors = webSources.filter((f) => /\/(global-)?error\.tsx$/.test(f));
    for (const file of routeErrors) {
      const code = read(file)
        .replace(/\/\/.*$/gm, '')
        .trim();
      // global-error.tsx replaces the root layout: it may also bring the site's stylesheet.
      expect(code, rel(file)).toMatch(
        /^['"]use client['"];\s*(import '\.\/globals\.css';\s*)?export \{ \w+ as default \} from '@\/components\/[\w/-]+\.client';$/,
      );
    }
    for (const file of webSources.filter((f) => !routeErrors.includes(f))) {
      const isClient = /^\s*['"]use client['"]/.test(read(file));
      expect(isClient, `${rel(file)}: 'use client' ${isClient ? 'in a file not named *.client.tsx' : 'missing'}`).toBe(
        /\.client\.tsx$/.test(file),
      );
    }
  });

  it('the site never imports the Studio, `sanity`, or Studio schema types', () => {
    for (const file of webSources) {
      for (const specifier of imports(read(file))) {
        expect(
          /^(sanity)(\/|$)|^@vitrine\/(studio|schemas\/studio)/.test(specifier),
          `${rel(file)} imports ${specifier}`,
        ).toBe(false);
      }
    }
  });

  it('client components never import the data layer, env, or server-only modules', () => {
    for (const file of webSources.filter((f) => f.endsWith('.client.tsx'))) {
      for (const specifier of imports(read(file))) {
        expect(
          /^@\/(content|env)|^server-only$|next\/headers/.test(specifier),
          `${rel(file)} imports ${specifier}`,
        ).toBe(false);
      }
    }
  });

  it('client leaves ship no i18n runtime and load toasts lazily', () => {
    for (const file of webSources.filter((f) => f.endsWith('.client.tsx'))) {
      for (const specifier of imports(read(file))) {
        expect(/^(next-intl|use-intl)(\/|$)/.test(specifier), `${rel(file)} imports ${specifier}`).toBe(false);
      }
    }
    for (const file of webSources.filter((f) => !f.includes('/components/toasts/'))) {
      expect(
        imports(read(file)),
        `${rel(file)} imports sonner: use notify from @/components/toasts/notify`,
      ).not.toContain('sonner');
    }
  });

  it('the data layer is server-only', () => {
    expect(read(join(root, 'web/src/content/index.ts'))).toMatch(/^import 'server-only';/m);
  });

  it('only env.ts reads process.env in the site', () => {
    // NEXT_RUNTIME is no variable of the site's: Next writes it in at build time, per runtime.
    const readers = webSources.filter((f) => /process\.env(?!\.NEXT_RUNTIME\b)/.test(read(f))).map(rel);
    expect(readers).toEqual(['web/src/env.ts']);
  });

  it('links go through @/i18n/navigation, never next/link', () => {
    // navigation.ts (the server wrapper) renders link.client.tsx, the one module that imports next/link.
    const wrapper = join(root, 'web/src/i18n/link.client.tsx');
    expect(imports(read(join(root, 'web/src/i18n/navigation.ts')))).toContain('./link.client');
    expect(imports(read(wrapper))).toContain('next/link');
    for (const file of webSources.filter((f) => f !== wrapper))
      expect(imports(read(file)), rel(file)).not.toContain('next/link');
  });

  it('the schemas entry the site imports never pulls in `sanity`', () => {
    const entry = join(root, 'schemas/src');
    const siteSafe = files(entry, /\.ts$/).filter(
      (f) => !f.includes('/types/') && !f.endsWith('studio.ts') && !/\.test\.ts$/.test(f),
    );
    for (const file of siteSafe) {
      for (const specifier of imports(read(file)))
        expect(/^sanity(\/|$)/.test(specifier), `${rel(file)} imports ${specifier}`).toBe(false);
    }
  });

  it('the secret-holding modules say so: each that reads the environment imports server-only', () => {
    const graph = importGraph();
    const env = join(ROOT, 'web/src/env.ts');
    const readers = [...graph.values()].filter(
      (node) =>
        node.file.startsWith(join(ROOT, 'web/src/')) &&
        !node.file.includes('/app/') &&
        !node.file.endsWith('/proxy.ts') &&
        (node.file === env || node.edges.some((edge) => edge.target === env && !edge.typeOnly)),
    );
    expect(readers.length).toBeGreaterThan(5);
    for (const reader of readers) {
      expect(reader.source, `${relative_(reader.file)} reads the environment`).toMatch(/^import 'server-only';$/m);
    }
  });

  it('no client leaf reaches, however indirectly, a module that holds a secret or runs on the server only', () => {
    const graph = importGraph();
    const leaves = [...graph.keys()].filter((file) => file.endsWith('.client.tsx'));
    expect(leaves.length).toBeGreaterThan(10);
    for (const leaf of leaves) {
      for (const [file, path] of reachable(graph, leaf)) {
        const node = graph.get(file);
        if (!node) continue;
        const why = `${path.map(relative_).join(' → ')}`;
        expect(/^import 'server-only';$/m.test(node.source), `${why} imports server-only`).toBe(false);
        for (const edge of node.edges.filter((e) => !e.typeOnly)) {
          expect(/^(next\/headers|node:|server-only$)/.test(edge.specifier), `${why} imports ${edge.specifier}`).toBe(
            false,
          );
        }
      }
    }
  });

  // Floors of the site, lowest first. A module may import its own folder, or a folder on its floor or a lower one;
  // never one above. Every module of web/src and web/server has a floor, so a new folder must be given one.
  const LAYERS: [RegExp, number][] = [
    [/^schemas\//, 0],
    [/^web\/src\/(config|security|text|brand|fonts)\/|^web\/src\/(log|write-whole)\.ts$/, 1],
    [/^web\/src\/env\.ts$/, 2],
    [/^web\/src\/(routing|images|shared-state)\//, 3],
    [/^web\/src\/(i18n|navigation|preview)\//, 4],
    [/^web\/src\/content\//, 5],
    [/^web\/src\/(contact|social)\//, 6],
    [/^web\/src\/seo\//, 7],
    [/^web\/src\/components\//, 8],
    [/^web\/src\/app\/|^web\/src\/(proxy|instrumentation(-node)?)\.ts$/, 9],
    [/^web\/server\//, 10],
  ];
  const layerOf = (file: string) => LAYERS.find(([pattern]) => pattern.test(relative_(file)))?.[1];
  const folderOf = (file: string) => relative_(file).split('/').slice(0, 3).join('/');

  /** Every import from a module to a folder on a higher floor, as `from → to`. */
  function upwardImports(graph: Map<string, Module>): string[] {
    const upward: string[] = [];
    for (const node of graph.values()) {
      const from = layerOf(node.file);
      if (from === undefined) continue;
      for (const edge of node.edges) {
        if (!edge.target || folderOf(edge.target) === folderOf(node.file)) continue;
        const to = layerOf(edge.target);
        if (to !== undefined && to > from) upward.push(`${relative_(node.file)} → ${relative_(edge.target)}`);
      }
    }
    return upward;
  }

  it('every module of the site stands on a floor', () => {
    const graph = importGraph();
    const site = [...graph.keys()].filter((file) => /^web\/(src|server)\//.test(relative_(file)));
    expect(site.length).toBeGreaterThan(100);
    expect(site.filter((file) => layerOf(file) === undefined).map(relative_)).toEqual([]);
  });

  it('layers point one way: routes → components → seo → contact, social → content → domain rules → env → config, text, fonts → schemas', () => {
    expect(upwardImports(importGraph())).toEqual([]);
  });

  it('and an import back up a floor is caught', () => {
    // The control: the content check reading the seo folder's site helpers, as it once did.
    const graph = importGraph();
    const check = join(ROOT, 'web/src/content/check/rules/site.ts');
    const seo = join(ROOT, 'web/src/seo/site.ts');
    expect(graph.has(check) && graph.has(seo)).toBe(true);
    const node = graph.get(check)!;
    graph.set(check, { ...node, edges: [...node.edges, { specifier: '@/seo/site', target: seo, typeOnly: false }] });
    expect(upwardImports(graph)).toContain('web/src/content/check/rules/site.ts → web/src/seo/site.ts');
  });
});
