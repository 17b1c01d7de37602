/**
 * Drives the local Content Lake through the real @sanity/client, so what is
 * asserted here is what the site's `sanity` content source will see.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { connect } from 'node:net';
import { networkInterfaces, tmpdir } from 'node:os';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { ClientError, createClient, ServerError } from '@sanity/client';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { startLake, type Lake, type LakeOptions, type SanityDocument } from './server';
import { API_VERSION, clientFor } from './testing';

const TOKEN = 'test-token';

const FIXTURE: SanityDocument[] = [
  { _id: 'article-1', _type: 'article', title: 'Published one' },
  { _id: 'drafts.article-1', _type: 'article', title: 'Draft of one' },
  { _id: 'article-2', _type: 'article', title: 'Published two' },
  { _id: 'drafts.article-3', _type: 'article', title: 'Never published' },
  { _id: 'siteSettings', _type: 'siteSettings', title: 'Vitrine' },
];

const ARTICLES = '*[_type == $type] | order(_id) { _id, title }';

const lakes: Lake[] = [];

async function start(options: LakeOptions = {}): Promise<Lake> {
  const lake = await startLake({ documents: FIXTURE, ...options });
  lakes.push(lake);
  return lake;
}

/** What a failed client call carries: ClientError/ServerError fields, or fetch's network error and its cause. */
interface Failure extends Error {
  statusCode?: number;
  code?: string;
  details?: { description?: string; items?: unknown; [key: string]: unknown };
}

/** The code of the socket error under fetch's "fetch failed" (undici's, or the system's). */
const causeCode = (error: Failure): string | undefined => (error.cause as { code?: string } | undefined)?.code;

/** The rejection of `promise`; fails the test if it resolves. */
async function rejection(promise: Promise<unknown>): Promise<Failure> {
  try {
    await promise;
  } catch (error) {
    return error as Failure;
  }
  throw new Error('expected the promise to reject, it resolved');
}

function last(lake: Lake) {
  const entry = lake.requests.at(-1);
  if (!entry) throw new Error('the lake logged no request');
  return entry;
}

afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()));
});

describe('queries', () => {
  it('answers a GET query with $params, published perspective by default', async () => {
    const lake = await start();
    const before = Date.now();
    const result = await clientFor(lake).fetch(ARTICLES, { type: 'article' });
    const after = Date.now();

    expect(result).toEqual([
      { _id: 'article-1', title: 'Published one' },
      { _id: 'article-2', title: 'Published two' },
    ]);
    expect(last(lake)).toMatchObject({
      method: 'GET',
      path: `/v${API_VERSION}/data/query/production`,
      query: ARTICLES,
      params: { type: 'article' },
      perspective: null,
      projectId: 'test',
      status: 200,
    });
    // When it arrived and was answered, on this process's clock (the bench's publish breakdown reads them).
    expect(last(lake).receivedAt).toBeGreaterThanOrEqual(before);
    expect(last(lake).answeredAt).toBeGreaterThanOrEqual(last(lake).receivedAt);
    expect(last(lake).answeredAt).toBeLessThanOrEqual(after);
  });

  it('answers {query, result, ms, syncTags}, leaving out query when returnQuery=false', async () => {
    const lake = await start();
    const raw = await clientFor(lake).fetch('count(*[_type == "article"])', {}, { filterResponse: false });

    expect(raw).toEqual({
      query: 'count(*[_type == "article"])',
      result: 2,
      ms: expect.any(Number),
      syncTags: [expect.stringMatching(/^s1:/)],
    });

    const response = await fetch(`${lake.url}/v${API_VERSION}/data/query/production?query=count(*)&returnQuery=false`);
    const body = await response.json();
    expect(body).not.toHaveProperty('query');
    expect(body.result).toBe(3);
  });

  it('is sent a POST once the query string passes the GET limit, and answers it the same', async () => {
    const lake = await start();
    const ids = Array.from({ length: 1500 }, (_, i) => `missing-${i}`);
    const result = await clientFor(lake).fetch('*[_type == "article" && !(_id in $ids)] | order(_id)._id', { ids });

    expect(result).toEqual(['article-1', 'article-2']);
    const entry = last(lake);
    expect(entry.method).toBe('POST');
    expect(entry.search).not.toHaveProperty('query');
    expect(entry.params).toEqual({ ids });
    expect(entry.status).toBe(200);
  });

  it('keeps drafts out of published and overlays them in drafts, for a token holder', async () => {
    const lake = await start();
    const client = clientFor(lake, { token: TOKEN });

    const published = await client.fetch(ARTICLES, { type: 'article' }, { perspective: 'published' });
    const drafts = await client.fetch(
      '*[_type == "article"] | order(_id) { _id, _originalId, title }',
      {},
      { perspective: 'drafts' },
    );

    expect(published.map((doc: { title: string }) => doc.title)).toEqual(['Published one', 'Published two']);
    expect(drafts).toEqual([
      { _id: 'article-1', _originalId: 'drafts.article-1', title: 'Draft of one' },
      { _id: 'article-2', _originalId: 'article-2', title: 'Published two' },
      { _id: 'article-3', _originalId: 'drafts.article-3', title: 'Never published' },
    ]);
    expect(lake.requests.map((entry) => entry.perspective)).toEqual(['published', 'drafts']);
  });

  it('shows an anonymous drafts query published content only, as the Content Lake does', async () => {
    const lake = await start();
    const titles = await clientFor(lake).fetch(
      '*[_type == "article"] | order(_id).title',
      {},
      { perspective: 'drafts' },
    );

    expect(titles).toEqual(['Published one', 'Published two']);
  });

  it('returns every document, drafts included, in raw, and by default before API 2025-02-19', async () => {
    const lake = await start();
    const raw = await clientFor(lake, { token: TOKEN }).fetch(
      '*[_type == "article"] | order(_id)._id',
      {},
      { perspective: 'raw' },
    );
    const legacy = await clientFor(lake, { token: TOKEN, apiVersion: '2024-01-01' }).fetch('count(*)');

    expect(raw).toEqual(['article-1', 'article-2', 'drafts.article-1', 'drafts.article-3']);
    expect(legacy).toBe(FIXTURE.length);
  });

  it('serves several datasets side by side', async () => {
    const lake = await start({
      datasets: { staging: [{ _id: 'siteSettings', _type: 'siteSettings', title: 'Staging' }] },
    });

    expect(await clientFor(lake).fetch('*[_id == "siteSettings"][0].title')).toBe('Vitrine');
    expect(await clientFor(lake, { dataset: 'staging' }).fetch('*[_id == "siteSettings"][0].title')).toBe('Staging');
  });

  describe('with a dataset directory', () => {
    const dir = mkdtempSync(join(tmpdir(), 'sanity-lake-'));
    const sha1 = 'a'.repeat(40);
    // The file the export names (a file missing from images/ leaves its reference dangling, as a deleted asset).
    mkdirSync(join(dir, 'images'));
    writeFileSync(join(dir, 'images', `${sha1}-800x600.jpg`), '');
    writeFileSync(
      join(dir, 'data.ndjson'),
      [
        {
          _id: 'project-1',
          _type: 'project',
          cover: { _type: 'image', _sanityAsset: `image@file://./images/${sha1}-800x600.jpg` },
        },
        { _id: 'drafts.project-1', _type: 'project', cover: null },
      ]
        .map((doc) => JSON.stringify(doc))
        .join('\n'),
    );
    afterAll(() => rmSync(dir, { recursive: true, force: true }));

    it('loads it with loadDataset, export assets resolved into image documents served by the lake', async () => {
      const lake = await start({ documents: undefined, datasetDir: dir });
      const cover = await clientFor(lake).fetch(
        '*[_id == "project-1"][0].cover.asset->{ url, "width": metadata.dimensions.width }',
      );

      expect(cover).toEqual({ url: `${lake.url}/images/test/production/${sha1}-800x600.jpg`, width: 800 });
    });
  });
});

describe('errors', () => {
  it.each([
    [
      'a syntax error',
      '*[_type == "article"',
      {},
      { type: 'queryParseError', query: '*[_type == "article"', start: expect.any(Number) },
    ],
    [
      'a parameter not provided',
      '*[_id == $id]',
      {},
      { type: 'queryParseError', description: 'param $id referenced, but not provided', start: 9, end: 12 },
    ],
    ['an unknown function', '*[nope(_id)]', {}, { type: 'queryParseError', description: 'unknown function "nope"' }],
  ])('answers %s with 400 and the API error body, which the client reports', async (_, query, params, details) => {
    const lake = await start();
    const error = await rejection(clientFor(lake).fetch(query, params));

    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(400);
    expect(error.details).toMatchObject(details);
    expect(error.details?.description).toEqual(expect.any(String));
    expect(error.message).toContain(String(error.details?.description));
    expect(last(lake).status).toBe(400);
  });

  it('frames the position of a parse error the way the client prints it', async () => {
    const lake = await start();
    const error = await rejection(clientFor(lake).fetch('*[_id == $id]'));

    // The API's `start` is the 0-based offset of `$id`; the client draws its marker from it.
    expect(error.message).toBe(
      'GROQ query parse error:\n> 1 | *[_id == $id]\n    |         ^^^ param $id referenced, but not provided',
    );
  });

  it('refuses an unquoted string $param with the API message', async () => {
    const lake = await start();
    const response = await fetch(
      `${lake.url}/v${API_VERSION}/data/query/production?query=*%5B_id%20%3D%3D%20%24id%5D&%24id=article-1`,
    );

    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      error: {
        description: 'Unable to parse value of "$id=article-1". Please quote string values.',
        type: 'httpBadRequest',
      },
    });
  });

  it('answers 404 for a dataset it does not have', async () => {
    const lake = await start();
    const error = await rejection(clientFor(lake, { dataset: 'staging' }).fetch('1'));

    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(404);
    expect(error.message).toBe('Dataset "staging" not found for project ID "test"');
  });

  it.each([
    ['v1', 200],
    ['vX', 200],
    ['v2021-03-25', 200],
    ['v2025-13-01', 400],
    ['v2025-02-30', 400],
    ['vlatest', 400],
  ])('validates the API version %s', async (version, status) => {
    const lake = await start();
    const response = await fetch(`${lake.url}/${version}/data/query/production?query=1`);

    expect(response.status).toBe(status);
  });

  it('refuses a perspective it cannot serve instead of ignoring it', async () => {
    const lake = await start();
    const error = await rejection(
      clientFor(lake, { token: TOKEN }).fetch('1', {}, { perspective: ['rSpringSale', 'drafts'] }),
    );

    expect(error.statusCode).toBe(400);
    expect(error.message).toContain('Unsupported perspective "rSpringSale"');
  });

  it('answers an unknown token with 401 "Session not found"', async () => {
    const lake = await start({ token: TOKEN });
    const error = await rejection(clientFor(lake, { token: 'stale' }).fetch('1'));

    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(401);
    expect(error.message).toBe('Unauthorized - Session not found');
  });

  it('with requireToken, answers 401 to anonymous requests and 200 to the token', async () => {
    const lake = await start({ token: TOKEN, requireToken: true });

    expect((await rejection(clientFor(lake).fetch('1'))).statusCode).toBe(401);
    expect(await clientFor(lake, { token: TOKEN }).fetch('1')).toBe(1);
  });
});

describe('fault injection', () => {
  it('answers an injected status once, with its body, then serves normally', async () => {
    const lake = await start();
    lake.fault({ status: 503, body: { error: { description: 'Down for maintenance', type: 'serviceUnavailable' } } });
    const client = clientFor(lake);

    const error = await rejection(client.fetch('1'));
    expect(error).toBeInstanceOf(ServerError);
    expect(error.statusCode).toBe(503);
    expect(error.message).toBe('Down for maintenance');
    expect(await client.fetch('1')).toBe(1);
    expect(lake.requests.map(({ status, fault }) => [status, fault])).toEqual([
      [503, 'status'],
      [200, null],
    ]);
  });

  it('logs every attempt, so client retries can be counted', async () => {
    const lake = await start();
    lake.fault({ status: 503, times: 2 });

    const result = await clientFor(lake, { maxRetries: 3, retryDelay: () => 10 }).fetch('count(*)');

    expect(result).toBe(3);
    expect(lake.requests.map((entry) => entry.status)).toEqual([503, 503, 200]);
  });

  it('delays a request and then answers it', async () => {
    const lake = await start();
    lake.fault({ delayMs: 300 });
    const started = Date.now();

    expect(await clientFor(lake).fetch('1')).toBe(1);
    expect(Date.now() - started).toBeGreaterThanOrEqual(290);
    expect(last(lake)).toMatchObject({ fault: 'delay', status: 200 });
  });

  it('makes a client with a shorter timeout give up', async () => {
    const lake = await start();
    lake.fault({ delayMs: 5_000 });

    const error = await rejection(clientFor(lake, { timeout: 100 }).fetch('1'));

    expect(error.name).toBe('TimeoutError');
  });

  it('drops the connection without an answer', async () => {
    const lake = await start();
    lake.fault({ drop: true });

    const error = await rejection(clientFor(lake).fetch('1'));

    // undici names a connection closed before any answer "other side closed" (UND_ERR_SOCKET).
    expect(causeCode(error)).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
    expect(last(lake)).toMatchObject({ fault: 'drop', status: null });
  });

  it('hits only the requests its matcher picks, in order', async () => {
    const lake = await start();
    lake.fault({ status: 500, match: (request) => request.perspective === 'drafts' });
    const client = clientFor(lake, { token: TOKEN });

    expect(await client.fetch('1', {}, { perspective: 'published' })).toBe(1);
    expect((await rejection(client.fetch('1', {}, { perspective: 'drafts' }))).statusCode).toBe(500);
    expect(await client.fetch('1', {}, { perspective: 'drafts' })).toBe(1);
  });

  it('refuses a fault that does nothing or contradicts itself', async () => {
    const lake = await start();

    expect(() => lake.fault({})).toThrow(TypeError);
    expect(() => lake.fault({ drop: true, status: 500 })).toThrow(TypeError);
  });
});

describe('mutations', () => {
  it('creates, patches and deletes through the client, and queries see each change', async () => {
    const lake = await start();
    const client = clientFor(lake, { token: TOKEN });

    const created = await client.create({ _type: 'message', name: 'Ada' });
    expect(created).toMatchObject({
      _type: 'message',
      name: 'Ada',
      _id: expect.stringMatching(/^[0-9a-f-]{36}$/),
      _rev: expect.any(String),
    });
    expect(await client.fetch('*[_type == "message"].name')).toEqual(['Ada']);

    const patched = await client.patch(created._id).set({ name: 'Grace', 'meta.read': true }).commit();
    expect(patched).toMatchObject({ name: 'Grace', meta: { read: true } });
    expect(patched._rev).not.toBe(created._rev);
    expect(await client.fetch('*[_type == "message"][0]{ name, meta }')).toEqual({
      name: 'Grace',
      meta: { read: true },
    });

    await client.delete(created._id);
    expect(await client.fetch('count(*[_type == "message"])')).toBe(0);
  });

  it('publishes a draft in one transaction', async () => {
    const lake = await start();
    const client = clientFor(lake, { token: TOKEN });
    const draft = await client.fetch('*[_id == "drafts.article-1"][0]', {}, { perspective: 'raw' });

    const { results } = await client
      .transaction()
      .createOrReplace({ ...draft, _id: 'article-1' })
      .delete('drafts.article-1')
      .commit();

    expect(results.map(({ id, operation }) => [id, operation])).toEqual([
      ['article-1', 'update'],
      ['drafts.article-1', 'delete'],
    ]);
    expect(await clientFor(lake).fetch('*[_id == "article-1"][0].title')).toBe('Draft of one');
    expect(lake.getDocuments().map((doc) => doc._id)).not.toContain('drafts.article-1');
  });

  it('leaves an existing document to createIfNotExists, and refuses create with 409', async () => {
    const lake = await start();
    const client = clientFor(lake, { token: TOKEN });

    await client.createIfNotExists({ _id: 'article-2', _type: 'article', title: 'Overwritten?' });
    const error = await rejection(client.create({ _id: 'article-2', _type: 'article', title: 'Again' }));

    expect(await client.fetch('*[_id == "article-2"][0].title')).toBe('Published two');
    expect(error.statusCode).toBe(409);
    expect(error.details).toMatchObject({
      type: 'mutationError',
      items: [{ index: 0, error: { type: 'documentAlreadyExistsError' } }],
    });
  });

  it('refuses anonymous writes with 403, as the API does, and writes nothing', async () => {
    const lake = await start();

    const error = await rejection(clientFor(lake).create({ _type: 'message', name: 'Spam' }));

    expect(error).toBeInstanceOf(ClientError);
    expect(error.statusCode).toBe(403);
    expect(error.message).toBe(
      'Mutation(s) failed with 1 error(s):\n- Insufficient permissions; permission "create" required',
    );
    expect(lake.getDocuments()).toHaveLength(FIXTURE.length);
  });

  it('rolls back the whole transaction when one mutation fails', async () => {
    const lake = await start();
    const client = clientFor(lake, { token: TOKEN });

    const error = await rejection(
      client
        .transaction()
        .create({ _id: 'message-1', _type: 'message' })
        .patch('missing', (patch) => patch.set({ title: 'x' }))
        .commit(),
    );

    expect(error.statusCode).toBe(404);
    expect(error.details?.items).toEqual([
      { index: 1, error: expect.objectContaining({ type: 'documentNotFoundError' }) },
    ]);
    expect(lake.getDocuments().map((doc) => doc._id)).not.toContain('message-1');
  });

  it('answers returnIds, returnDocuments and dryRun like the API', async () => {
    const lake = await start();
    const post = async (search: string) => {
      const response = await fetch(`${lake.url}/v${API_VERSION}/data/mutate/production${search}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${TOKEN}`, 'content-type': 'application/json' },
        body: JSON.stringify({ mutations: [{ createOrReplace: { _id: 'note', _type: 'note', n: search.length } }] }),
      });
      return response.json();
    };

    expect(await post('')).toEqual({ transactionId: expect.any(String), results: [] });
    expect(await post('?returnIds=true')).toEqual({
      transactionId: expect.any(String),
      results: [{ id: 'note', operation: 'update' }],
    });
    expect((await post('?returnDocuments=true')).results[0].document).toMatchObject({
      _id: 'note',
      _type: 'note',
      _rev: expect.any(String),
    });
    const stored = lake.getDocuments().find((doc) => doc._id === 'note');
    expect(await post('?dryRun=true&returnIds=true')).toMatchObject({ results: [{ id: 'note', operation: 'update' }] });
    expect(lake.getDocuments().find((doc) => doc._id === 'note')).toEqual(stored);
  });

  it('lets a test change the data directly, with mutate() and setDocuments()', async () => {
    const lake = await start();
    const client = clientFor(lake);

    await lake.mutate([{ patch: { id: 'article-2', set: { title: 'Changed behind the scenes' } } }]);
    expect(await client.fetch('*[_id == "article-2"][0].title')).toBe('Changed behind the scenes');

    lake.setDocuments([{ _id: 'only', _type: 'article', title: 'Only one' }]);
    expect(await client.fetch('*[_type == "article"].title')).toEqual(['Only one']);
  });
});

describe('lifecycle', () => {
  async function refused(url: string): Promise<string | undefined> {
    return causeCode(await rejection(fetch(url)));
  }

  it('listens on 127.0.0.1 only', async () => {
    const lake = await start();

    expect(lake.url).toBe(`http://127.0.0.1:${lake.port}`);
    const external = Object.values(networkInterfaces())
      .flat()
      .find((address) => address && address.family === 'IPv4' && !address.internal);
    if (external) expect(await refused(`http://${external.address}:${lake.port}/`)).toBe('ECONNREFUSED');
  });

  it('close() is prompt despite a keep-alive connection, and the port refuses afterwards', async () => {
    const lake = await start();
    const client = clientFor(lake);
    expect(await client.fetch('1')).toBe(1);

    const started = Date.now();
    await lake.close();

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(await refused(`${lake.url}/v${API_VERSION}/data/query/production?query=1`)).toBe('ECONNREFUSED');
    // The client's keep-alive pool may first try the socket the lake just closed; then it reconnects and is refused.
    expect(causeCode(await rejection(client.fetch('1')))).toMatch(/^(UND_ERR_SOCKET|ECONNRESET|ECONNREFUSED)$/);
    expect(causeCode(await rejection(client.fetch('1')))).toBe('ECONNREFUSED');
  });

  it('leaves an idle keep-alive connection open for its client to reuse or close (no "other side closed" race)', async () => {
    const lake = await start();
    const socket = connect(lake.port, '127.0.0.1');
    let received = '';
    socket.on('data', (chunk) => (received += chunk));
    const answers = () => received.split('HTTP/1.1 200').length - 1;
    const ask = () =>
      socket.write(
        `GET /v${API_VERSION}/data/query/production?query=1 HTTP/1.1\r\nHost: 127.0.0.1:${lake.port}\r\n\r\n`,
      );

    ask();
    await expect.poll(answers).toBe(1);
    // Longer than Node's default keep-alive timeout (5 s), after which a server closes the idle socket.
    await new Promise((resolve) => setTimeout(resolve, 7_000));
    expect(socket.destroyed || socket.readableEnded).toBe(false);
    ask();
    await expect.poll(answers).toBe(2);
    socket.destroy();
  }, 15_000);

  it('close() ends a request held by a delay fault', async () => {
    const lake = await start();
    lake.fault({ delayMs: 60_000 });
    const pending = rejection(clientFor(lake).fetch('1'));
    await expect.poll(() => lake.requests.length).toBe(1);

    const started = Date.now();
    await lake.close();

    expect(Date.now() - started).toBeLessThan(1_000);
    expect(causeCode(await pending)).toMatch(/^(UND_ERR_SOCKET|ECONNRESET)$/);
  });

  it('closes itself after idleTimeoutMs without requests', async () => {
    const lake = await start({ idleTimeoutMs: 100 });

    await lake.closed;

    expect(await refused(`${lake.url}/`)).toBe('ECONNREFUSED');
  });
});

describe('cli', () => {
  const cli = fileURLToPath(new URL('./cli.ts', import.meta.url));
  const root = fileURLToPath(new URL('../../', import.meta.url));
  // Through tsx: the lake's modules import each other without extensions, which Node's type stripping refuses.
  const runner = ['--import', 'tsx'];
  const children: ChildProcess[] = [];

  afterEach(() => {
    for (const child of children.splice(0))
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  });

  async function launch(
    ...args: string[]
  ): Promise<{ child: ChildProcess; url: string; exited: Promise<number | null> }> {
    const child = spawn(process.execPath, [...runner, cli, ...args], { cwd: root, stdio: ['pipe', 'pipe', 'pipe'] });
    children.push(child);
    let stderr = '';
    child.stderr?.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
    const firstLine = new Promise<string>((resolve, reject) => {
      createInterface({ input: child.stdout! }).once('line', resolve);
      void exited.then((code) => reject(new Error(`cli exited with ${code} before printing its URL:\n${stderr}`)));
    });
    const { url } = JSON.parse(await firstLine) as { url: string };
    return { child, url, exited };
  }

  it('prints {"url"} on one line, serves queries and exits on SIGTERM', async () => {
    const { child, url, exited } = await launch('--port', '0', '--project-id', 'test');

    expect(url).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/);
    const client = createClient({
      projectId: 'test',
      dataset: 'production',
      apiVersion: API_VERSION,
      apiHost: url,
      useProjectHostname: false,
      useCdn: false,
    });
    expect(await client.fetch('count(*)')).toBe(0);

    child.kill('SIGTERM');
    expect(await exited).toBe(0);
  });

  it('exits when its stdin closes (the parent went away)', async () => {
    const { child, exited } = await launch();

    child.stdin?.end();

    expect(await exited).toBe(0);
  });

  it('fails with a message naming the missing dataset file', async () => {
    const error = await rejection(launch('--dataset-dir', join(tmpdir(), 'no-such-dataset')));

    expect(error.message).toContain('Cannot read the demo dataset at');
  });
});
