import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'lake/**/*.test.ts'],
    environment: 'node',
    testTimeout: 30_000,
    // These plugins import CSS; inlining them lets Vite stub the stylesheets in node.
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
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-studio.json' }]] : ['default'],
  },
});
