import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const web = (path: string) => fileURLToPath(new URL(`../web/${path}`, import.meta.url));

export default defineConfig({
  resolve: {
    // Cross-workspace tests import the site's data layer as the site does.
    alias: { '@/': web('src/'), 'server-only': web('test/empty.ts') },
  },
  test: {
    include: ['**/*.test.ts'],
    exclude: ['e2e/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-tests.json' }]] : ['default'],
  },
});
