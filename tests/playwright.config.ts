import { defineConfig } from '@playwright/test';
import { CHROME_ARGS, findChrome } from './support/chrome.ts';

const ci = Boolean(process.env.CI);
const LONG =
  /\/(studio|studio-trust|languages|instances|outage|archive|sanity-source|preview-sanity|new-build|content-[a-z-]+|html-valid|fuzz)\.spec\.ts$/;

export default defineConfig({
  testDir: './e2e',
  globalSetup: './e2e/support/global-setup.ts',
  fullyParallel: true,
  workers: ci ? 2 : undefined,
  retries: 0,
  forbidOnly: ci,
  // Time limits catch a hang, not slowness (speed is the bench's): CI shares 2 cores between the site, the
  // browsers and the other suites, so it gets twice the room.
  timeout: ci ? 60_000 : 30_000,
  expect: { timeout: ci ? 10_000 : 5_000 },
  reporter: ci ? [['list'], ['json', { outputFile: '../reports/playwright.json' }]] : [['list']],
  // The specs that build a site of their own or run for minutes start first, so that the short tests fill the
  // gaps beside them and no long spec is left running alone at the end (Playwright takes projects in order).
  projects: [
    { name: 'long', testMatch: LONG },
    { name: 'short', testIgnore: LONG },
  ],
  use: {
    // The base URL is set by global-setup (E2E_BASE_URL) after it starts `next start` on a free port.
    launchOptions: { executablePath: findChrome(), args: CHROME_ARGS },
    trace: 'retain-on-failure',
  },
});
