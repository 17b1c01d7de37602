import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // tsconfig says `jsx: preserve` (Next compiles JSX); tests need React 19's automatic runtime.
  oxc: { jsx: { runtime: 'automatic' } },
  resolve: {
    alias: {
      '@/': fileURLToPath(new URL('./src/', import.meta.url)),
      'server-only': fileURLToPath(new URL('./test/empty.ts', import.meta.url)),
    },
  },
  test: {
    include: ['src/**/*.test.{ts,tsx}', 'server/**/*.test.ts'],
    environment: 'node',
    setupFiles: ['./test/setup.ts'],
    env: { VITRINE_TEST_MESSAGES_DIR: fileURLToPath(new URL('./messages/', import.meta.url)) },
    reporters: process.env.CI ? ['default', ['json', { outputFile: '../reports/vitest-web.json' }]] : ['default'],
  },
});
