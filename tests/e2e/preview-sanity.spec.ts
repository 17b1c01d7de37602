/**
 * Preview and freshness with the `sanity` source, against the local Content Lake
 * of the query API. One build serves every test here:
 *
 * - the public API is the lake's `production` dataset;
 * - the preview (staging) API is another host in front of the lake (the
 *   live front: CORS and the Live Content API's event stream), reading its
 *   `staging` dataset, whose draft of the calm article differs from production's.
 *
 * One test also puts deploy/nginx.conf's page cache in front (nginx and
 * openssl from the system; .ci/run installs them).
 */
import { loadDataset, type SanityDocument } from '@vitrine/schemas/dataset';
import { test as base, expect } from '@playwright/test';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { startLiveFront, type LiveFront } from '../preview/live-front.ts';
import { cookieHeader, enablePath, fetchPage, setCookies } from '../preview/site.ts';
import { CALM_ARTICLE, publishThroughCache } from '../preview/through-cache.ts';
import { SIGNATURE_HEADER, signWebhook } from '../preview/webhook.ts';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { DATASET_DIR } from '../support/dataset.ts';
import { OFFERED, SECOND } from '../support/languages.ts';
import { startNginx } from '../support/nginx.ts';
import { generateBuild, startSite, type RunningSite } from '../support/server.ts';

const VIEWER_TOKEN = 'e2e-viewer-token-not-a-write-token';
const WEBHOOK_SECRET = 'e2e-webhook-secret-0123456789';
const ARTICLE = '/en/articles/designing-for-calm';
const PUBLISHED_TITLE = 'Designing for calm';
const STAGING_DRAFT_TITLE = 'Designing for calm, as drafted on staging';
const ASSETS = { assetBaseUrl: 'https://cdn.sanity.io/images/vitrinedemo/production' };

interface PreviewSite {
  site: RunningSite;
  lake: Lake;
  front: LiveFront;
}

/** The staging dataset: production's documents, with another draft of the calm article. */
function stagingDocuments(): SanityDocument[] {
  return loadDataset(DATASET_DIR, ASSETS).map((doc) =>
    doc._id === 'drafts.article-calm-en' ? { ...doc, title: STAGING_DRAFT_TITLE } : doc,
  );
}

const test = base.extend<object, { preview: PreviewSite }>({
  preview: [
    async ({}, use) => {
      const lake = await startLake({
        datasetDir: DATASET_DIR,
        loadOptions: ASSETS,
        datasets: { staging: stagingDocuments() },
        token: VIEWER_TOKEN,
        idleTimeoutMs: 0,
      });
      const front = await startLiveFront(lake.url);
      const env = {
        SANITY_PROJECT_ID: 'vitrinedemo',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
        SANITY_PREVIEW_DATASET: 'staging',
        SANITY_PREVIEW_API_HOST: front.url,
        SANITY_API_READ_TOKEN: VIEWER_TOKEN,
        PREVIEW_SECRET: E2E_PREVIEW_SECRET,
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        NEXT_DIST_DIR: '.next-preview-sanity',
      };
      await generateBuild(env.NEXT_DIST_DIR, env);
      const site = await startSite(env);
      await use({ site, lake, front });
      await site.stop();
      await front.close();
      await lake.close();
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});

test.describe.configure({ mode: 'serial' });

/** What the Studio's Presentation tool stores before it opens the preview: a secret in the preview dataset. */
const storeStudioSecret = (lake: Lake, secret: string, tag: string) =>
  lake.mutate(
    [
      {
        createOrReplace: {
          _id: `sanity-preview-url-secret.${tag}${Date.now()}`,
          _type: 'sanity.previewUrlSecret',
          secret,
          source: 'presentation',
          studioUrl: 'https://vitrine.sanity.studio',
          userId: 'e2e',
        },
      },
    ],
    { dataset: 'staging' },
  );

const draftCookie = async (url: string) => {
  const response = await fetch(`${url}${enablePath({ secret: E2E_PREVIEW_SECRET, redirect: '/en' })}`, {
    redirect: 'manual',
  });
  expect(response.status).toBe(307);
  return cookieHeader(setCookies(response.headers));
};

test('drafts come from the preview API (staging dataset, drafts perspective, viewer token); visitors get production', async ({
  preview,
}) => {
  const { site, lake, front } = preview;
  const cookie = await draftCookie(site.url);
  lake.requests.length = 0;
  front.requests.length = 0;

  const draft = await fetchPage(site.url, ARTICLE, 'html', cookie);
  expect(draft.body).toContain(STAGING_DRAFT_TITLE);
  expect(draft.headers.get('cache-control')).toMatch(/no-store/);
  const drafts = lake.requests.filter((r) => r.endpoint === 'query' && r.perspective === 'drafts');
  expect(drafts.length).toBeGreaterThan(2);
  for (const request of drafts) expect(request).toMatchObject({ dataset: 'staging', token: VIEWER_TOKEN, status: 200 });
  expect(front.requests.filter((r) => r.path.includes('/data/query/staging')).length).toBe(drafts.length);
  // Nothing else read drafts, or read staging without the drafts perspective.
  expect(lake.requests.filter((r) => r.dataset === 'staging' && r.perspective !== 'drafts')).toEqual([]);

  const visitor = await fetchPage(site.url, ARTICLE, 'html');
  expect(visitor.headers.get('x-nextjs-cache')).toBe('HIT');
  expect(visitor.body).toContain(`>${PUBLISHED_TITLE}</h1>`);
  expect(visitor.body).not.toContain(STAGING_DRAFT_TITLE);
});

test('no Sanity token ever reaches the browser of a shared-secret preview, nor a public page', async ({
  preview,
  page,
}) => {
  const { site } = preview;
  for (const locale of OFFERED) {
    for (const flavour of ['html', 'rsc'] as const) {
      const visitor = await fetchPage(site.url, `/${locale}`, flavour);
      expect(visitor.status).toBe(200);
      expect(visitor.body, `${flavour} /${locale}`).not.toContain(VIEWER_TOKEN);
      expect(visitor.body, `${flavour} /${locale}`).not.toContain('previewFingerprintQuery');
    }
  }
  // Every response of a whole preview session, read by the browser: documents, RSC, chunks, the event stream.
  const bodies: { url: string; text: string }[] = [];
  page.on('response', async (response) => {
    const text = await response.text().catch(() => '');
    bodies.push({ url: response.url(), text });
  });
  const events: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/draft-mode/events')) events.push(request.url());
  });
  await page.goto(`${site.url}${enablePath({ secret: E2E_PREVIEW_SECRET, redirect: ARTICLE })}`);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(STAGING_DRAFT_TITLE);
  await page.getByRole('link', { name: 'Articles', exact: true }).first().click();
  await expect(page).toHaveURL(/\/en\/articles$/);
  await expect.poll(() => events.length).toBeGreaterThan(0);
  const stream = await fetch(`${site.url}/api/draft-mode/events?since=x`, {
    headers: { cookie: (await page.context().cookies()).map((c) => `${c.name}=${c.value}`).join('; ') },
  });
  const reader = stream.body!.getReader();
  bodies.push({ url: 'events', text: new TextDecoder().decode((await reader.read()).value) });
  await reader.cancel();
  expect(bodies.length).toBeGreaterThan(10);
  expect(bodies.filter((b) => b.url.includes('/_next/static/chunks/')).length).toBeGreaterThan(3);
  for (const { url, text } of bodies) expect(text, url).not.toContain(VIEWER_TOKEN);
});

test('the Presentation tool’s flow: a Studio secret stored in the preview dataset turns draft mode on', async ({
  preview,
}) => {
  const { site, lake } = preview;
  const secret = `studio-secret-${Date.now()}`;
  await storeStudioSecret(lake, secret, 'e2e');
  const enable = (params: Record<string, string>, headers: Record<string, string> = {}) =>
    fetch(`${site.url}/api/draft-mode/enable?${new URLSearchParams(params)}`, { redirect: 'manual', headers });

  lake.requests.length = 0;
  const ok = await enable({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': ARTICLE });
  expect(ok.status).toBe(307);
  expect(ok.headers.get('location')).toBe(ARTICLE);
  const cookies = setCookies(ok.headers);
  expect([...cookies.keys()].sort()).toEqual(['__prerender_bypass', 'vitrine_preview']);
  const check = lake.requests.find((r) => r.query?.includes('sanity.previewUrlSecret'));
  expect(check).toMatchObject({ dataset: 'staging', perspective: 'raw', token: VIEWER_TOKEN });
  const page = await fetchPage(site.url, ARTICLE, 'html', cookieHeader(cookies));
  expect(page.body).toContain(STAGING_DRAFT_TITLE);

  // Inside the Studio's iframe, on another site: SameSite=None, Secure, Partitioned.
  const framed = await enable(
    { 'sanity-preview-secret': secret, 'sanity-preview-pathname': ARTICLE },
    { 'sec-fetch-dest': 'iframe', 'sec-fetch-site': 'cross-site' },
  );
  for (const line of setCookies(framed.headers).values()) {
    expect(line).toMatch(/; Secure/i);
    expect(line).toMatch(/; SameSite=none/i);
    expect(line).toMatch(/; Partitioned/i);
  }

  for (const [params, status] of [
    [{ 'sanity-preview-secret': 'not-the-secret', 'sanity-preview-pathname': ARTICLE }, 401],
    [{ 'sanity-preview-secret': '', 'sanity-preview-pathname': ARTICLE }, 401],
    [{ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '//evil.example' }, 400],
    [{ 'sanity-preview-secret': secret, 'sanity-preview-pathname': '/..//evil.example' }, 400],
    [{ 'sanity-preview-secret': secret, 'sanity-preview-pathname': 'https://evil.example/en' }, 400],
  ] as const) {
    const refused = await enable(params);
    expect(refused.status, JSON.stringify(params)).toBe(status);
    expect(refused.headers.getSetCookie(), JSON.stringify(params)).toEqual([]);
  }
});

test('freshness: a change published through the API shows once the webhook is answered, without a rebuild', async ({
  preview,
}, testInfo) => {
  test.setTimeout(150_000);
  const { site, lake } = preview;
  const title = 'Designing for calm, published just now';
  const body = JSON.stringify({ _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' });
  const webhook = (payload: string, signature?: string) =>
    fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...(signature ? { [SIGNATURE_HEADER]: signature } : {}) },
      body: payload,
    });
  const show = async (path: string) => (await fetchPage(site.url, path, 'html')).body;

  expect(await show(ARTICLE)).toContain(`>${PUBLISHED_TITLE}</h1>`);
  await lake.mutate([{ patch: { id: 'article-calm-en', set: { title } } }]);
  // Static: the published change is in the API, not on the site.
  expect(await show(ARTICLE)).not.toContain(title);

  // Refused webhooks revalidate nothing.
  const refused: [string, Response][] = [
    ['no signature', await webhook(body)],
    ['a signature made with another secret', await webhook(body, signWebhook(body, 'another-secret-0123456789'))],
    ['a signature of another body', await webhook(body, signWebhook(body.replace('en', 'fr'), WEBHOOK_SECRET))],
    [
      'a captured webhook replayed six minutes later',
      await webhook(body, signWebhook(body, WEBHOOK_SECRET, Date.now() - 6 * 60_000)),
    ],
  ];
  for (const [label, response] of refused) expect(response.status, label).toBe(401);
  // Over 64 KiB: refused before it is read, whatever the signature.
  const huge = JSON.stringify({ _id: 'article-calm-en', _type: 'article', padding: 'x'.repeat(70_000) });
  expect((await webhook(huge, signWebhook(huge, WEBHOOK_SECRET))).status).toBe(413);
  const malformed = '{"_id": "article-calm-en", ';
  expect((await webhook(malformed, signWebhook(malformed, WEBHOOK_SECRET))).status).toBe(400);
  const nameless = JSON.stringify({ title });
  expect((await webhook(nameless, signWebhook(nameless, WEBHOOK_SECRET))).status).toBe(400);
  await new Promise((resolve) => setTimeout(resolve, 500));
  const unchanged = await fetchPage(site.url, ARTICLE, 'html');
  expect(unchanged.body).not.toContain(title);
  expect(unchanged.headers.get('x-nextjs-cache')).toBe('HIT');

  // A signed webhook: the article, the lists that show it, and nothing else.
  const accepted = await webhook(body, signWebhook(body, WEBHOOK_SECRET));
  expect(accepted.status).toBe(200);
  expect(await accepted.json()).toEqual({ revalidated: ['type:article', 'id:article-calm-en'] });
  // The webhook renders the article again at once: the next visitors get the change, not a stale copy for long.
  // The page has no revalidation period: only the webhook can bring the change. How soon is for the bench (a
  // loaded machine stretches it); the delay seen is noted on the test.
  const webhookAnswered = Date.now();
  const heading = async () => /<h1[^>]*>([^<]*)<\/h1>/.exec(await show(ARTICLE))?.[1];
  await expect.poll(heading, { timeout: 45_000, intervals: [25, 100, 250] }).toBe(title);
  testInfo.annotations.push({ type: 'webhook → fresh article', description: `${Date.now() - webhookAnswered} ms` });
  // The lists that show it were asked for by the webhook and render again in the background: fresh within seconds.
  for (const path of ['/en/articles', '/en/map']) {
    await expect.poll(() => show(path), { message: path, timeout: 20_000 }).toContain(title);
  }
  const again = await fetchPage(site.url, ARTICLE, 'html');
  expect(again.headers.get('x-nextjs-cache')).toBe('HIT');
  // Every page's header reads the route index (it links the articles list only when there are articles), so an
  // article's webhook marks every page stale too: still served from the cache while it renders again, never
  // rendered for the visitor.
  const works = await fetchPage(site.url, '/en/works', 'html');
  expect(works.status).toBe(200);
  expect(['HIT', 'STALE']).toContain(works.headers.get('x-nextjs-cache'));
});

test('behind deploy/nginx.conf’s page cache, a change published with the webhook reaches visitors within 60 s', async ({
  preview,
}) => {
  test.setTimeout(150_000);
  const { site, lake } = preview;
  const proxy = await startNginx(site.url);
  try {
    const title = 'Designing for calm, published behind a cache';
    // Published just after nginx cached the page: the longest the cache can hold the old one.
    const published = await publishThroughCache({
      lake,
      proxy,
      webhookSecret: WEBHOOK_SECRET,
      ...CALM_ARTICLE,
      title,
      timeoutMs: 60_000,
    });
    console.log(
      `through nginx, the change showed ${published.seconds.toFixed(1)} s after the webhook (${published.reads})`,
    );
    // The cache did hold the page: the first reads after the webhook were answered from it.
    expect(published.reads).toMatch(/^HIT/);
    expect(published.seconds).toBeLessThanOrEqual(60);
    expect((await proxy.fetch(ARTICLE)).body).toContain(`>${title}</h1>`);
  } finally {
    await proxy.stop();
  }
});

test('live preview of a shared link: a draft edited in the preview API appears without a reload, no token in the page', async ({
  preview,
  page,
}) => {
  const { site, lake } = preview;
  await page.goto(`${site.url}${enablePath({ secret: E2E_PREVIEW_SECRET, redirect: ARTICLE })}`);
  const heading = page.getByRole('heading', { level: 1 });
  await expect(heading).toHaveText(STAGING_DRAFT_TITLE);
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  const typed = 'Designing for calm, typed a second ago';
  await lake.mutate([{ patch: { id: 'drafts.article-calm-en', set: { title: typed } } }], { dataset: 'staging' });
  // The server polls the drafts with its own token and says "change" on the page's event stream.
  await expect(heading).toHaveText(typed, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
  expect(await page.content()).not.toContain(VIEWER_TOKEN);
});

test('live preview in the Presentation tool: preview-kit reads the drafts in the editor’s browser', async ({
  preview,
  page,
}) => {
  const { site, lake, front } = preview;
  const secret = `studio-secret-live-${Date.now()}`;
  await storeStudioSecret(lake, secret, 'live');
  await page.goto(`${site.url}${enablePath({ 'sanity-preview-secret': secret, 'sanity-preview-pathname': ARTICLE })}`);
  const heading = page.getByRole('heading', { level: 1 });
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  // preview-kit connected to the Live Content API of the preview host, with the viewer token.
  await expect.poll(() => front.listeners, { timeout: 15_000 }).toBeGreaterThan(0);
  expect(front.requests.some((r) => r.path.includes('/data/live/events/staging'))).toBe(true);

  const typed = 'Designing for calm, typed in the Studio';
  await lake.mutate([{ patch: { id: 'drafts.article-calm-en', set: { title: typed } } }], { dataset: 'staging' });
  front.emit();
  await expect(heading).toHaveText(typed, { timeout: 10_000 });
  expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
});

test('the webhook renders the pages that show the change itself: with no visitor, every language’s home page reads the new settings', async ({
  preview,
}) => {
  const { site, lake } = preview;
  const body = JSON.stringify({ _id: 'siteSettings', _type: 'siteSettings' });
  lake.requests.length = 0;
  const response = await fetch(`${site.url}/api/revalidate`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, WEBHOOK_SECRET) },
    body,
  });
  expect(response.status).toBe(200);
  // Nothing here asks for a page: the route's own requests do, one page after another, and every one answers.
  const settingsRead = (locale: string) =>
    lake.requests.some((r) => r.tag === 'siteSettingsQuery' && r.params.locale === locale);
  await expect.poll(() => OFFERED.filter(settingsRead), { timeout: 30_000 }).toEqual([...OFFERED]);
});

test('a palette published in the site settings recolours every page after its webhook, even a page that was rendering when it came', async ({
  preview,
  browser,
}) => {
  test.setTimeout(240_000);
  const { site, lake } = preview;
  const webhook = async (document: Record<string, string>) => {
    const body = JSON.stringify(document);
    const response = await fetch(`${site.url}/api/revalidate`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SIGNATURE_HEADER]: signWebhook(body, WEBHOOK_SECRET) },
      body,
    });
    expect(response.status).toBe(200);
  };
  const calm = { _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' };
  const publish = async (primary: string) => {
    await lake.mutate([{ patch: { id: 'siteSettings', set: { 'ui.primary': primary } } }]);
    await webhook({ _id: 'siteSettings', _type: 'siteSettings' });
  };
  const page = await browser.newPage();
  const shade = async (path: string) => {
    await page.goto(`${site.url}${path}`);
    return page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary-500').trim());
  };
  try {
    expect(await shade('/en')).toBe('#10b981'); // emerald, as built
    // No render of /en under way (an earlier webhook's may still be): it answers from its cache, fresh.
    await expect
      .poll(
        async () => {
          const response = await fetch(`${site.url}/en`);
          await response.arrayBuffer();
          return response.headers.get('x-nextjs-cache');
        },
        { timeout: 60_000 },
      )
      .toBe('HIT');

    // An article change sends the home page to render again, and its home-page read is made slow (4 s): that
    // render reads the settings before the palette is published and stores its page after. Next would count
    // that page fresh, with the old palette, until another webhook.
    lake.requests.length = 0;
    lake.fault({ delayMs: 4000, match: (r) => r.tag === 'homePageQuery' && r.params.locale === 'en' });
    await lake.mutate([{ patch: { id: calm._id, set: { title: `${PUBLISHED_TITLE}, revised` } } }]);
    await webhook(calm);
    await (await fetch(`${site.url}/en`)).arrayBuffer();
    // That render begins now, or, if one already under way took the article change for old, when the
    // article webhook's own second mark sends /en to render again (25 s).
    await expect
      .poll(() => lake.requests.some((r) => r.tag === 'homePageQuery' && r.fault === 'delay'), { timeout: 45_000 })
      .toBe(true);
    await publish('violet');

    // Violet's 500, on pages that read only the settings (home, contact) and one that reads more (an article).
    for (const path of ['/en', `/${SECOND}/contact`, ARTICLE])
      await expect.poll(() => shade(path), { message: path, timeout: 60_000 }).toBe('#8b5cf6');
    const link = await page.evaluate(() => getComputedStyle(document.documentElement).getPropertyValue('--primary'));
    expect(['#a78bfa', '#c4b5fd', '#8b5cf6']).toContain(link.trim()); // a violet shade the dark scheme picks for contrast
  } finally {
    lake.clearFaults();
    await lake.mutate([{ patch: { id: calm._id, set: { title: PUBLISHED_TITLE } } }]);
    await webhook(calm);
    await publish('emerald');
    await page.close();
  }
});
