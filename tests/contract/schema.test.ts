/**
 * The content model as the tools see it: `sanity schema validate` reports
 * nothing, the site entry of `@vitrine/schemas` stays free of `sanity`, and the
 * generated files (schema.json, sanity.types.ts) cover every type and query.
 */
import { execFile } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import * as site from '@vitrine/schemas';
import { schemaTypes } from '@vitrine/schemas/studio';

const root = fileURLToPath(new URL('../../', import.meta.url));
const schemasSrc = join(root, 'schemas/src');

describe('sanity schema validate', () => {
  it('reports no errors and no warnings', async () => {
    const require = createRequire(join(root, 'studio/package.json'));
    const cli = join(dirname(require.resolve('sanity/package.json')), 'bin/sanity');
    const { stdout } = await promisify(execFile)(process.execPath, [cli, 'schema', 'validate', '--format', 'json'], {
      cwd: join(root, 'studio'),
      env: { ...process.env, SANITY_TELEMETRY_DISABLED: '1', CI: 'true' },
      maxBuffer: 10 * 1024 * 1024,
    });
    expect(JSON.parse(stdout.slice(stdout.indexOf('[')))).toEqual([]);
  }, 240_000);
});

describe('the site entry', () => {
  /** Relative imports reachable from a module inside schemas/src, and the packages they import. */
  function reach(file: string, seen = new Set<string>(), packages = new Set<string>()) {
    if (seen.has(file)) return { seen, packages };
    seen.add(file);
    const source = readFileSync(file, 'utf8');
    for (const [, specifier] of source.matchAll(/(?:from|import)\s*\(?\s*['"]([^'"]+)['"]/g)) {
      if (!specifier!.startsWith('.')) {
        packages.add(specifier!);
        continue;
      }
      const base = resolve(dirname(file), specifier!);
      const target = [`${base}.ts`, join(base, 'index.ts'), base].find((candidate) => existsSync(candidate));
      if (target) reach(target, seen, packages);
    }
    return { seen, packages };
  }

  it('never reaches `sanity` or the Studio types', () => {
    const { seen, packages } = reach(join(schemasSrc, 'index.ts'));
    // The generated query map is declared globally (and into `@sanity/client` by `declare module`): no import.
    expect([...packages].sort()).toEqual(['groq']);
    for (const file of seen)
      expect(file, 'the site entry must not import Studio types').not.toMatch(/schemas\/src\/(studio|types\/)/);
  });
});

describe('generated files', () => {
  const queries = Object.entries(site).filter(([name, value]) => name.endsWith('Query') && typeof value === 'string');
  const types = readFileSync(join(schemasSrc, 'sanity.types.ts'), 'utf8');
  const schemaJson = JSON.parse(readFileSync(join(root, 'schemas/schema.json'), 'utf8')) as Array<{ name: string }>;

  it('exports queries named <noun><qualifier>Query', () => {
    expect(queries.length).toBeGreaterThan(10);
    for (const [name] of queries) expect(name).toMatch(/^[a-z][A-Za-z]+Query$/);
  });

  it.each(queries.map(([name]) => name))('has a generated result type for %s (run `npm run typegen`)', (name) => {
    const typeName = `${name[0]!.toUpperCase()}${name.slice(1)}Result`;
    expect(types).toContain(`export type ${typeName} =`);
    expect(types).toContain(`// Variable: ${name}\n`);
  });

  it('schema.json has every Studio type (run `npm run typegen`)', () => {
    const extracted = new Set(schemaJson.map((entry) => entry.name));
    for (const type of schemaTypes) expect(extracted, type.name).toContain(type.name);
    expect(extracted).toContain('translation.metadata');
  });
});
