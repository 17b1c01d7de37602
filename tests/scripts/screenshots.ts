/**
 * `npm run screenshots -w @vitrine/tests`: serves the built site and writes
 * docs/screenshots/<page>-<locale>-<theme>-<device>.png for every language,
 * light and dark, phone (390 px) and desktop (1440 px). Run `npm run build` first.
 */
import { mkdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { localeCodes } from '@vitrine/schemas';
import { CHROME_ARGS, findChrome } from '../support/chrome.ts';
import { localized } from '../support/dataset.ts';
import { startSite } from '../support/server.ts';

const OUT = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const DEVICES = { desktop: { width: 1440, height: 1000 }, mobile: { width: 390, height: 844 } } as const;
const THEMES = ['dark', 'light'] as const;

function pages(locale: string): Record<string, string> {
  const article = localized('article').find((a) => a.locale === locale && a.id.startsWith('article-calm'));
  return {
    home: `/${locale}`,
    article: `/${locale}/articles/${article?.slug ?? ''}`,
    contact: `/${locale}/contact`,
  };
}

async function main() {
  mkdirSync(OUT, { recursive: true });
  const only = process.argv.slice(2);
  const site = await startSite({ CONTENT_SOURCE: 'local' });
  const browser = await chromium.launch({ executablePath: findChrome(), args: CHROME_ARGS });
  try {
    for (const [device, viewport] of Object.entries(DEVICES)) {
      for (const theme of THEMES) {
        const context = await browser.newContext({ viewport, deviceScaleFactor: 1, reducedMotion: 'reduce' });
        await context.addInitScript((mode) => localStorage.setItem('vitrine-color-mode', mode), theme);
        const page = await context.newPage();
        for (const locale of localeCodes) {
          for (const [name, path] of Object.entries(pages(locale))) {
            if (only.length && !only.includes(name)) continue;
            await page.goto(site.url + path, { waitUntil: 'networkidle' });
            // A full-page capture never scrolls, so lazy images below the fold would stay blank.
            await page.evaluate(() =>
              Promise.all(
                [...document.images].map(async (img) => {
                  img.loading = 'eager';
                  await img.decode().catch(() => undefined);
                }),
              ),
            );
            const file = `${OUT}${name}-${locale}-${theme}-${device}.png`;
            // The desktop home page in full; everything else as the first screen a visitor sees.
            await page.screenshot({ path: file, fullPage: name === 'home' && device === 'desktop' });
            console.log(file.replace(OUT, 'docs/screenshots/'));
          }
        }
        await context.close();
      }
    }
  } finally {
    await browser.close();
    await site.stop();
  }
}

main().catch((error) => {
  console.error(error);
  process.exit(1);
});
