// Bundles the production server (server/main.ts) into dist/server.mjs, and Next's cache handler
// (server/cache-handler.ts) into dist/cache-handler.mjs: the site's own TypeScript (env, security,
// contact token, shared state) is compiled in; Next.js and React stay external and are loaded from
// node_modules, exactly as `next start` loads them. Runs before `next build`, which loads the cache
// handler (next.config.ts). Written to temporary files and renamed, so a server starting meanwhile
// never reads half a file.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));
const result = await build({
  entryPoints: { server: `${web}server/main.ts`, 'cache-handler': `${web}server/cache-handler.ts` },
  outdir: `${web}dist`,
  outExtension: { '.js': '.mjs' },
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['next', 'next/*', '@next/env', 'react', 'react/*', 'react-dom', 'react-dom/*', '@redis/client'],
  // Modules that hold secrets import 'server-only'; outside React's server graph that package throws on import.
  alias: { 'server-only': `${web}test/empty.ts`, '@': `${web}src` },
  // ESM output with CommonJS dependencies bundled in needs a `require`.
  banner: { js: "import { createRequire } from 'node:module'; const require = createRequire(import.meta.url);" },
});

mkdirSync(`${web}dist`, { recursive: true });
for (const file of result.outputFiles) {
  const temporary = `${file.path}.${process.pid}.tmp`;
  writeFileSync(temporary, file.contents);
  renameSync(temporary, file.path);
}
