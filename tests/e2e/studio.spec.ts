/**
 * The owner's round trip, in a browser. The Studio as built (studio/dist, no
 * project: the local Content Lake is its API host) is served by the lake over
 * HTTP/2 and TLS, trusted the way `npm run studio` trusts it: the local CA in
 * the NSS database of the browser's $HOME (a temporary one), never a flag.
 * The lake edits a copy of the dataset folder; the dev site (`next dev`, the
 * local source, as `npm run dev` runs it) reads that folder; a site built on
 * the Sanity source reads the lake and is refreshed by its webhook.
 *
 * Every request that leaves loopback is blocked, and fails the test unless it
 * is one of the calls the Studio makes to Sanity's own services whatever its
 * configuration (SANITY_SERVICES); every route the lake does not know fails it too.
 */
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, test as base, type Browser, type BrowserContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import type { Lake, SanityDocument } from '@vitrine/studio/lake';
import { languageName, languageTag, locales } from '@vitrine/schemas';
import { postContactForm } from '../support/contact-form.ts';
import { publishedDocuments } from '../support/dataset.ts';
import { FIRST, OFFERED, SECOND } from '../support/languages.ts';
import { messages } from '../support/messages.ts';
import { startOwnerMachine, startOwnerSites } from '../support/owner.ts';
import type { RunningSite } from '../support/server.ts';
const WEBHOOK_SECRET = 'studio-spec-webhook-secret-0123';

/**
 * What the Studio 6.16 build asks of Sanity's services whatever its configuration: blocked like
 * everything off loopback, but expected. Nothing else may leave the machine.
 */
const SANITY_SERVICES = [
  /^https:\/\/core\.sanity-cdn\.com\/bridge\.js$/, // `sanity build` adds Sanity's dashboard bridge to index.html
  /^https:\/\/design-system-static\.sanity\.io\/InterVariable-[\w-]+\.woff2$/, // its font, from its stylesheet
  /^https:\/\/sanity-cdn\.com\/v1\/modules\/sanity\//, // its version check, at start and every 15 minutes
  /^https:\/\/api\.sanity\.io\/vX\/intake\//, // its error tunnel, which ignores the API host
];

interface Owner {
  lake: Lake;
  /** A page of the Studio as the owner opens it, the secret in its fragment (tests/support/owner.ts). */
  studioUrl(path: string): string;
  /** The owner's dataset folder (a copy of schemas/dataset). */
  dataDir: string;
  /** A browser whose $HOME trusts the lake's CA, as the owner's does after `npm run studio`. */
  browser: Browser;
  /** `next dev` on the local source, reading `dataDir`. */
  dev: RunningSite;
  /** A site built on the Sanity source against the lake, refreshed by the lake's webhook. */
  built: RunningSite;
}

const test = base.extend<object, { owner: Owner }>({
  owner: [
    async ({}, use) => {
      const machine = await startOwnerMachine();
      expect(machine.trusted.steps.map((step) => step.outcome)).toContain('added');
      const { lake, dataDir } = machine;
      const { dev, built, stop } = await startOwnerSites(machine, {
        distDir: '.next-studio',
        webhookSecret: WEBHOOK_SECRET,
      });
      const browser = await machine.launchBrowser();
      await use({ lake, studioUrl: machine.studioUrl, dataDir, browser, dev, built });
      await browser.close();
      await stop();
      await machine.remove();
    },
    { scope: 'worker', timeout: 1_200_000 },
  ],
});

test.describe.configure({ mode: 'serial' });
// Each test waits on a Studio, a dev site and a built site on two cores: room for a loaded CI, no speed asked.
test.setTimeout(480_000);

/** A browser tab of the Studio, and the requests it tried to send off loopback that Sanity's services do not explain. */
async function studio(owner: Owner): Promise<{ context: BrowserContext; page: Page; offsite: string[] }> {
  const context = await owner.browser.newContext({ viewport: { width: 1440, height: 900 } });
  const offsite: string[] = [];
  await context.route('**/*', (route) => {
    const url = new URL(route.request().url());
    // `<projectId>.localhost` is loopback too: the Studio's SDK asks for the user there (its project hostname).
    if (url.hostname === 'localhost' || url.hostname.endsWith('.localhost') || url.hostname === '127.0.0.1')
      return route.continue();
    if (!SANITY_SERVICES.some((pattern) => pattern.test(url.href))) offsite.push(url.href);
    return route.abort('blockedbyclient');
  });
  return { context, page: await context.newPage(), offsite };
}

test.afterEach(({ owner }) => {
  expect(owner.lake.unknownRoutes).toEqual([]);
  // The Studio, the dev site and the built site ask nothing the lake's gate refuses.
  expect(owner.lake.refused).toEqual([]);
});

const documentOf = (lake: Lake, id: string) => lake.getDocuments().find((doc) => doc._id === id);
const fileText = (owner: Owner) => readFileSync(join(owner.dataDir, 'data.ndjson'), 'utf8');
/**
 * The language the owner edits in (the list's second offered one, the default with one language), its home page
 * and that page's hero section as the demo dataset has them.
 */
const LANGUAGE = SECOND;
const HOME = publishedDocuments().find((doc) => doc._id === `page-home-${LANGUAGE}`) as SanityDocument & {
  title: string;
  body: { _type: string; heading: string; text: string }[];
};
const HERO = HOME.body.find((section) => section._type === 'heroSection')!;
const settingsValue = (doc: Record<string, any>, field: 'job', language: string) =>
  (doc.profile[field] as { language: string; value: string; _key: string }[]).find(
    (item) => item.language === language,
  );

const fileLine = (owner: Owner, id: string) =>
  fileText(owner)
    .split('\n')
    .find((line) => line.includes(`"_id":"${id}"`));
const html = async (url: string) => {
  const response = await fetch(url);
  return { status: response.status, text: await response.text() };
};

/** Opens a document in the Studio's desk and waits for its form. */
async function open(
  page: Page,
  owner: Owner,
  type: string,
  id: string,
  field: string,
  perspective?: 'published',
): Promise<void> {
  await page.goto(
    owner.studioUrl(`/intent/edit/id=${id};type=${type}${perspective ? `?perspective=${perspective}` : ''}`),
  );
  await expect(page.locator(`[data-testid="field-${field}"]`).first()).toBeVisible({ timeout: 90_000 });
}

/** A field's input by its path (`profile.name`, `profile.job[_key=="…"].value`: the test id quoted as a CSS string). */
const input = (page: Page, path: string) =>
  page.locator(`[data-testid=${JSON.stringify(`field-${path}`)}] input`).first();

/** Publishes the open document, and waits until the lake holds it published, its draft gone. */
async function publish(page: Page, lake: Lake, id: string): Promise<number> {
  await expect(page.getByTestId('action-publish')).toBeEnabled({ timeout: 30_000 });
  const clicked = Date.now();
  await page.getByTestId('action-publish').click();
  await expect.poll(() => documentOf(lake, `drafts.${id}`), { timeout: 30_000 }).toBeUndefined();
  await lake.settled();
  return clicked;
}

test('the desk, then Settings: the name and a job title in another language, published, reach the file, the dev site and the built site', async ({
  owner,
}, testInfo) => {
  const { lake, dev, built } = owner;
  const { context, page, offsite } = await studio(owner);
  const name = 'Lívia Vilar Duarte';
  const job = 'Designer produit et développeuse web';

  await page.goto(owner.studioUrl('/structure'));
  for (const title of [
    'Settings',
    'Pages',
    'Articles',
    'Works',
    'Partners',
    'Guardians',
    'Credits',
    'Redirects',
    'Inbox',
  ]) {
    await expect(page.getByRole('link', { name: title, exact: true })).toBeVisible({ timeout: 90_000 });
  }
  // Each desk item's icon is an SVG from @sanity/icons (no emoji, which has no glyph on this machine).
  await expect(page.getByRole('link', { name: 'Guardians', exact: true }).locator('svg[data-sanity-icon]')).toHaveCount(
    2,
  );

  // Both sites as they were: the dev site has compiled the home page, the built site prerendered it.
  for (const site of [dev, built]) expect((await html(`${site.url}/${LANGUAGE}`)).text).not.toContain(job);

  await page.getByRole('link', { name: 'Settings', exact: true }).click();
  await expect(input(page, 'profile.name')).toHaveValue('Lívia Vilar', { timeout: 60_000 });
  await input(page, 'profile.name').fill(name);
  const jobKey = settingsValue(
    publishedDocuments().find((doc) => doc._id === 'siteSettings')!,
    'job',
    LANGUAGE,
  )!._key;
  await input(page, `profile.job[_key=="${jobKey}"].value`).fill(job);
  // Drafts are saved to the file as the owner types.
  await expect.poll(() => fileLine(owner, 'drafts.siteSettings') ?? '', { timeout: 30_000 }).toContain(job);

  const published = await publish(page, lake, 'siteSettings');
  const line = fileLine(owner, 'siteSettings')!;
  expect(line).toContain(`"name":"${name}"`);
  expect(settingsValue(JSON.parse(line), 'job', LANGUAGE)?.value).toBe(job);
  expect(fileLine(owner, 'drafts.siteSettings')).toBeUndefined();

  // The dev site, on its next request.
  const onDev = await html(`${dev.url}/${LANGUAGE}`);
  expect(onDev.text).toContain(name);
  expect(onDev.text).toContain(job);
  const devMs = Date.now() - published;
  // The built site, once the webhook has been answered.
  await expect.poll(async () => (await html(`${built.url}/${LANGUAGE}`)).text, { timeout: 30_000 }).toContain(job);
  const builtMs = Date.now() - published;
  expect((await html(`${built.url}/${LANGUAGE}`)).text).toContain(name);
  expect(lake.webhooks).toContainEqual(expect.objectContaining({ documentId: 'siteSettings', status: 200 }));
  const timing = `dev site ${devMs} ms, built site through the webhook ${builtMs} ms`;
  testInfo.annotations.push({ type: 'publish → fresh page', description: timing });
  console.log(`publish → fresh page: ${timing}`);

  expect(offsite).toEqual([]);
  await context.close();
});

test('an article translated into another language through the Translations menu, with an uploaded cover, shows at its path in that language', async ({
  owner,
}) => {
  // Translating needs a language to translate into: a one-language list has no Translations menu to test.
  test.skip(OFFERED.length < 2, 'one language: nothing to translate into');
  const { lake, dev } = owner;
  const { context, page, offsite } = await studio(owner);
  const title = 'Notes d’une rencontre lisboète sur le mouvement accessible';
  const slug = 'notes/rencontre-mouvement-accessible';
  const cover = await sharp({
    create: { width: 1200, height: 750, channels: 3, background: { r: 30, g: 90, b: 120 } },
  })
    .png()
    .toBuffer();

  await open(page, owner, 'article', `article-motion-meetup-${FIRST}`, 'title');
  await page.getByTestId('document-internationalization-menu').click();
  const languageName = locales.find((entry) => entry.code === LANGUAGE)!.name;
  await page.getByRole('button', { name: new RegExp(languageName) }).click();
  const isTranslation = (doc: SanityDocument) =>
    doc._type === 'article' &&
    doc.language === LANGUAGE &&
    doc._id.startsWith('drafts.') &&
    !doc._id.includes('motion-meetup');
  await expect.poll(() => lake.getDocuments().filter(isTranslation).length, { timeout: 30_000 }).toBe(1);
  const draftId = lake.getDocuments().find(isTranslation)!._id;
  const id = draftId.replace(/^drafts\./, '');

  await open(page, owner, 'article', id, 'title');
  await input(page, 'title').fill(title);
  await input(page, 'slug').fill(slug);
  // The translation starts as a copy of the English article, cover included: replace it through the image's menu.
  await page.getByRole('button', { name: 'Open image options menu' }).click();
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('menuitem', { name: /^Upload/ }).click();
  await (await chooser).setFiles({ name: 'couverture.png', mimeType: 'image/png', buffer: cover });
  const uploaded = () => (documentOf(lake, draftId)?.cover as { asset?: { _ref?: string } } | undefined)?.asset?._ref;
  await expect.poll(uploaded, { timeout: 60_000 }).toMatch(/^image-[0-9a-f]{40}-1200x750-png$/);
  const assetId = uploaded()!;
  await publish(page, lake, id);

  // In the files: the new article, its cover an export reference to the uploaded image.
  const file = assetId.replace(/^image-/, '').replace(/-png$/, '.png');
  expect(existsSync(join(owner.dataDir, 'images', file))).toBe(true);
  expect(fileLine(owner, id)).toContain(`"_sanityAsset":"image@file://./images/${file}"`);
  // Linked to the original article as its translation.
  const translations = lake
    .getDocuments()
    .find(
      (doc) => doc._type === 'translation.metadata' && JSON.stringify(doc).includes(`"article-motion-meetup-${FIRST}"`),
    );
  expect(JSON.stringify(translations)).toContain(`"_ref":"${id}"`);

  // On the dev site: the article in its language, with the uploaded cover.
  const page_ = await html(`${dev.url}/${LANGUAGE}/articles/${slug}`);
  expect(page_.status).toBe(200);
  expect(page_.text).toContain(title);
  const sha1 = file.slice(0, 40);
  const src = new RegExp(`src="([^"]*${sha1}[^"]*)"`).exec(page_.text)?.[1];
  expect(src, 'the cover image is on the page').toBeTruthy();
  const image = await fetch(new URL(src!.replace(/&amp;/g, '&'), dev.url));
  expect(image.status).toBe(200);
  expect(image.headers.get('content-type')).toMatch(/^image\//);

  expect(offsite).toEqual([]);
  await context.close();
});

test('a page unpublished in the Studio answers 404 after the webhook, no link on the site points to it, and the Studio warns on the link to it', async ({
  owner,
}) => {
  const { lake, built } = owner;
  const { context, page, offsite } = await studio(owner);
  // A page of the owner's, published by API and linked from the lists the site makes and from a button of the
  // process page. A copy of the process page without its validate rule, which allows that page's own path only
  // (/en/studio/process).
  const { validate: _processPathOnly, ...process } = documentOf(lake, 'page-process-en')!;
  const button = (process.body as { _key: string; secondary?: { href: string } }[]).find(
    (section) => section.secondary,
  )!;
  await lake.mutate([
    {
      createOrReplace: {
        ...process,
        _id: 'page-workshop-en',
        title: 'Workshops',
        slug: { _type: 'slug', current: 'studio/workshops' },
      },
    },
    {
      patch: {
        id: 'page-process-en',
        set: { [`body[_key=="${button._key}"].secondary.href`]: '/en/studio/workshops' },
      },
    },
  ]);
  await lake.settled();
  await expect.poll(async () => (await html(`${built.url}/en/studio/workshops`)).status, { timeout: 30_000 }).toBe(200);
  await expect
    .poll(async () => (await html(`${built.url}/en/map`)).text, { timeout: 30_000 })
    .toContain('href="/en/studio/workshops"');

  // Studio 5 offers Unpublish in the Published perspective only (in Drafts it is hidden): the owner switches to it.
  await open(page, owner, 'page', 'page-workshop-en', 'title', 'published');
  await page.getByTestId('action-unpublish').click();
  await page.getByRole('button', { name: 'Unpublish now' }).click();
  await expect.poll(() => documentOf(lake, 'page-workshop-en'), { timeout: 30_000 }).toBeUndefined();
  await lake.settled();
  expect(documentOf(lake, 'drafts.page-workshop-en')).toBeDefined();

  await expect.poll(async () => (await html(`${built.url}/en/studio/workshops`)).status, { timeout: 30_000 }).toBe(404);
  // A revalidated page is stale, not gone: its first request after the webhook may still get the old copy while
  // it renders again (stale-while-revalidate), so each page is read until the link has left it.
  for (const path of ['/en', '/en/map', '/en/studio/process', '/en/about', '/sitemap.xml']) {
    await expect
      .poll(async () => (await html(`${built.url}${path}`)).text.includes('/en/studio/workshops'), {
        message: `${path} still links to the unpublished page`,
        timeout: 30_000,
      })
      .toBe(false);
  }

  // The Studio warns on the button that still links to it, with the content check's words.
  const tab = await context.newPage();
  await open(tab, owner, 'page', 'page-process-en', 'title', 'published');
  // The document's Validation panel opens from a button the Studio shows only while the document has a marker.
  const validation = tab.getByRole('button', { name: 'Validation' }).first();
  await expect(validation).toBeVisible({ timeout: 30_000 });
  await validation.click();
  await expect(
    tab
      .getByText(`Nothing is published at /en/studio/workshops in ${languageName('en')}: the site shows this link`)
      .first(),
  ).toBeVisible({ timeout: 30_000 });

  expect(offsite).toEqual([]);
  await context.close();
});

test('a message sent from the site’s contact form appears in the Studio’s Inbox', async ({ owner }) => {
  const { built } = owner;
  const { context, page, offsite } = await studio(owner);
  await page.goto(owner.studioUrl('/structure/inbox'));
  await expect(page.getByText('Speaking at Design Systems Lisbon?').first()).toBeVisible({ timeout: 90_000 });

  const sent = await postContactForm(built.url, 'en', {
    fullName: 'Inès Moreau',
    email: 'ines@example.com',
    subject: 'A portfolio review',
    message: 'Could we talk about a review of my portfolio next month?',
  });
  expect(sent.html).toContain('Thank you, Inès Moreau!');

  // The open Inbox shows it without a reload: the lake tells the Studio's listener.
  await expect(page.getByText('A portfolio review').first()).toBeVisible({ timeout: 30_000 });
  await page.getByText('A portfolio review').first().click();
  // The message is a text field: the form shows it in a textarea once the document pane has loaded.
  await expect(page.locator('[data-testid="field-message"] textarea')).toHaveValue(
    'Could we talk about a review of my portfolio next month?',
    { timeout: 60_000 },
  );

  expect(offsite).toEqual([]);
  await context.close();
});

test('Presentation opens a home page in draft mode on the dev site, its document beside it, and shows an unpublished edit live', async ({
  owner,
}) => {
  const { lake, dev } = owner;
  const { context, page, offsite } = await studio(owner);
  const draft = 'Une introduction en brouillon, pas encore publiée.';
  const published = HERO.text.slice(0, 16);

  await page.goto(owner.studioUrl(`/presentation?preview=${encodeURIComponent(`${dev.url}/${LANGUAGE}`)}`));
  const preview = page.frameLocator('iframe').first();
  // Draft mode: the site's banner says so, in the page's language.
  await expect(preview.locator(`html[lang="${languageTag(LANGUAGE)}"]`)).toHaveCount(1, { timeout: 120_000 });
  await expect(preview.getByText(messages(LANGUAGE).PreviewBanner.label)).toBeVisible({ timeout: 120_000 });
  // Visual Editing is connected: the page on screen opened its document (the home page) beside it, and the Studio
  // offers the overlays' edit mode (it disables it while it cannot reach the page).
  await expect(page.getByRole('heading', { name: HOME.title })).toBeVisible({ timeout: 60_000 });
  await expect(page.getByRole('checkbox', { name: 'Edit' })).toBeEnabled({ timeout: 60_000 });
  await expect(page.getByText('Unable to connect')).toHaveCount(0);

  // The home's introduction (its hero section's text, under the owner's name), edited and not published, shows in
  // the preview.
  await page.getByRole('button', { name: `${HERO.heading} Hero` }).click();
  const intro = page.getByRole('textbox', { name: 'Text', exact: true });
  await expect(intro).toHaveValue(HERO.text, { timeout: 60_000 });
  await intro.fill(draft);
  await expect(preview.getByText(draft).first()).toBeVisible({ timeout: 60_000 });

  // Unpublished: visitors still get the published introduction.
  const visitors = (await html(`${dev.url}/${LANGUAGE}`)).text;
  expect(visitors).toContain(published);
  expect(visitors).not.toContain(draft);
  expect(JSON.stringify(documentOf(lake, `drafts.page-home-${LANGUAGE}`))).toContain(draft);

  expect(offsite).toEqual([]);
  await context.close();
});
