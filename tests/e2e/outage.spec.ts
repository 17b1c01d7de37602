/**
 * A Content Lake outage never takes a page down. One build of the site
 * against the local Content Lake; then the API refuses
 * connections, answers 500s, or hangs, and every page keeps answering 200
 * with its last good content: before a webhook, after a webhook expired its
 * tags, and after a restart. A message sent meanwhile is kept and delivered
 * once the API answers again, stored once.
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { postContactForm } from '../support/contact-form.ts';
import { postWebhook } from '../preview/webhook.ts';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { DATASET_DIR, localized, newArticle } from '../support/dataset.ts';
import { FIRST, SECOND, THIRD } from '../support/languages.ts';
import { generateBuild, startSite, type RunningSite } from '../support/server.ts';

const WEBHOOK_SECRET = 'outage-webhook-secret-0123456789';
const WRITE_TOKEN = 'outage-editor-token';
/** A nested page of a language (a catch-all route). */
const nested = (locale: string) => localized('page').find((p) => p.locale === locale && p.slug.includes('/'))!;
const PAGES = [
  `/${FIRST}`,
  `/${SECOND}/about`,
  `/${THIRD}/articles`,
  '/en/articles/designing-for-calm',
  `/${SECOND}/contact`,
  `/${THIRD}/${nested(THIRD).slug}`,
];

interface Outage {
  lake: Lake;
  env: Record<string, string>;
  dataDir: string;
}

const test = base.extend<object, { outage: Outage }>({
  outage: [
    async ({}, use) => {
      const lake = await startLake({
        datasetDir: DATASET_DIR,
        loadOptions: { assetBaseUrl: 'https://cdn.sanity.io/images/outage/production' },
        idleTimeoutMs: 0,
      });
      const dataDir = mkdtempSync(join(tmpdir(), 'vitrine-outage-'));
      const env = {
        SANITY_PROJECT_ID: 'outage',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
        SANITY_API_WRITE_TOKEN: WRITE_TOKEN,
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        VITRINE_DATA_DIR: dataDir,
        CONTACT_MIN_FILL_TIME: '0',
        NEXT_DIST_DIR: '.next-outage',
        // The build prerenders the first two list pages' articles (2 per language); the older ones render on demand.
        LIST_PAGE_SIZE: '1',
      };
      await generateBuild(env.NEXT_DIST_DIR, env);
      await use({ lake, env, dataDir });
      await lake.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 600_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

const get = async (site: RunningSite, path: string) => {
  const response = await fetch(`${site.url}${path}`);
  return { status: response.status, body: await response.text() };
};

const webhook = (site: RunningSite, document: object) => postWebhook(site.url, document, WEBHOOK_SECRET);

const down = (lake: Lake, kind: 'refused' | '500' | 'hang') =>
  lake.fault({
    ...(kind === 'refused' ? { drop: true } : kind === '500' ? { status: 500 } : { delayMs: 60_000 }),
    times: 1_000_000,
  });

const inbox = (lake: Lake) =>
  lake.getDocuments().filter((doc) => doc._type === 'contactMessage' && doc._id.startsWith('inbox.'));
/** Names of the messages this test sent that reached the inbox (the demo dataset holds a few of its own). */
const delivered = (lake: Lake, before: Set<string>) =>
  inbox(lake)
    .filter((doc) => !before.has(doc._id))
    .map((doc) => String(doc.name))
    .sort();

for (const kind of ['refused', '500', 'hang'] as const) {
  test(`the API ${kind === 'refused' ? 'refuses connections' : kind === '500' ? 'answers 500' : 'hangs'}: every page answers 200 with its last good content`, async ({
    outage,
  }) => {
    test.setTimeout(180_000);
    const { lake, env } = outage;
    let site = await startSite(env);
    try {
      for (const path of PAGES) expect((await get(site, path)).status, path).toBe(200);
      const before = await get(site, '/en');

      down(lake, kind);
      for (const path of PAGES) expect((await get(site, path)).status, `${path}, before a webhook`).toBe(200);

      // A webhook during the outage marks every page that shows the settings as stale; their next render fails.
      expect((await webhook(site, { _id: 'siteSettings', _type: 'siteSettings' })).status).toBe(200);
      expect(
        (await webhook(site, { _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' }))
          .status,
      ).toBe(200);
      for (let round = 0; round < 3; round++) {
        for (const path of PAGES) {
          const page = await get(site, path);
          expect(page.status, `${path}, after a webhook (round ${round})`).toBe(200);
        }
      }
      expect((await get(site, '/en')).body).toContain('Lívia Vilar');
      // The contact page still shows its form.
      expect((await get(site, `/${SECOND}/contact`)).body).toContain('name="token"');

      // A restart while the API is still down.
      await site.stop();
      site = await startSite(env);
      const restarted = performance.now();
      for (const path of PAGES) expect((await get(site, path)).status, `${path}, after a restart`).toBe(200);
      // An unknown path is still a 404 (the route index kept from the last good read), not an error.
      expect((await get(site, '/en/nothing-here')).status).toBe(404);
      expect(before.status).toBe(200);

      // Failures are logged once a minute, not once per request: at most one line for each thing that failed.
      const lines = site
        .output()
        .split('\n')
        .filter((line) => line.includes('[content] Could not refresh'));
      const what = lines.map((line) => /Could not refresh (\w+)/.exec(line)![1]!);
      expect(what.length).toBeGreaterThan(0);
      const minutes = Math.floor((performance.now() - restarted) / 60_000);
      for (const key of new Set(what))
        expect(what.filter((k) => k === key).length, key).toBeLessThanOrEqual(1 + minutes);
    } finally {
      lake.clearFaults();
      await site.stop();
    }
  });
}

test('a message sent while the API refuses writes is kept, then delivered once it answers, stored once', async ({
  outage,
}) => {
  test.setTimeout(120_000);
  const { lake, env, dataDir } = outage;
  const site = await startSite(env);
  const before = new Set(inbox(lake).map((doc) => doc._id));
  try {
    down(lake, '500');
    const sent = await postContactForm(site.url, 'en', {
      fullName: 'Kept Locally',
      email: 'kept@example.com',
      subject: 'During the outage',
      message: 'This was written while the Content Lake was down.',
    });
    expect(sent.html).toContain('Thank you, Kept Locally!');
    expect(inbox(lake).filter((doc) => doc.name === 'Kept Locally')).toHaveLength(0);
    expect(readFileSync(join(dataDir, 'outbox.ndjson'), 'utf8')).toContain('Kept Locally');

    lake.clearFaults();
    // The next write that goes through delivers what was waiting.
    await postContactForm(site.url, 'en', {
      fullName: 'After The Outage',
      email: 'after@example.com',
      subject: 'Back again',
      message: 'The Content Lake answers again, and this goes straight in.',
    });
    await expect.poll(() => delivered(lake, before)).toEqual(['After The Outage', 'Kept Locally']);
    // A later delivery round finds nothing more to send: still one of each.
    await postContactForm(site.url, 'en', {
      fullName: 'Third Sender',
      email: 'third@example.com',
      subject: 'Once more',
      message: 'One more message, to run delivery again.',
    });
    await expect.poll(() => delivered(lake, before)).toEqual(['After The Outage', 'Kept Locally', 'Third Sender']);
  } finally {
    lake.clearFaults();
    await site.stop();
  }
});

test('when the API answers again, the next webhook brings fresh content, without a rebuild', async ({ outage }) => {
  const { lake, env } = outage;
  const site = await startSite(env);
  try {
    const title = 'Designing for calm, after the outage';
    await lake.mutate([{ patch: { id: 'article-calm-en', set: { title } } }]);
    expect(
      (await webhook(site, { _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' }))
        .status,
    ).toBe(200);
    await expect
      .poll(async () => (await get(site, '/en/articles/designing-for-calm')).body, { timeout: 20_000 })
      .toContain(`>${title}</h1>`);
  } finally {
    await site.stop();
  }
});

test('an article published after the build is served at its own path once the webhook names it, without a rebuild', async ({
  outage,
}) => {
  const { lake, env } = outage;
  const site = await startSite(env);
  try {
    const slug = 'published-after-the-build';
    expect((await get(site, `/en/articles/${slug}`)).status).toBe(404);
    await lake.mutate([{ create: newArticle('article-after-build-en', slug, 'Published after the build') }]);
    const named = await webhook(site, { _id: 'article-after-build-en', _type: 'article', slug, language: 'en' });
    expect(named.status).toBe(200);
    await expect.poll(async () => (await get(site, `/en/articles/${slug}`)).status, { timeout: 5000 }).toBe(200);
    expect((await get(site, `/en/articles/${slug}`)).body).toContain('>Published after the build</h1>');
  } finally {
    await site.stop();
  }
});

test('an article rendered on its first request while the API is down answers 404, then renders and is kept once it answers', async ({
  outage,
}) => {
  test.setTimeout(120_000);
  const { lake, env } = outage;
  // The demo's English-only article standing in for its translation, third in the list: left to its first
  // request, never requested by another test, and read by no feed (whose reads the data cache would keep).
  const path = `/${SECOND}/articles/notes/accessible-motion-meetup`;
  const site = await startSite(env);
  try {
    down(lake, 'refused');
    for (let round = 0; round < 2; round++) {
      const page = await get(site, path);
      // Next's not-found answer of a page (its 404 screen draws itself once the page's script runs), kept by no cache.
      expect(page.status, `round ${round}`).toBe(404);
      expect(page.body).toMatch(/<meta name="robots" content="noindex/);
      expect(page.body).not.toContain('Notes from a Lisbon meetup on accessible motion');
    }
    lake.clearFaults();
    const rendered = await get(site, path);
    expect(rendered.status).toBe(200);
    expect(rendered.body).toContain('>Notes from a Lisbon meetup on accessible motion</h1>');
    const card = /<meta property="og:image" content="https?:\/\/[^/]+([^"]+)"/
      .exec(rendered.body)![1]!
      .replaceAll('&amp;', '&');
    expect((await fetch(`${site.url}${card}`)).status).toBe(200);
    // Kept: it answers while the API is down again, and so does its card.
    down(lake, 'refused');
    expect((await get(site, path)).status).toBe(200);
    expect((await fetch(`${site.url}${card}`)).status).toBe(200);
  } finally {
    lake.clearFaults();
    await site.stop();
  }
});
