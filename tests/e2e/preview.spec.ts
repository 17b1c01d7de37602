/**
 * Draft mode on the local source: the enable and
 * disable routes, the banner, per-request rendering, and no draft leaking into
 * any public response. Runs against the site global-setup starts (with
 * PREVIEW_SECRET); a few tests start a second `next start` of the same build
 * with another environment.
 */
import { cpSync, existsSync, mkdtempSync, readdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { loadDataset } from '@vitrine/schemas/dataset';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { draftOnlyTexts, visibleText } from '../preview/draft-text.ts';
import { cookieHeader, enablePath, fetchPage, pool, setCookies, siteRoutes, type Flavour } from '../preview/site.ts';
import { DATASET_DIR, localized } from '../support/dataset.ts';
import { OFFERED, SECOND } from '../support/languages.ts';
import { startSite, WEB_DIR } from '../support/server.ts';
import { expect, test } from './support/fixtures.ts';

const messages = Object.fromEntries(
  OFFERED.map((locale) => [
    locale,
    JSON.parse(readFileSync(join(WEB_DIR, 'messages', `${locale}.json`), 'utf8')).PreviewBanner as Record<
      string,
      string
    >,
  ]),
);
const ARTICLE = '/en/articles/designing-for-calm';
const secret = E2E_PREVIEW_SECRET;

test.describe('GET /api/draft-mode/enable refuses bad input and sets no cookie', () => {
  const cases: [string, Record<string, string>, number, RegExp][] = [
    ['no secret', { redirect: ARTICLE }, 401, /secret is missing/],
    ['an empty secret', { secret: '', redirect: ARTICLE }, 401, /secret is missing/],
    ['a wrong secret', { secret: `${secret}x`, redirect: ARTICLE }, 401, /secret is wrong/],
    ['a wrong secret and a foreign redirect', { secret: 'nope', redirect: 'https://evil.example/' }, 401, /wrong/],
    ...[
      'https://evil.example/',
      'http:evil.example',
      '//evil.example',
      '//evil.example/en',
      '/\\evil.example',
      '\\\\evil.example',
      '/\t/evil.example',
      '/%2F%2Fevil.example',
      '/%5Cevil.example',
      '/%252F%252Fevil.example',
      '/..//evil.example',
      'javascript:alert(1)',
      'en/about',
    ].map((redirect): [string, Record<string, string>, number, RegExp] => [
      `the redirect ${JSON.stringify(redirect)}`,
      { secret, redirect },
      400,
      /path on this site/,
    ]),
  ];
  for (const [label, params, status, message] of cases) {
    test(label, async ({ request }) => {
      const response = await request.get(enablePath(params), { maxRedirects: 0 });
      expect(response.status()).toBe(status);
      expect((await response.json()).error).toMatch(message);
      expect(setCookies(response.headersArray()).size).toBe(0);
      expect(response.headers()['cache-control']).toBe('no-store');
    });
  }

  test('a redirect encoded in the raw query string is decoded once, then refused', async ({ request }) => {
    const response = await request.get(`/api/draft-mode/enable?secret=${secret}&redirect=%2F%2Fevil.example`, {
      maxRedirects: 0,
    });
    expect(response.status()).toBe(400);
    expect(setCookies(response.headersArray()).size).toBe(0);
  });
});

test('with the right secret it sets both cookies (HttpOnly, Lax, not Secure on loopback) and redirects', async ({
  baseURL,
}) => {
  const response = await fetch(`${baseURL}${enablePath({ secret, redirect: `${ARTICLE}?tab=1#top` })}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(307);
  expect(response.headers.get('location')).toBe(`${ARTICLE}?tab=1#top`);
  const cookies = setCookies(response.headers);
  expect([...cookies.keys()].sort()).toEqual(['__prerender_bypass', 'vitrine_preview']);
  for (const line of cookies.values()) {
    expect(line).toMatch(/; HttpOnly/i);
    expect(line).toMatch(/; SameSite=lax/i);
    expect(line).toMatch(/; Path=\//);
    expect(line).toMatch(/; Max-Age=28800/);
    expect(line).not.toMatch(/; Secure/i);
  }
});

test('without PREVIEW_SECRET draft mode is off and the route says so', async () => {
  const site = await startSite({ CONTENT_SOURCE: 'local', PREVIEW_SECRET: '' });
  try {
    const response = await fetch(`${site.url}${enablePath({ secret, redirect: '/en' })}`, { redirect: 'manual' });
    expect(response.status).toBe(403);
    expect((await response.json()).error).toMatch(/PREVIEW_SECRET is not set/);
    expect(response.headers.getSetCookie()).toEqual([]);
  } finally {
    await site.stop();
  }
});

test('Next’s bypass cookie alone previews nothing: the preview token must come with it', async ({ baseURL }) => {
  const enabled = await fetch(`${baseURL}${enablePath({ secret, redirect: ARTICLE })}`, { redirect: 'manual' });
  const bypass = setCookies(enabled.headers).get('__prerender_bypass')!.split(';')[0]!;
  const forged = `${bypass}; vitrine_preview=v1.${Math.floor(Date.now() / 1000)}.${'A'.repeat(43)}`;
  for (const cookie of [bypass, forged]) {
    const { body } = await fetchPage(baseURL!, ARTICLE, 'html', cookie);
    expect(visibleText(body)).not.toContain('Designing for calm, revisited');
    expect(visibleText(body)).toContain(messages.en!.expired!);
  }
});

/** The about page of each language that has one (the demo's drafts of them change the hero's heading). */
const ABOUT_PAGES = localized('page').filter((p) => p.slug === 'about');
/** The about page's hero heading in a language: published, and as its unpublished draft has it. */
const aboutHeadings = (locale: string) => {
  const hero = (doc: any): string | undefined => doc?.body?.find((s: any) => s._type === 'heroSection')?.heading;
  const id = ABOUT_PAGES.find((p) => p.locale === locale)!.id;
  const all = loadDataset(DATASET_DIR) as any[];
  return { published: hero(all.find((d) => d._id === id)), draft: hero(all.find((d) => d._id === `drafts.${id}`)) };
};

for (const locale of OFFERED.filter((code) => ABOUT_PAGES.some((p) => p.locale === code))) {
  test(`draft mode in ${locale}: a localized banner, drafts rendered per request, and “Exit preview”`, async ({
    page,
  }) => {
    const t = messages[locale]!;
    const path = `/${locale}/about`;
    const headings = aboutHeadings(locale);
    expect(headings.published, 'the published about page has a hero heading').toBeTruthy();
    expect(headings.draft, 'its draft changes the heading').toBeTruthy();
    expect(headings.draft).not.toBe(headings.published);
    const response = await page.goto(enablePath({ secret, redirect: path }));
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    expect(response?.status()).toBe(200);
    // Rendered for this request, never stored (Next 16 still labels the response x-nextjs-cache: HIT).
    expect(response?.headers()['cache-control']).toMatch(/private, no-cache, no-store/);
    const banner = page.getByRole('complementary', { name: t.label });
    await expect(banner).toBeVisible();
    await expect(banner).toContainText(t.drafts!);
    const heading = page.getByRole('heading', { level: 1 });
    await expect(heading).toHaveText(headings.draft!);

    await banner.getByRole('link', { name: t.exit }).click();
    await expect(page).toHaveURL(new RegExp(`${path}$`));
    await expect(page.getByRole('complementary', { name: t.label })).toHaveCount(0);
    await expect(heading).toHaveText(headings.published!);
    const after = await page.request.get(path);
    expect(after.headers()['x-nextjs-cache']).toBe('HIT');
    expect(after.headers()['cache-control']).toMatch(/s-maxage/);
    const cookies = (await page.context().cookies()).map((c) => c.name);
    expect(cookies).not.toContain('__prerender_bypass');
    expect(cookies).not.toContain('vitrine_preview');
  });
}

test('the disable route only sends the visitor to a path on this site', async ({ request }) => {
  for (const redirect of ['//evil.example', 'https://evil.example', '/\\evil.example']) {
    const response = await request.get(`/api/draft-mode/disable?${new URLSearchParams({ redirect })}`, {
      maxRedirects: 0,
    });
    expect(response.status(), redirect).toBe(400);
  }
  const back = await request.get(`/api/draft-mode/disable?redirect=/${SECOND}`, { maxRedirects: 0 });
  expect(back.status()).toBe(307);
  expect(back.headers()['location']).toBe(`/${SECOND}`);
});

test('with the local source, a reload in draft mode shows the dataset file as it is now', async ({ page }) => {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-preview-'));
  cpSync(DATASET_DIR, dir, { recursive: true });
  const site = await startSite({ CONTENT_SOURCE: 'local', PREVIEW_SECRET: secret, VITRINE_DATASET_DIR: dir });
  try {
    await page.goto(`${site.url}${enablePath({ secret, redirect: ARTICLE })}`);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designing for calm, revisited');

    const file = join(dir, 'data.ndjson');
    writeFileSync(
      file,
      readFileSync(file, 'utf8').replace('"Designing for calm, revisited"', '"Designing for calm, edited just now"'),
    );
    await page.reload();
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('Designing for calm, edited just now');

    // Visitors still get the page built from the published document.
    const visitor = await fetchPage(site.url, ARTICLE, 'html');
    expect(visibleText(visitor.body)).toMatch(/<h1[^>]*>Designing for calm<\/h1>/);
    expect(visibleText(visitor.body)).not.toContain('edited just now');
  } finally {
    await site.stop();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('no draft leaks: draft-only text is in no public response, HTML or RSC, of any route in any language', async ({
  baseURL,
}) => {
  test.setTimeout(120_000);
  const texts = draftOnlyTexts(loadDataset(DATASET_DIR));
  const routes = siteRoutes();
  expect(texts.length).toBeGreaterThan(3);
  expect(routes.length).toBeGreaterThan(40);
  const flavours: Flavour[] = ['html', 'rsc', 'prefetch'];
  const jobs = routes.flatMap((path) => flavours.map((flavour) => ({ path, flavour })));

  const enabled = await fetch(`${baseURL}${enablePath({ secret, redirect: '/en' })}`, { redirect: 'manual' });
  const draftCookie = cookieHeader(setCookies(enabled.headers));

  const crawl = (cookie?: string) =>
    // In draft mode a prefetch renders like any RSC request, so it is left out there.
    pool(cookie ? jobs.filter((job) => job.flavour !== 'prefetch') : jobs, 8, async ({ path, flavour }) => {
      const response = await fetchPage(baseURL!, path, flavour, cookie);
      expect(response.status, `${flavour} ${path}`).toBe(200);
      return { path, flavour, text: `${response.body}\n${visibleText(response.body)}` };
    });

  const publicResponses = await crawl();
  for (const { path, flavour, text } of publicResponses) {
    for (const draft of texts) {
      expect(text.includes(draft.text), `${flavour} ${path} shows ${draft.id} ${draft.path}`).toBe(false);
    }
  }

  const draftResponses = await crawl(draftCookie);
  for (const draft of texts) {
    const where = draftResponses.filter((r) => r.text.includes(draft.text)).map((r) => `${r.flavour} ${r.path}`);
    expect(where.length, `${draft.id} ${draft.path} shows in draft mode`).toBeGreaterThan(0);
  }
  // And the drafts did not stick: a public crawl after the draft one is as clean as before.
  const again = await crawl();
  for (const { path, flavour, text } of again) {
    for (const draft of texts) expect(text.includes(draft.text), `${flavour} ${path} (after)`).toBe(false);
  }
  console.log(
    `no draft leaks: ${texts.length} draft-only texts, ${routes.length} routes × HTML, RSC and prefetch, ` +
      `${publicResponses.length + again.length} public and ${draftResponses.length} draft-mode responses`,
  );
});

test('no preview code in the public bundle: the home page’s first-load chunks carry neither preview-kit nor Visual Editing', () => {
  const distDir = join(WEB_DIR, process.env.NEXT_DIST_DIR || '.next');
  const stats = JSON.parse(readFileSync(join(distDir, 'diagnostics', 'route-bundle-stats.json'), 'utf8')) as {
    route: string;
    firstLoadChunkPaths: string[];
  }[];
  const markers = ['sanity/preview-kit', 'sanity.preview-kit', 'sanity/visual-editing', 'live/events'];
  const read = (chunk: string) => readFileSync(join(WEB_DIR, chunk), 'utf8');
  for (const route of ['/[locale]', '/[locale]/articles/[...slug]', '/[locale]/[...slug]']) {
    const chunks = stats.find((entry) => entry.route === route)?.firstLoadChunkPaths ?? [];
    expect(chunks.length, route).toBeGreaterThan(3);
    for (const chunk of chunks) {
      expect(existsSync(join(WEB_DIR, chunk)), chunk).toBe(true);
      const code = read(chunk);
      for (const marker of markers) expect(code.includes(marker), `${route}: ${chunk} has ${marker}`).toBe(false);
    }
  }
  // The markers are real: the lazily loaded preview chunk exists in the build and has them.
  const all = stats.flatMap((entry) => entry.firstLoadChunkPaths);
  const chunkDir = join(distDir, 'static', 'chunks');
  const lazy = readdirSync(chunkDir).filter((name) => name.endsWith('.js') && !all.some((path) => path.endsWith(name)));
  expect(lazy.some((name) => readFileSync(join(chunkDir, name), 'utf8').includes('sanity/preview-kit'))).toBe(true);
});
