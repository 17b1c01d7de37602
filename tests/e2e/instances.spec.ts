/**
 * Several instances behave as one. Three instances of one build (the Sanity
 * source, against the local Content Lake) share one Redis behind nginx
 * round robin (deploy/nginx-instances.conf, as committed), each with its own
 * data directory, with the contact settings left at their defaults (no
 * CONTACT_FORM_SECRET). Then: a webhook to one instance, a page published
 * after the build, a fresh replica and a restart, the CMS down before and
 * after a webhook, Redis killed and started again (empty), the contact
 * form's tokens, limits and single use across instances, and the data
 * directory's lock. The delays measured are printed (`[instances]` lines).
 */
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { test as base, expect } from '@playwright/test';
import { startLake, type Lake } from '@vitrine/studio/lake';
import { postWebhook } from '../preview/webhook.ts';
import { fetchFrom, postContactFormWith, type Posted, type Requester } from '../support/contact-form.ts';
import { DATASET_DIR, localized, newArticle } from '../support/dataset.ts';
import { INSTANCE_SETUP } from '../support/instances.ts';
import { FIRST, SECOND, THIRD } from '../support/languages.ts';
import { startNginx, type RunningProxy } from '../support/nginx.ts';
import { startRedis, type RunningRedis } from '../support/redis.ts';
import { generateBuild, freePort, startSite, WEB_DIR, type RunningSite } from '../support/server.ts';
import { SHARED_STATE } from '../../web/src/config/shared-state.ts';

const WEBHOOK_SECRET = 'instances-webhook-secret-0123456789';
const DIST = '.next-instances';
const ARTICLE = '/en/articles/designing-for-calm';
/** A nested page of a language (a catch-all route). */
const nested = (locale: string) => localized('page').find((p) => p.locale === locale && p.slug.includes('/'))!;
const PAGES = [
  `/${FIRST}`,
  `/${SECOND}/about`,
  `/${THIRD}/articles`,
  ARTICLE,
  `/${SECOND}/contact`,
  `/${THIRD}/${nested(THIRD).slug}`,
];
const ABOUT = `/${SECOND}/about`;
const SITE_LIMIT = 20;
/**
 * A change should reach every instance within 5 s: the delays are printed and noted on each test
 * (docs/hosting.md has a run's). The bound below only catches an instance that never catches up: a loaded machine
 * stretches the delays, and speed is the bench's (as for the other freshness tests).
 */
const CONVERGED_WITHIN_MS = 20_000;
/** How often an instance repeats its "Redis does not answer" line (web/src/config/shared-state.ts). */
const LOG_INTERVAL_MS = SHARED_STATE.logIntervalMs;

interface Instance {
  name: string;
  dataDir: string;
  site: RunningSite;
}

interface Cluster {
  redis: RunningRedis;
  lake: Lake;
  proxy: RunningProxy;
  instances: Instance[];
  env: Record<string, string>;
  /** Starts an instance of the build on `dataDir` (a new one unless given). */
  start(name: string, dataDir?: string, extra?: Record<string, string>): Promise<Instance>;
  /** Stops the lake and starts it again on the same port with the same documents (or leaves it down). */
  restartLake(): Promise<void>;
  killLake(): Promise<void>;
}

const test = base.extend<object, { cluster: Cluster }>({
  cluster: [
    async ({}, use) => {
      const redis = await startRedis();
      let lake = await startLake({
        datasetDir: DATASET_DIR,
        loadOptions: { assetBaseUrl: 'https://cdn.sanity.io/images/instances/production' },
        idleTimeoutMs: 0,
      });
      const lakePort = lake.port;
      // Pages prerendered from this lake (the main build's compiled code, generated again): Next's data cache
      // keys carry the API's address, so pages prerendered against another spec's lake would leave these
      // instances no cached data to render from while the CMS is down.
      await generateBuild(DIST, {
        SANITY_PROJECT_ID: 'instances',
        SANITY_DATASET: 'production',
        SANITY_API_HOST: lake.url,
        NEXT_DIST_DIR: DIST,
      });
      const httpsPort = await freePort();
      const env = {
        ...INSTANCE_SETUP,
        SANITY_PROJECT_ID: 'instances',
        SANITY_DATASET: 'production',
        NEXT_DIST_DIR: DIST,
        SANITY_API_HOST: lake.url,
        SANITY_REVALIDATE_SECRET: WEBHOOK_SECRET,
        REDIS_URL: redis.url,
        SITE_URL: `https://localhost:${httpsPort}`,
        // Tests post faster than a person; the limits are the defaults but for a site-wide cap a test can reach.
        CONTACT_MIN_FILL_TIME: '0',
        CONTACT_SITE_LIMIT: `${SITE_LIMIT}/1h`,
      };
      const dirs: string[] = [];
      const running: RunningSite[] = [];
      const start = async (name: string, dataDir?: string, extra: Record<string, string> = {}) => {
        const dir = dataDir ?? mkdtempSync(join(tmpdir(), `vitrine-${name}-`));
        if (!dataDir) dirs.push(dir);
        const site = await startSite({ ...env, VITRINE_DATA_DIR: dir, ...extra });
        running.push(site);
        return { name, dataDir: dir, site };
      };
      const instances = await Promise.all(['one', 'two', 'three'].map((name) => start(name)));
      const proxy = await startNginx(
        instances.map(({ site }) => site.url),
        // One worker: its round robin alone picks the instance, so consecutive requests go to the next one.
        { conf: 'nginx-instances.conf', httpsPort, workers: 1 },
      );
      let down = false;
      const cluster: Cluster = {
        redis,
        get lake() {
          return lake;
        },
        proxy,
        instances,
        env,
        start,
        async killLake() {
          if (down) return;
          down = true;
          await lake.close();
        },
        async restartLake() {
          const documents = lake.getDocuments();
          await cluster.killLake();
          lake = await startLake({ documents, port: lakePort, idleTimeoutMs: 0 });
          down = false;
        },
      };
      await use(cluster);
      await Promise.all(running.map((site) => site.stop()));
      await proxy.stop();
      await lake.close();
      await redis.stop();
      for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
      rmSync(join(WEB_DIR, DIST), { recursive: true, force: true });
    },
    { scope: 'worker', timeout: 900_000 },
  ],
});
test.describe.configure({ mode: 'serial' });

const get = async (site: RunningSite, path: string) => {
  const response = await fetch(`${site.url}${path}`, { redirect: 'manual' });
  return { status: response.status, body: await response.text(), cache: response.headers.get('x-nextjs-cache') };
};
const h1 = (html: string) => /<h1[^>]*>(.*?)<\/h1>/s.exec(html)?.[1]?.replace(/<[^>]+>/g, '') ?? null;

const webhook = (site: RunningSite, document: object) => postWebhook(site.url, document, WEBHOOK_SECRET);
const calm = { _id: 'article-calm-en', _type: 'article', slug: 'designing-for-calm', language: 'en' };

/** Polls every instance until `done` holds for its answer; the milliseconds each took (Infinity past the limit). */
async function untilEvery(
  instances: Instance[],
  path: string,
  done: (page: { status: number; body: string }) => boolean,
  since: number,
  limitMs = CONVERGED_WITHIN_MS,
): Promise<Record<string, number>> {
  const delays: Record<string, number> = {};
  await Promise.all(
    instances.map(async ({ name, site }) => {
      while (performance.now() - since < limitMs) {
        const page = await get(site, path).catch(() => ({ status: 0, body: '' }));
        if (done(page)) {
          delays[name] = Math.round(performance.now() - since);
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, 200));
      }
      delays[name] = Infinity;
    }),
  );
  return delays;
}

/** Prints what was measured and notes it on the test (the JSON report keeps it). */
const report = (what: string, values: object) => {
  console.log(`[instances] ${what}: ${JSON.stringify(values)}`);
  test.info().annotations.push({ type: what, description: JSON.stringify(values) });
};

/** What a form post was answered, from the page the server sent back (JavaScript off). */
function outcome({ html }: Posted): 'sent' | 'rateLimited' | 'busy' | 'invalidToken' | 'other' {
  if (html.includes('Thank you,')) return 'sent';
  if (html.includes('sent several messages')) return 'rateLimited';
  if (html.includes('A lot of messages are arriving')) return 'busy';
  if (html.includes('This form had expired')) return 'invalidToken';
  return 'other';
}

/** Every message stored in every instance's inbox. */
function stored(instances: Instance[]): { _id: string; subject: string; email: string }[] {
  return instances.flatMap(({ dataDir }) => {
    let text = '';
    try {
      text = readFileSync(join(dataDir, 'messages.ndjson'), 'utf8');
    } catch {
      return [];
    }
    return text
      .split('\n')
      .filter(Boolean)
      .map((line) => JSON.parse(line));
  });
}

const message = (subject: string, email = 'ana@example.com') => ({
  fullName: 'Ana Souza',
  email,
  phone: '',
  subject,
  message: 'Hello! I would like to talk about a project.',
});

const viaProxy =
  (proxy: RunningProxy): Requester =>
  async (path, init) => {
    const response = await proxy.fetch(path, init);
    return { status: response.status, html: response.body };
  };

test('nginx spreads requests over the three instances, and each answers every page from the build at first', async ({
  cluster,
}) => {
  const { proxy, instances } = cluster;
  for (let i = 0; i < 6; i++) expect((await proxy.fetch('/en')).status).toBe(200);
  expect(new Set(proxy.upstreams()).size).toBe(3);
  for (const { site } of instances) {
    for (const path of PAGES) expect((await get(site, path)).status, path).toBe(200);
  }
});

test('the contact form works behind round robin with default settings, and a message is stored once', async ({
  cluster,
}) => {
  test.setTimeout(120_000);
  const { proxy, instances } = cluster;
  const [one, two, three] = instances.map(({ site }) => fetchFrom(site.url));
  // Four visitors through nginx (all from 127.0.0.1, the per-IP limit is 5): the page comes from one
  // instance, the post goes to the next.
  const visitors = [];
  for (let i = 0; i < 4; i++) {
    const sent = await postContactFormWith(viaProxy(proxy), 'en', message(`Visitor ${i}`, `v${i}@example.com`));
    visitors.push(outcome(sent));
  }
  expect(visitors).toEqual(Array(4).fill('sent'));
  const answered = proxy.upstreams().slice(-8);
  for (let i = 0; i < 8; i += 2)
    expect(answered[i], 'the post went to another instance than the page').not.toBe(answered[i + 1]);

  // A form from instance one, sent to two, then retried on three: accepted both times, stored once.
  const page = await one!('/en/contact', {});
  const again = (post: Requester, values = message('Retried')) =>
    postContactFormWith(async () => page, 'en', values, { post }).then(outcome);
  expect(await again(two!)).toBe('sent');
  expect(await again(three!)).toBe('sent');
  // Another message with the same form, on yet another instance: one message per form.
  expect(await again(one!, message('Something else'))).toBe('invalidToken');
  const all = stored(instances);
  expect(all.filter((doc) => doc.subject === 'Retried')).toHaveLength(1);
  expect(all.filter((doc) => doc.subject === 'Something else')).toHaveLength(0);
  expect(all.filter((doc) => doc.subject.startsWith('Visitor'))).toHaveLength(4);
});

test('the per-IP limit and the site-wide cap hold for the three instances together, exactly as for one', async ({
  cluster,
}) => {
  test.setTimeout(180_000);
  const { instances } = cluster;
  const before = stored(instances).length;
  const post = (i: number, ip: string, subject: string) => {
    const requester = fetchFrom(instances[i % 3]!.site.url);
    return postContactFormWith(requester, 'en', message(subject, `${ip}@example.com`), {
      headers: { 'x-forwarded-for': ip },
    }).then(outcome);
  };
  // One client, ten messages over the three instances: five (CONTACT_RATE_LIMIT's default) get through.
  const client = [];
  for (let i = 0; i < 10; i++) client.push(await post(i, '198.51.100.7', `From one client ${i}`));
  report('one client, 10 messages over 3 instances', client);
  expect(client.filter((result) => result === 'sent')).toHaveLength(5);
  expect(client.slice(5)).toEqual(Array(5).fill('rateLimited'));

  // Many clients: the site takes SITE_LIMIT in all (the visitors and retries above count too), then 429s.
  const accepted = stored(instances).length;
  const many = [];
  for (let i = 0; i < 20; i++) many.push(await post(i, `203.0.113.${i + 1}`, `From many clients ${i}`));
  report('20 clients over 3 instances, site-wide cap', { cap: SITE_LIMIT, results: many });
  expect(stored(instances).length).toBe(SITE_LIMIT);
  expect(many.filter((result) => result === 'sent')).toHaveLength(SITE_LIMIT - accepted);
  expect(many.filter((result) => result === 'busy')).toHaveLength(20 - (SITE_LIMIT - accepted));
  expect(accepted - before).toBe(5);
});

test('a webhook to one instance makes a published change visible on every instance', async ({ cluster }) => {
  const { instances, lake, proxy } = cluster;
  const title = 'Designing for calm, edited once';
  await lake.mutate([{ patch: { id: 'article-calm-en', set: { title } } }]);
  const since = performance.now();
  expect((await webhook(instances[0]!.site, calm)).status).toBe(200);
  const article = await untilEvery(instances, ARTICLE, (page) => h1(page.body) === title, since);
  const list = await untilEvery(instances, '/en/articles', (page) => page.body.includes(title), since);
  report('webhook → edited article on each instance (ms)', article);
  report('webhook → article list on each instance (ms)', list);
  for (const delay of [...Object.values(article), ...Object.values(list)])
    expect(delay).toBeLessThan(CONVERGED_WITHIN_MS);
  for (let i = 0; i < 3; i++) expect(h1((await proxy.fetch(ARTICLE)).body)).toBe(title);
});

test('a page and a redirect published after the build are answered on every instance', async ({ cluster }) => {
  const { instances, lake } = cluster;
  const slug = 'published-on-one-instance';
  const path = `/en/articles/${slug}`;
  for (const { site } of instances) expect((await get(site, path)).status).toBe(404);
  await lake.mutate([{ create: newArticle('article-instances-en', slug, 'Published on one instance') }]);
  const since = performance.now();
  expect(
    (await webhook(instances[1]!.site, { _id: 'article-instances-en', _type: 'article', slug, language: 'en' })).status,
  ).toBe(200);
  const delays = await untilEvery(instances, path, (page) => page.status === 200, since);
  report('webhook → new article answers 200 on each instance (ms)', delays);
  for (const delay of Object.values(delays)) expect(delay).toBeLessThan(CONVERGED_WITHIN_MS);
  for (const { site } of instances) expect(h1((await get(site, path)).body)).toBe('Published on one instance');

  // A redirect published in the CMS: answered by every instance as soon (the proxy's memo).
  const from = '/en/moved-on-one-instance';
  for (const { site } of instances) expect((await get(site, from)).status).toBe(404);
  await lake.mutate([
    { create: { _id: 'redirect-instances', _type: 'redirect', source: from, destination: path, permanent: true } },
  ]);
  const redirectSince = performance.now();
  expect((await webhook(instances[2]!.site, { _id: 'redirect-instances', _type: 'redirect' })).status).toBe(200);
  const redirected = await untilEvery(instances, from, (page) => page.status === 308, redirectSince);
  report('webhook → new CMS redirect answered 308 on each instance (ms)', redirected);
  for (const delay of Object.values(redirected)) expect(delay).toBeLessThan(CONVERGED_WITHIN_MS);
  for (const { site } of instances) {
    const response = await fetch(`${site.url}${from}`, { redirect: 'manual' });
    expect(new URL(response.headers.get('location')!, site.url).pathname).toBe(path);
  }
});

test('a new replica and a restarted instance serve the current content, and the build’s pages without the CMS', async ({
  cluster,
}) => {
  const { instances, lake, start } = cluster;
  // What rendering the second language’s about page asks the CMS for (other instances' memos and renders also query meanwhile).
  const queries = () =>
    lake.requests.filter((entry) => entry.tag === 'pageBySlugQuery' && entry.params?.locale === SECOND).length;
  test.setTimeout(120_000);
  const about = h1((await get(instances[0]!.site, ABOUT)).body);
  const replica = await start('replica');
  try {
    expect(h1((await get(replica.site, ARTICLE)).body)).toBe('Designing for calm, edited once');
    expect((await get(replica.site, '/en/articles/published-on-one-instance')).status).toBe(200);
    // A page nobody changed since: the same page as on the other instances. Whether it came from the shared cache
    // as a hit or was served stale and rendered again is recorded, not asserted: both serve the current content.
    // (Three CI runs found it STALE on a new replica while instance 0 had it as a HIT; the cause is not found.)
    const before = queries();
    const page = await get(replica.site, ABOUT);
    expect(page.status).toBe(200);
    expect(h1(page.body)).toBe(about);
    test.info().annotations.push({
      type: `new replica, ${ABOUT}`,
      description: `${page.cache}, ${queries() - before} CMS queries meanwhile`,
    });
  } finally {
    await replica.site.stop();
  }

  const two = instances[1]!;
  await two.site.stop();
  two.site = (await start('two', two.dataDir)).site;
  expect(h1((await get(two.site, ARTICLE)).body)).toBe('Designing for calm, edited once');
});

test('with the CMS down before or after a webhook, every page on every instance answers 200 with its last good content', async ({
  cluster,
}) => {
  test.setTimeout(120_000);
  const { instances } = cluster;
  try {
    // Down before the webhook (every query answers 500), then the webhook to one instance.
    cluster.lake.fault({ status: 500, times: 1_000_000 });
    expect((await webhook(instances[2]!.site, { _id: 'siteSettings', _type: 'siteSettings' })).status).toBe(200);
    for (const { name, site } of instances) {
      for (const path of PAGES) {
        const page = await get(site, path);
        expect(page.status, `${name} ${path}, CMS down before the webhook`).toBe(200);
      }
    }
    cluster.lake.clearFaults();

    // A webhook, then the lake (the CMS) is killed while the instances render again.
    expect((await webhook(instances[0]!.site, calm)).status).toBe(200);
    await cluster.killLake();
    for (let round = 0; round < 2; round++) {
      for (const { name, site } of instances) {
        for (const path of PAGES) {
          const page = await get(site, path);
          expect(page.status, `${name} ${path}, API killed after the webhook (round ${round})`).toBe(200);
        }
        expect(h1((await get(site, ARTICLE)).body)).toBe('Designing for calm, edited once');
      }
    }
  } finally {
    await cluster.restartLake();
  }
});

test('with Redis killed, pages come from each instance, limits count per instance, and all converge when it is back', async ({
  cluster,
}) => {
  // Up to a minute more when a hiccup under load was logged just before: see the log lines below.
  test.setTimeout(180_000);
  const { instances, redis } = cluster;
  // What each instance printed before the kill: an earlier test may have logged a hiccup of its own.
  const before = instances.map(({ site }) => site.output().length);
  const killed = performance.now();
  await redis.kill();
  try {
    for (const { name, site } of instances) {
      for (const path of PAGES) expect((await get(site, path)).status, `${name} ${path}, Redis down`).toBe(200);
    }
    // The per-IP limit still holds, per instance: five on this one, then 429.
    const alone = [];
    for (let i = 0; i < 6; i++) {
      alone.push(
        outcome(
          await postContactFormWith(
            fetchFrom(instances[0]!.site.url),
            'en',
            message(`Redis down ${i}`, 'down@example.com'),
            {
              headers: { 'x-forwarded-for': '192.0.2.44' },
            },
          ),
        ),
      );
    }
    report('Redis down: one client, 6 messages to one instance', alone);
    expect(alone).toEqual([...Array(5).fill('sent'), 'rateLimited']);

    // A change published while Redis is down: the instance that gets the webhook shows it at once.
    const title = 'Designing for calm, while Redis was down';
    await cluster.lake.mutate([{ patch: { id: 'article-calm-en', set: { title } } }]);
    expect((await webhook(instances[0]!.site, calm)).status).toBe(200);
    const local = await untilEvery(
      instances.slice(0, 1),
      ARTICLE,
      (page) => h1(page.body) === title,
      performance.now(),
    );
    expect(local.one).toBeLessThan(CONVERGED_WITHIN_MS);

    // Each instance says Redis is down, once a minute while it lasts (LOG_INTERVAL_MS), not once per failure:
    // the reconnects alone fail every second. The line comes at once, or, when a hiccup was logged in the
    // minute before (a command over a second on a loaded machine), when that minute is over.
    const downLines = (index: number) =>
      instances[index]!.site.output()
        .slice(before[index])
        .split('\n')
        .filter((line) => line.includes('[shared-state] Redis at') && line.includes('does not answer'));
    for (const [index, { name }] of instances.entries()) {
      await expect.poll(() => downLines(index).length, { timeout: LOG_INTERVAL_MS + 10_000 }).toBeGreaterThan(0);
      const minutes = Math.floor((performance.now() - killed) / LOG_INTERVAL_MS);
      expect(downLines(index).length, `${name}: ${downLines(index).join('\n')}`).toBeLessThanOrEqual(1 + minutes);
    }
    const back = instances.map(({ site }) => site.output().length);

    // Redis is back (empty): the others catch up on the mark made meanwhile, without a restart.
    await redis.start();
    const since = performance.now();
    const caughtUp = await untilEvery(instances, ARTICLE, (page) => h1(page.body) === title, since);
    report('Redis back → the change made while it was down, on each instance (ms)', caughtUp);
    for (const delay of Object.values(caughtUp)) expect(delay).toBeLessThan(CONVERGED_WITHIN_MS);
    // Each says so once its client has reconnected (up to a second apart): the one that got the webhook had
    // the change already, so the wait above did not wait for it.
    for (const [index, { name, site }] of instances.entries()) {
      await expect.poll(() => site.output().slice(back[index]), { message: name }).toContain('answers again');
    }
  } finally {
    await redis.start().catch(() => {});
  }

  // Shared again: the next webhook reaches every instance.
  const title = 'Designing for calm, after Redis came back';
  await cluster.lake.mutate([{ patch: { id: 'article-calm-en', set: { title } } }]);
  const since = performance.now();
  expect((await webhook(instances[2]!.site, calm)).status).toBe(200);
  const delays = await untilEvery(instances, ARTICLE, (page) => h1(page.body) === title, since);
  report('after Redis came back: webhook → edited article on each instance (ms)', delays);
  for (const delay of Object.values(delays)) expect(delay).toBeLessThan(CONVERGED_WITHIN_MS);
});

test('one server per data directory: a second one refuses to start; a killed one’s lock does not block its restart', async ({
  cluster,
}) => {
  const { instances, start } = cluster;
  const one = instances[0]!;
  const refused = await start('intruder', one.dataDir).then(
    () => null,
    (error: Error) => error.message,
  );
  expect(refused).toMatch(/the server exited with 1/);
  expect(refused).toMatch(/uses the data directory/);
  expect(refused).toMatch(/VITRINE_DATA_DIR=/);
  expect(refused).toMatch(/SANITY_API_WRITE_TOKEN/);

  const three = instances[2]!;
  three.site.process.kill('SIGKILL');
  await new Promise((resolve) => three.site.process.once('exit', resolve));
  three.site = (await start('three', three.dataDir)).site;
  expect((await get(three.site, '/en')).status).toBe(200);
});

test('without Redis, a form rendered by one instance of a build is accepted by another', async ({ cluster }) => {
  test.setTimeout(90_000); // two more instances start
  const [a, b] = await Promise.all([
    cluster.start('no-redis-a', undefined, { REDIS_URL: '' }),
    cluster.start('no-redis-b', undefined, { REDIS_URL: '' }),
  ]);
  try {
    expect(a.site.output()).toContain('shared state: this process');
    const page = await fetchFrom(a.site.url)('/en/contact', {});
    const sent = await postContactFormWith(async () => page, 'en', message('Across two instances without Redis'), {
      post: fetchFrom(b.site.url),
    });
    expect(outcome(sent)).toBe('sent');
  } finally {
    await Promise.all([a.site.stop(), b.site.stop()]);
  }
});
