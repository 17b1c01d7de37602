/**
 * Images on the local source, in the browser: each file is at most twice the
 * size it is drawn at, AVIF or WebP, framed as the editor cropped it, with no
 * layout shift, with or without JavaScript; and an image URL the content does
 * not reference is a short 404 that leaves nothing behind.
 */
import { defaultLocale } from '@vitrine/schemas';
import { readdirSync } from 'node:fs';
import { join } from 'node:path';
import type { Page, Route } from '@playwright/test';
import { folderBytes, MiB } from '../support/disk.ts';
import { inLanguage, localized, siteSettings } from '../support/dataset.ts';
import { WEB_DIR } from '../support/server.ts';
import { forgetLayoutShifts, layoutShifts, watchLayoutShifts } from './support/browser.ts';
import { expect, test } from './support/fixtures.ts';

/** The article whose cover the demo crops and frames (`cover-languages`), in each language. */
const articles = localized('article')
  .filter((article) => article.id.startsWith('article-languages-'))
  .map((article) => `/${article.locale}/articles/${article.slug}`);
const PAGES = ['/en', '/en/works', ...articles];
const WIDTHS = [390, 1440] as const;

/** Scrolls to the bottom a screen at a time, so every lazy image comes near the viewport and loads. */
async function scrollThrough(page: Page) {
  await page.evaluate(async () => {
    for (let y = 0; y < document.documentElement.scrollHeight; y += window.innerHeight / 2) {
      window.scrollTo(0, y);
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  });
  await expect
    .poll(() => page.evaluate(() => [...document.images].every((img) => img.complete)), { timeout: 10_000 })
    .toBe(true);
}

interface Drawn {
  src: string;
  /** The pixel width of the file the browser chose (not `naturalWidth`, which srcset scales to the density). */
  fileWidth: number;
  drawnWidth: number;
}

/** Each image as drawn: the file it shows, that file's real width, and the CSS width it is drawn at. */
function drawnImages(page: Page): Promise<Drawn[]> {
  return page.evaluate(() =>
    Promise.all(
      [...document.images].map(async (img) => {
        const probe = new Image();
        probe.src = img.currentSrc;
        await probe.decode();
        return { src: img.currentSrc, fileWidth: probe.naturalWidth, drawnWidth: img.getBoundingClientRect().width };
      }),
    ),
  );
}

/** Each image's box on the page, to the pixel. */
const boxes = (page: Page) =>
  page.evaluate(() =>
    [...document.images].map((img) => {
      const { width, height } = img.getBoundingClientRect();
      return `${Math.round(width)}×${Math.round(height)}`;
    }),
  );

for (const width of WIDTHS) {
  for (const path of PAGES) {
    test(`${path} at ${width} px: no file over twice its drawn size, AVIF or WebP, no layout shift`, async ({
      browser,
      baseURL,
    }) => {
      const context = await browser.newContext({ viewport: { width, height: 900 }, deviceScaleFactor: 1 });
      await context.addInitScript(watchLayoutShifts);
      const page = await context.newPage();
      const types = new Map<string, string>();
      page.on('response', (response) => types.set(response.url(), response.headers()['content-type'] ?? ''));
      // Image files wait until the page is laid out without them: each box must already have its final size.
      const held: Route[] = [];
      let release = false;
      await page.route(/\/dataset-images\//, (route) => (release ? route.continue() : held.push(route)));
      await page.goto(`${baseURL}${path}`, { waitUntil: 'domcontentloaded' });
      await page.evaluate(() => document.fonts.ready);
      // From here on, only the images can move anything (fonts are the bench's Lighthouse CLS row).
      await forgetLayoutShifts(page);
      const reserved = await boxes(page);
      release = true;
      await Promise.all(held.map((route) => route.continue()));
      await scrollThrough(page);
      expect(await boxes(page), 'image boxes before and after their files arrive').toEqual(reserved);

      const images = await drawnImages(page);
      expect(images.length).toBeGreaterThan(0);
      for (const image of images) {
        expect(image.fileWidth, image.src).toBeGreaterThan(0);
        expect(image.fileWidth, `${image.src} drawn at ${image.drawnWidth} px`).toBeLessThanOrEqual(
          2 * image.drawnWidth,
        );
        expect(types.get(image.src), image.src).toMatch(/^image\/(avif|webp)$/);
      }
      expect(await layoutShifts(page), 'layout shifts').toEqual([]);
      await context.close();
    });
  }
}

test('images below the fold wait; at most one image is fetched first', async ({ browser, baseURL }) => {
  for (const path of PAGES) {
    const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
    const page = await context.newPage();
    await page.goto(`${baseURL}${path}`);
    const images = await page.locator('main img').evaluateAll((list) =>
      list.map((img) => ({
        below: img.getBoundingClientRect().top > window.innerHeight,
        loading: img.getAttribute('loading'),
        priority: img.getAttribute('fetchpriority'),
        width: img.getAttribute('width'),
        height: img.getAttribute('height'),
      })),
    );
    expect(images.length, path).toBeGreaterThan(0);
    for (const image of images) {
      if (image.below) expect(image.loading, path).toBe('lazy');
      // Intrinsic proportions before the file arrives.
      expect(Number(image.width), path).toBeGreaterThan(0);
      expect(Number(image.height), path).toBeGreaterThan(0);
    }
    expect(images.filter((image) => image.priority === 'high').length, path).toBeLessThanOrEqual(1);
    await context.close();
  }
});

test('on an article the cover is the image fetched first: high priority, preloaded, and no other image is', async ({
  page,
}) => {
  // The bench's article, whose body has an image of its own, and the article whose cover the demo frames.
  const paths = ['/en/articles/designing-for-calm', ...articles];
  let others = 0;
  for (const path of paths) {
    await page.goto(path);
    const cover = page.locator('main article > img');
    await expect(cover, path).toHaveAttribute('fetchpriority', 'high');
    await expect(cover, path).toHaveAttribute('loading', 'eager');
    const rest = await page
      .locator('img')
      .evaluateAll((list) =>
        list.filter((img) => !img.matches('main article > img')).map((img) => img.getAttribute('fetchpriority')),
      );
    others += rest.length;
    for (const priority of rest) expect(priority, path).not.toBe('high');
    // The one image preload in <head> is the cover's, high too: fetched before the parser reaches the <img>.
    const preloads = await page
      .locator('head link[rel="preload"][as="image"]')
      .evaluateAll((list) =>
        list.map((link) => [link.getAttribute('imagesrcset'), link.getAttribute('fetchpriority')]),
      );
    expect(preloads, path).toEqual([[await cover.getAttribute('srcset'), 'high']]);
  }
  expect(others, 'an article with another image than its cover').toBeGreaterThan(0);
});

test('the editor’s crop and hotspot frame the images', async ({ page }) => {
  // The portrait's crop (siteSettings.profile.picture): its 88 px square is cut from the cropped area.
  const { crop } = siteSettings().profile.picture;
  const [left, top] = [Math.round(crop.left * 800), Math.round(crop.top * 800)];
  await page.goto('/en');
  const portrait = page.getByRole('img', { name: inLanguage(siteSettings().profile.picture.alt, defaultLocale) });
  await expect(portrait).toHaveAttribute('src', new RegExp(`-800x800\\.png/${left}-${top}-\\d+-\\d+_88x88\\.webp$`));
  await expect(portrait).toHaveAttribute('srcset', /_176x176\.webp 2x$/);
  // The cropped cover (the left fifth and the bottom tenth cut), at 16:9: the hotspot near the top keeps the top.
  await page.goto(articles[0]!);
  await expect(page.locator('main article > img')).toHaveAttribute('src', /\/320-0-1280-720_\d+x\d+\.webp$/);
});

test('without JavaScript the images are there and load', async ({ browser, baseURL }) => {
  const context = await browser.newContext({ javaScriptEnabled: false, viewport: { width: 390, height: 844 } });
  const page = await context.newPage();
  await page.goto(`${baseURL}/en/works`);
  const first = page.locator('main img').first();
  await expect(first).toHaveAttribute('srcset', /\.webp 320w/);
  await expect(first).toHaveJSProperty('complete', true);
  expect(await first.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  // A lazy image further down loads when it is scrolled to, natively.
  const last = page.locator('main img').last();
  await expect(last).toHaveAttribute('loading', 'lazy');
  await last.scrollIntoViewIfNeeded();
  await expect(last).toHaveJSProperty('complete', true);
  expect(await last.evaluate((img: HTMLImageElement) => img.naturalWidth)).toBeGreaterThan(0);
  await context.close();
});

test('a variant the content uses is served as an immutable WebP, sandboxed', async ({ request }) => {
  const html = await (await request.get('/en/works')).text();
  const variant = /\/dataset-images\/[0-9a-f]{40}-\d+x\d+\.\w+\/[\d-]+_\d+x\d+\.webp/.exec(html)![0];
  const response = await request.get(variant);
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toBe('image/webp');
  expect(response.headers()['cache-control']).toMatch(/immutable/);
  expect(response.headers()['content-security-policy']).toMatch(/sandbox$/);
});

test('an image URL the content does not reference is a short 404 and leaves nothing behind', async ({ request }) => {
  const html = await (await request.get('/en/works')).text();
  const [, file, rect] = /\/dataset-images\/([0-9a-f]{40}-\d+x\d+\.\w+)\/([\d-]+)_\d+x\d+\.webp/.exec(html)!;
  const variantsDir = join(WEB_DIR, '.next', 'server', 'app', 'dataset-images', file!);
  // The image route's own output: other tests run beside this one on the same server and may write elsewhere.
  const imagesDir = join(WEB_DIR, '.next', 'server', 'app', 'dataset-images');
  const before = { files: readdirSync(variantsDir).sort(), bytes: folderBytes(imagesDir) };

  const unreferenced = [
    // A real original and a real rectangle, at sizes the content never asks for.
    ...Array.from({ length: 150 }, (_, i) => `/dataset-images/${file}/${rect}_${1000 + i}x${600 + i}.webp`),
    // Rectangles the content never asks for, at a size it does.
    ...Array.from({ length: 50 }, (_, i) => `/dataset-images/${file}/${i}-0-800-500_320x200.webp`),
    `/dataset-images/${'0'.repeat(40)}-1600x1000.png/0-0-1600-1000_320x200.webp`,
    `/dataset-images/${file}/${rect}_320x200.png`,
    `/dataset-images/${file}/${rect}_320x200.webp/more`,
  ];
  for (const url of unreferenced) {
    const response = await request.get(url);
    expect(response.status(), url).toBe(404);
    expect((await response.body()).length, url).toBeLessThan(64);
  }
  // An encoded slash is refused before routing.
  expect((await request.get(`/dataset-images/${file}/..%2F..%2Fpackage.json`)).status()).toBe(400);

  expect(readdirSync(variantsDir).sort()).toEqual(before.files);
  expect(Math.abs(folderBytes(imagesDir) - before.bytes)).toBeLessThan(1 * MiB);
});
