import { defineConfig } from 'vitest/config';
import workspace from '../vitest.config.ts';

/**
 * The container tests (`npm run test:container`): the Dockerfile built and run with buildah, compose.yaml read
 * with docker-compose. Apart from the workspace's other tests: they need root and Debian packages and take
 * minutes, so `npm test` runs them beside the browser tests.
 */
export default defineConfig({
  ...workspace,
  test: {
    ...workspace.test,
    include: ['container/**/*.test.ts'],
    exclude: ['node_modules/**'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-container.json' }]] : ['default'],
  },
});
