/**
 * Finds a Chromium for browser tests and benchmarks, in this order:
 * $CHROME_PATH, Debian's /usr/bin/chromium, then Playwright's own download.
 */
import { existsSync } from 'node:fs';
import { chromium } from '@playwright/test';

export class ChromeNotFoundError extends Error {
  override name = 'ChromeNotFoundError';
}

export const CHROME_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

export function findChrome(env: Record<string, string | undefined> = process.env): string {
  const candidates: [string, string | undefined][] = [
    ['CHROME_PATH', env.CHROME_PATH],
    ["Debian's chromium", '/usr/bin/chromium'],
    ["Playwright's chromium", safe(() => chromium.executablePath())],
  ];
  if (env.CHROME_PATH && !existsSync(env.CHROME_PATH)) {
    throw new ChromeNotFoundError(`CHROME_PATH is set to ${env.CHROME_PATH}, but no file is there.`);
  }
  for (const [, path] of candidates) if (path && existsSync(path)) return path;
  throw new ChromeNotFoundError(
    'No Chromium found for the browser tests. Install one of:\n' +
      '  - Debian/Ubuntu: sudo apt-get install -y chromium   (found at /usr/bin/chromium)\n' +
      '  - any Chrome/Chromium, then: export CHROME_PATH=/path/to/chrome\n' +
      "  - Playwright's own build: npx playwright install chromium",
  );
}

function safe(read: () => string): string | undefined {
  try {
    return read();
  } catch {
    return undefined;
  }
}
