import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { E2E_PREVIEW_SECRET } from '../../preview/constants.ts';
import { startSite } from '../../support/server.ts';

/**
 * Starts the built site once for the whole run on a free loopback port.
 * Workers start after this and inherit E2E_BASE_URL.
 */
export default async function globalSetup() {
  // The specs' own builds of the site (another source, another language list…) skip Next's type check and its
  // build cache (web/next.config.ts): it is the same code, which `npm run typecheck` checks once, and no build
  // reads the cache again. Together they cost a web build about 40 s of its 100 s here (docs/testing.md, "CI").
  process.env.VITRINE_TEST_BUILD = '1';
  // E2E_NO_SITE: specs that build and serve their own (`npm run test:languages`).
  if (process.env.E2E_BASE_URL || process.env.E2E_NO_SITE) return;
  // The contact form's inbox for this run (contact.spec.ts reads it through E2E_DATA_DIR).
  const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-e2e-inbox-'));
  const site = await startSite({
    CONTENT_SOURCE: process.env.CONTENT_SOURCE ?? 'local',
    // Draft mode (preview.spec.ts). Passed to the site only: builds other specs start must not inherit it.
    PREVIEW_SECRET: E2E_PREVIEW_SECRET,
    VITRINE_DATA_DIR: dataDir,
    // Every test posts from 127.0.0.1, faster than a person: the limits have their own integration tests.
    CONTACT_RATE_LIMIT: '1000/1m',
    CONTACT_MIN_FILL_TIME: '0',
  });
  process.env.E2E_BASE_URL = site.url;
  process.env.E2E_DATA_DIR = dataDir;
  return async () => {
    await site.stop();
    rmSync(dataDir, { recursive: true, force: true });
  };
}
