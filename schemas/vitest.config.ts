import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts'],
    environment: 'node',
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-schemas.json' }]] : ['default'],
  },
});
