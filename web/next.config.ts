import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { NextConfig } from 'next';
import { PHASE_DEVELOPMENT_SERVER, PHASE_PRODUCTION_BUILD } from 'next/constants';
import createNextIntlPlugin from 'next-intl/plugin';
import { CONTACT } from './src/config/contact';
import { PREVIEW } from './src/config/preview';
import { INTERNAL_ROUTE } from './src/config/routing';
import { globalErrorLabels, messagesReport, messagesWarnings } from './src/i18n/message-files';
import { hostHeaderRules } from './src/security/headers';
import { platformOf } from './src/security/host';
import { sitePolicyOfVars } from './src/security/site-policy';

const MESSAGES_DIR = fileURLToPath(new URL('./messages/', import.meta.url));

/**
 * A build the test suite makes and throws away (`npm test`'s, tests/scripts/test-all.mjs, and the browser
 * tests' own, tests/e2e/support/global-setup.ts): the suite runs `tsc` on the same code itself, and no later
 * build reads Turbopack's cache, so neither Next's type check nor the cache is paid for. Both cost 40 s of a
 * 100 s build on 2 cores (docs/testing.md, "CI").
 */
const TEST_BUILD = process.env.VITRINE_TEST_BUILD === '1';

/**
 * A build for the container image (the Dockerfile): Next's standalone output, .next/standalone/, holds the
 * files the site's routes need at run time, traced from their code, and no more (the Dockerfile adds the Vitrine
 * server). Other builds skip copying them. The image keeps no cache, so the build writes none.
 */
const STANDALONE = process.env.VITRINE_STANDALONE === '1';

const withNextIntl = createNextIntlPlugin({
  requestConfig: './src/i18n/request.ts',
  // Messages are compiled when the site is built, not parsed again by every render that translates
  // (pages rendered per request: draft mode, the 404 screens).
  experimental: { messages: { path: './messages', format: 'json', locales: 'infer', precompile: true } },
});

/**
 * Next's page and data cache, shared by every instance through Redis when REDIS_URL is set, the build's
 * own files otherwise (src/shared-state/next-cache-handler.ts, bundled by scripts/build-server.mjs,
 * which `npm run build` runs first). Not for `next dev`, which keeps no prerender cache.
 */
const CACHE_HANDLER = fileURLToPath(new URL('./dist/cache-handler.mjs', import.meta.url));

function cacheHandler(phase: string): string | undefined {
  // `next dev` keeps no prerender cache; `next typegen` (npm run typecheck, which may run before any build)
  // loads this file in the build phase but reads no cache at all.
  if (phase === PHASE_DEVELOPMENT_SERVER || process.argv.includes('typegen')) return undefined;
  if (!existsSync(CACHE_HANDLER)) {
    throw new Error(
      `${CACHE_HANDLER} is missing: build with \`npm run build\` (it bundles the cache handler, then runs next build), ` +
        'or run `node scripts/build-server.mjs` first.',
    );
  }
  return CACHE_HANDLER;
}

const config: NextConfig = {
  compiler: {
    // The last-resort error screen's strings in every language of the list (components/errors/global-error-labels.ts).
    // The platform the build runs on (security/host.ts): Netlify tells its builds, not its functions.
    define: {
      __VITRINE_GLOBAL_ERROR_LABELS__: JSON.stringify(globalErrorLabels(MESSAGES_DIR)),
      __VITRINE_BUILT_ON__: JSON.stringify(platformOf(process.env) ?? ''),
    },
  },
  // A second build (e.g. the e2e build against the Sanity API double) can live beside the main one.
  distDir: process.env.NEXT_DIST_DIR || '.next',
  ...(STANDALONE && { output: 'standalone' }),
  reactStrictMode: true,
  // A type error fails `npm run build`. Only the test suite's builds skip Next's own check (TEST_BUILD).
  typescript: { ignoreBuildErrors: TEST_BUILD },
  poweredByHeader: false,
  // Compressed on every host that runs Next itself (`next start`, the standalone output; Vercel and Netlify
  // compress at their edge). The Vitrine server turns this off and compresses once per version itself (server/main.ts).
  compress: true,
  // Loaded from node_modules at run time, one copy per process, as the server bundle loads it.
  serverExternalPackages: ['@redis/client'],
  transpilePackages: ['@vitrine/schemas'],
  // A page rendered per request (draft mode) waits for its metadata to write it in <head>, for every visitor:
  // Next would otherwise stream it into <body> when it comes after the shell (invalid HTML), and wait only for
  // the crawlers it lists. Prerendered pages always have it in <head>.
  htmlLimitedBots: /.*/,
  // `next dev` writes no AGENTS.md of instructions for coding assistants into the owner's copy of the template.
  agentRules: false,
  // The local source reads its dataset from a folder chosen at run time (VITRINE_DATASET_DIR), which no
  // tracing can follow: the default one ships with the server. Everything else a route reads from disk (the
  // social cards' fonts and emoji, social/faces.ts) is spelled out where it is read, and Next traces it; their
  // licences go with them. (Keyed by every route: the card route is prerendered, and Next adds nothing to those.)
  outputFileTracingIncludes: {
    '/**': [
      '../schemas/dataset/data.ndjson',
      '../schemas/dataset/images/*',
      './src/fonts/OFL.txt',
      '../node_modules/@fontsource/noto-sans-arabic/LICENSE',
      '../node_modules/@twemoji/svg/license',
    ],
  },
  // What every host sends (security/headers.ts); the Vitrine server adds the page's hash-based policy.
  async headers() {
    return hostHeaderRules(sitePolicyOfVars(process.env), PREVIEW.draftModeCookie);
  },
  // The route the proxy names for a request (config/routing.ts, INTERNAL_ROUTE), on the paths it runs on.
  async rewrites() {
    return {
      beforeFiles: [
        {
          source: `/:path((?!${INTERNAL_ROUTE.outsideProxy.join('|')}).*)`,
          has: [{ type: 'header', key: INTERNAL_ROUTE.header, value: '/(?<route>.+)' }],
          destination: '/:route*',
        },
      ],
      afterFiles: [],
      fallback: [],
    };
  },
  experimental: {
    ...((TEST_BUILD || STANDALONE) && { turbopackFileSystemCacheForBuild: false }),
    // A route's code is loaded on its first request, not all at start: most routes (social cards, image
    // variants, the API) are rarely or never asked of a running server, whose prerendered pages are served
    // from the build. Costs that first request a few hundred ms; saves ~25 MiB resident (docs/performance.md).
    preloadEntriesOnStart: false,
    // The root layout is [locale]: a path whose first segment is not a locale gets app/global-not-found.tsx.
    globalNotFound: true,
    // The contact form is the only server action: a post larger than this is refused before it is parsed.
    serverActions: { bodySizeLimit: `${CONTACT.bodySizeLimitBytes / 1024}kb` },
    // Nor upgrade reminders for them in that file: updates arrive through Renovate (README).
    agentUpgrade: false,
  },
};

/**
 * Building or developing, say which keys each language's messages file lacks
 * (they show in the default language) before anything else: once per process.
 */
function warnAboutMessages(phase: string): void {
  if (phase !== PHASE_PRODUCTION_BUILD && phase !== PHASE_DEVELOPMENT_SERVER) return;
  const flag = Symbol.for('vitrine.messages-warned');
  const state = globalThis as Record<symbol, unknown>;
  if (state[flag]) return;
  state[flag] = true;
  for (const line of messagesWarnings(messagesReport(MESSAGES_DIR))) console.warn(`⚠ ${line}`);
}

export default function nextConfig(phase: string): NextConfig {
  warnAboutMessages(phase);
  return withNextIntl({ ...config, cacheHandler: cacheHandler(phase) });
}
