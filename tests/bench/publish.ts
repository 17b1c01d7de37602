/**
 * The bench's publish figures: from the owner's click on Publish in the Studio
 * (built, served by the local Content Lake, in Chromium) to the first request
 * that returns the new content, on the dev site (`next dev` reading the dataset
 * folder the lake writes) and on a site built on the Sanity source, refreshed
 * by the lake's webhook; and where that time goes, from the lake's own log
 * (when it received the Studio's action and answered it, when it sent the
 * webhook and had its answer), the dataset folder (when the file was renamed
 * into place) and the requests themselves. Each site is asked again and again,
 * one request at a time, as an owner reloads, by its own publish, and each as
 * the owner runs it: the dev site's publishes without the webhook (`npm run
 * studio` sends none unless LAKE_WEBHOOK_URL is set), so the built site's
 * renders of eight pages do not share the two cores with the dev site's one.
 * The studio spec runs both chains as a test, without figures.
 */
import { mkdtempSync, readFileSync, rmSync, watch } from 'node:fs';
import { loadavg, tmpdir } from 'node:os';
import { join } from 'node:path';
import type { BrowserContext, Page } from '@playwright/test';
import { datasetText, writeFileAtomic, type Lake } from '@vitrine/studio/lake';
import { publishedDocuments } from '../support/dataset.ts';
import { SECOND } from '../support/languages.ts';
import { startOwnerMachine, startOwnerSites, type OwnerMachine } from '../support/owner.ts';

/** From the click to the first request that returns the new content (the owner's target). */
export const PUBLISH_TARGETS_MS = { dev: 2_000, built: 3_000 } as const;
const WEBHOOK_SECRET = 'bench-publish-webhook-secret-0123';
/** The page the owner looks at: their home page in the list's second language, which shows the job title. */
const LANGUAGE = SECOND;
const FRESH_TIMEOUT_MS = 60_000;
const WARM_REQUESTS = 8;

export type Site = 'dev' | 'built';

/** One publish, each moment in ms after the click (null: it did not happen, e.g. no webhook for the dev site). */
export interface PublishTimeline {
  site: Site;
  /** The lake received the Studio's publish action, and answered it (committed: listeners told, file and webhook under way). */
  actionReceived: number;
  actionAnswered: number;
  /** The dataset file renamed into place with the new content. */
  fileWritten: number | null;
  /** The lake sent the webhook, and the site answered it (tags marked stale). */
  webhookSent: number | null;
  webhookAnswered: number | null;
  /** The request that first returned the new content: when it was sent, and when its body had arrived (the total). */
  freshSent: number;
  fresh: number;
  /** Requests that returned the old content after the file was written (dev) or the webhook answered (built). */
  staleAfter: number;
}

export interface PublishFigures {
  timelines: PublishTimeline[];
  /** The lake's raw write of the dataset file (temporary file, fsync, rename, fsync of the folder), median ms. */
  rawWriteMs: number;
  /** Each site's answer for the page before any publish, median of the last 3 of `WARM_REQUESTS` requests. */
  unchangedMs: Record<Site, number>;
  /** The load average when the runs began and when they ended. */
  load: [number[], number[]];
}

export const median = (values: number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle]! : (sorted[middle - 1]! + sorted[middle]!) / 2;
};

/** Blocks every request that leaves loopback: the Studio's calls to Sanity's services fail fast, as offline. */
async function loopbackOnly(context: BrowserContext): Promise<void> {
  await context.route('**/*', (route) => {
    const { hostname } = new URL(route.request().url());
    return hostname === 'localhost' || hostname.endsWith('.localhost') || hostname === '127.0.0.1'
      ? route.continue()
      : route.abort('blockedbyclient');
  });
}

const jobKey = (): string => {
  const settings = publishedDocuments().find((doc) => doc._id === 'siteSettings') as
    { profile: { job: { language: string; _key: string }[] } } | undefined;
  const key = settings?.profile.job.find((item) => item.language === LANGUAGE)?._key;
  if (!key) throw new Error(`The demo settings have no job title in ${LANGUAGE} to edit.`);
  return key;
};

/** Asks `url` one request after another until one returns `text`; counts the old answers that came after `since()`. */
async function firstFresh(
  url: string,
  text: string,
  since: () => number | null,
): Promise<{ sent: number; at: number; staleAfter: number }> {
  const deadline = Date.now() + FRESH_TIMEOUT_MS;
  let staleAfter = 0;
  while (Date.now() < deadline) {
    const sent = Date.now();
    const response = await fetch(url).catch(() => null);
    const body = response ? await response.text() : '';
    const at = Date.now();
    if (body.includes(text)) return { sent, at, staleAfter };
    const mark = since();
    if (mark !== null && sent >= mark) staleAfter++;
  }
  throw new Error(`${url} did not show "${text}" within ${FRESH_TIMEOUT_MS / 1000} s of the publish`);
}

/** When `data.ndjson` is next renamed into place in `dir` with `text` in the published document `id`. */
function fileRenamed(dir: string, id: string, text: string): { at(): number | null; close(): void } {
  let at: number | null = null;
  const published = (): boolean => {
    try {
      const line = readFileSync(join(dir, 'data.ndjson'), 'utf8')
        .split('\n')
        .find((candidate) => candidate.includes(`"_id":"${id}"`));
      return line?.includes(text) ?? false;
    } catch {
      return false;
    }
  };
  const watcher = watch(dir, (_event, name) => {
    if (at === null && name === 'data.ndjson' && published()) at = Date.now();
  });
  return { at: () => at, close: () => watcher.close() };
}

async function publishOnce(
  page: Page,
  machine: OwnerMachine,
  siteUrl: string,
  site: Site,
  run: number,
): Promise<PublishTimeline> {
  const { lake } = machine;
  const job = `Bench job title ${site} ${run} ${Date.now().toString(36)}`;
  const field = page.locator(`[data-testid=${JSON.stringify(`field-profile.job[_key=="${jobKey()}"].value`)}] input`);
  await field.first().fill(job);
  // The draft is saved (the Studio sends edits as the owner types) before the click, as an owner would see it.
  await waitFor(() => JSON.stringify(documentOf(lake, 'drafts.siteSettings') ?? '').includes(job), 30_000);
  const button = page.getByTestId('action-publish');
  await waitFor(async () => await button.isEnabled(), 30_000);
  const renamed = fileRenamed(machine.dataDir, 'siteSettings', job);
  const requestsBefore = lake.requests.length;
  const webhooksBefore = lake.webhooks.length;
  const clicked = Date.now();
  try {
    await button.click();
    const webhook = () => lake.webhooks.slice(webhooksBefore).find((call) => call.documentId === 'siteSettings');
    const fresh = await firstFresh(`${siteUrl}/${LANGUAGE}`, job, () => {
      if (site === 'dev') return renamed.at();
      const call = webhook();
      return call ? call.sentAt + call.ms : null;
    });
    await lake.settled();
    const action = lake.requests
      .slice(requestsBefore)
      .find((entry) => entry.endpoint === 'actions' && JSON.stringify(entry.body).includes('document.publish'));
    if (!action?.answeredAt) throw new Error('The lake has no answered publish action from the Studio.');
    const call = webhook();
    const since = (at: number | null | undefined) => (at == null ? null : at - clicked);
    return {
      site,
      actionReceived: action.receivedAt - clicked,
      actionAnswered: action.answeredAt - clicked,
      fileWritten: since(renamed.at()),
      webhookSent: since(call?.sentAt),
      webhookAnswered: since(call ? call.sentAt + call.ms : null),
      freshSent: fresh.sent - clicked,
      fresh: fresh.at - clicked,
      staleAfter: fresh.staleAfter,
    };
  } finally {
    renamed.close();
  }
}

const documentOf = (lake: Lake, id: string) => lake.getDocuments().find((doc) => doc._id === id);

async function waitFor(check: () => boolean | Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`Waited ${timeoutMs / 1000} s in vain`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

/** The lake's own write of a dataset file this size, `runs` times, median ms: the floor of the file step. */
function rawWrite(runs: number, lake: Lake): Promise<number> {
  const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-write-'));
  const text = datasetText(lake.getDocuments());
  return (async () => {
    try {
      const times: number[] = [];
      for (let i = 0; i < runs; i++) {
        const started = performance.now();
        await writeFileAtomic(join(dir, 'data.ndjson'), `${text}\n${i}`);
        times.push(performance.now() - started);
      }
      return median(times);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  })();
}

/** Publishes `runs` times for each site (dev first, then built, in turn), Settings' job title each time. */
export async function publishChain(runs = 3): Promise<PublishFigures> {
  const machine = await startOwnerMachine();
  try {
    const sites = await startOwnerSites(machine, { distDir: '.next-bench-publish', webhookSecret: WEBHOOK_SECRET });
    const browser = await machine.launchBrowser();
    try {
      const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
      await loopbackOnly(context);
      const page = await context.newPage();
      await page.goto(machine.studioUrl('/intent/edit/id=siteSettings;type=siteSettings'));
      await page.locator('[data-testid="field-profile.name"]').first().waitFor({ timeout: 120_000 });
      // The owner has been looking at the page: `next dev` compiles a route on its first request and its first
      // renders are several times slower than the later ones. The last few give each site's time for the page as it is.
      const unchangedMs = { dev: 0, built: 0 };
      for (const site of ['dev', 'built'] as const) {
        const times: number[] = [];
        for (let i = 0; i < WARM_REQUESTS; i++) {
          const started = Date.now();
          await (await fetch(`${sites[site].url}/${LANGUAGE}`)).text();
          times.push(Date.now() - started);
        }
        unchangedMs[site] = median(times.slice(-3));
      }
      const webhook = { url: `${sites.built.url}/api/revalidate`, secret: WEBHOOK_SECRET };
      const loadBefore = loadavg();
      const timelines: PublishTimeline[] = [];
      for (let run = 1; run <= runs; run++) {
        for (const site of ['dev', 'built'] as const) {
          machine.lake.setWebhook(site === 'built' ? webhook : null);
          timelines.push(await publishOnce(page, machine, sites[site].url, site, run));
        }
      }
      const load: [number[], number[]] = [loadBefore, loadavg()];
      return { timelines, unchangedMs, rawWriteMs: await rawWrite(9, machine.lake), load };
    } finally {
      await browser.close();
      await sites.stop();
    }
  } finally {
    await machine.remove();
  }
}
