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
    // The container tests run apart (container/vitest.config.ts).
    exclude: ['e2e/**', 'container/**', 'node_modules/**'],
    environment: 'node',
    testTimeout: 20_000,
    // The Studio's plugins import CSS: inlining them lets Vite stub the stylesheets in node
    // (contract/dataset.test.ts validates the dataset on the real Studio workspace).
    server: {
      deps: {
        inline: [
          /@sanity\/code-input/,
          /@sanity\/document-internationalization/,
          /sanity-plugin-internationalized-array/,
          /@sanity\/vision/,
        ],
      },
    },
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-tests.json' }]] : ['default'],
  },
});
