// Bundles the production server (server/main.ts) into dist/server.mjs: the site's
// own TypeScript (env, security, contact token) is compiled in; Next.js and React
// stay external and are loaded from node_modules, exactly as `next start` loads them.
// Written to a temporary file and renamed, so a server starting meanwhile never reads half a file.
import { build } from 'esbuild';
import { mkdirSync, renameSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const web = fileURLToPath(new URL('../', import.meta.url));
const outfile = `${web}dist/server.mjs`;

const result = await build({
  entryPoints: [`${web}server/main.ts`],
  outfile,
  write: false,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: 'linked',
  logLevel: 'warning',
  external: ['next', 'next/*', '@next/env', 'react', 'react/*', 'react-dom', 'react-dom/*'],
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
