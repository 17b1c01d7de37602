/**
 * Next's cache handler, as `cacheHandler` in next.config.ts loads it: bundled
 * to dist/cache-handler.mjs by scripts/build-server.mjs, before `next build`
 * (which loads it too). The handler itself is src/shared-state/next-cache-handler.ts.
 */
export { default } from '../src/shared-state/next-cache-handler';
