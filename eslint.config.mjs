// One ESLint flat config for every workspace: Next's core-web-vitals and
// TypeScript rules, plus the boundaries of STYLE.md that a linter can see.
import { fileURLToPath } from 'node:url';
import { defineConfig, globalIgnores } from 'eslint/config';
import nextVitals from 'eslint-config-next/core-web-vitals';
import nextTs from 'eslint-config-next/typescript';

export default defineConfig([
  globalIgnores([
    '**/node_modules/**',
    '**/.next/**',
    '**/.next-*/**',
    '**/dist/**',
    '**/.sanity/**',
    '**/next-env.d.ts',
    'schemas/src/sanity.types.ts',
    'schemas/schema.json',
    'reports/**',
    '**/test-results/**',
    '**/playwright-report/**',
  ]),
  ...nextVitals,
  ...nextTs,
  {
    settings: { next: { rootDir: fileURLToPath(new URL('./web/', import.meta.url)) } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
    },
  },
  {
    // The site never pulls Studio code or `sanity` into its bundle, and links through next-intl.
    files: ['web/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'next/link', message: 'Use Link from @/i18n/navigation (locale-aware).' },
            { name: 'sanity', message: 'The site must not import the Studio package; use @vitrine/schemas.' },
            {
              name: '@vitrine/schemas/studio',
              message:
                'Studio schema types pull `sanity` into the site; import queries and generated types from @vitrine/schemas.',
            },
          ],
          patterns: [
            {
              group: ['sanity/*', '@vitrine/studio', '@vitrine/studio/*'],
              message: 'The site must not import Studio code.',
            },
          ],
        },
      ],
    },
  },
  {
    // The one place that wraps next/link: locale prefixes on the server, the prefetch policy in its client leaf.
    files: ['web/src/i18n/link.client.tsx'],
    rules: { 'no-restricted-imports': 'off' },
  },
  {
    // Only env.ts reads process.env in the site.
    files: ['web/src/**/*.{ts,tsx}'],
    ignores: ['web/src/env.ts', 'web/src/**/*.test.{ts,tsx}'],
    rules: {
      'no-restricted-properties': [
        'error',
        { object: 'process', property: 'env', message: 'Read configuration through @/env.' },
      ],
    },
  },

  {
    // Tests read untyped datasets and JSON reports; Playwright fixtures call a `use` that is not React's.
    files: ['tests/**/*.ts', '**/*.test.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      'react-hooks/rules-of-hooks': 'off',
    },
  },
]);
