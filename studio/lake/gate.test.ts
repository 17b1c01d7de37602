/**
 * The local Content Lake as `npm run studio` runs it (the owner's secret, the
 * Studio's and the dev site's pages, HTTP/2 over TLS and plain HTTP on one
 * port, saving to a copy of the demo dataset), attacked with raw requests the
 * way a web page the owner visits, or another process, would. After each
 * attack the dataset file is byte for byte what it was; the same request from
 * the owner goes through, so each refusal is the gate's, not a broken request.
 */
import { cpSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { request as httpRequest } from 'node:http';
import { connect } from 'node:http2';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { isLoopbackHost } from './gate';
import { startLake, type Lake } from './server';
import { localTls } from './trust';
import { API_VERSION, OWNER_TOKEN } from './testing';

const DATASET = fileURLToPath(new URL('../../schemas/dataset', import.meta.url));
const STUDIO = 'http://localhost:3333';
const EVIL = 'https://evil.example';

let root: string;
let lake: Lake;
let ca: string;
let file: string;

beforeAll(async () => {
  root = mkdtempSync(join(tmpdir(), 'vitrine-gate-'));
  cpSync(DATASET, join(root, 'dataset'), { recursive: true });
  file = join(root, 'dataset', 'data.ndjson');
  const tls = localTls(join(root, 'config'));
  ca = tls.authority.cert;
  lake = await startLake({
    datasetDir: join(root, 'dataset'),
    persist: true,
    token: OWNER_TOKEN,
    localUser: true,
    origins: [STUDIO],
    projectId: 'local',
    tls,
    log: () => {},
  });
});

afterAll(async () => {
  await lake.close();
  rmSync(root, { recursive: true, force: true });
});

interface Answer {
  status: number;
  headers: Record<string, string | string[] | undefined>;
  body: string;
}

/** One HTTP/1.1 request with exactly these headers (fetch would not send another Host). */
function plain(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(
      { host: '127.0.0.1', port: lake.port, method, path, headers, setHost: false, agent: false },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () => resolve({ status: res.statusCode ?? 0, headers: res.headers, body: text }));
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

/** One HTTP/2 request over TLS, as the Studio's browser speaks to the lake, with this `:authority`. */
function secure(method: string, path: string, headers: Record<string, string>, body?: string): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const session = connect(`https://localhost:${lake.port}`, { ca });
    session.on('error', reject);
    const stream = session.request({ ':method': method, ':path': path, ...headers });
    let status = 0;
    let responseHeaders: Answer['headers'] = {};
    let text = '';
    stream.setEncoding('utf8');
    stream.on('response', (received) => {
      status = Number(received[':status']);
      responseHeaders = received;
    });
    stream.on('data', (chunk: string) => (text += chunk));
    stream.on('end', () => {
      session.close();
      resolve({ status, headers: responseHeaders, body: text });
    });
    stream.on('error', reject);
    stream.end(body);
  });
}

const own = () => `127.0.0.1:${lake.port}`;
const v = (route: string) => `/v${API_VERSION}/${route}`;
const mutate = v('data/mutate/production');
const actions = v('data/actions/production');
const query = (groq: string, perspective = 'raw') =>
  v(`data/query/production?query=${encodeURIComponent(groq)}&perspective=${perspective}`);

const rename = JSON.stringify({
  mutations: [{ patch: { id: 'siteSettings', set: { 'profile.name': 'Pwned' } } }, { create: { _type: 'article' } }],
});
const deleteSettings = JSON.stringify({
  actions: [{ actionType: 'sanity.action.document.delete', publishedId: 'siteSettings', includeDrafts: [] }],
});

/** Runs `attack`, waits for anything it set going, and checks the dataset file did not change by a byte. */
async function unchanged(attack: () => Promise<Answer>): Promise<Answer> {
  await lake.settled();
  const before = readFileSync(file);
  const answer = await attack();
  await lake.settled();
  expect(readFileSync(file).equals(before), 'the dataset file changed').toBe(true);
  return answer;
}

describe('the owner', () => {
  // The positive control: every refusal below is of a request that would otherwise have done its harm.
  it('reads everything and writes with the secret, from the Studio’s page', async () => {
    const auth = { host: own(), origin: STUDIO, authorization: `Bearer ${OWNER_TOKEN}` };
    const all = await plain('GET', query('count(*[_id in path("inbox.**") || _id in path("drafts.**")])'), auth);
    expect(JSON.parse(all.body).result).toBe(7);
    expect(all.headers['access-control-allow-origin']).toBe(STUDIO);

    const before = readFileSync(file, 'utf8');
    const json = { ...auth, 'content-type': 'application/json' };
    const body = JSON.stringify({ mutations: [{ patch: { id: 'siteSettings', set: { 'profile.job': 'Owner' } } }] });
    expect((await plain('POST', mutate, json, body)).status).toBe(200);
    await lake.settled();
    expect(readFileSync(file, 'utf8')).not.toBe(before);
  });
});

describe('a web page the owner visits', () => {
  it.each([
    ['HTTP/1.1', plain],
    ['HTTP/2', secure],
  ])('cannot write with a "simple" cross-origin POST (text/plain, no preflight) over %s', async (_, send) => {
    for (const [path, body] of [
      [mutate, rename],
      [actions, deleteSettings],
    ] as const) {
      const host: Record<string, string> =
        send === secure ? { ':authority': `localhost:${lake.port}` } : { host: own() };
      const answer = await unchanged(() =>
        send('POST', `${path}?returnDocuments=true`, { ...host, origin: EVIL, 'content-type': 'text/plain' }, body),
      );
      expect(answer.status).toBe(403);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.body).toContain('evil.example');
    }
  });

  it('cannot write even with a token it might have guessed, nor be told it may try (preflight)', async () => {
    const headers = { host: own(), origin: EVIL, 'content-type': 'application/json' };
    const answer = await unchanged(() =>
      plain('POST', mutate, { ...headers, authorization: `Bearer ${OWNER_TOKEN}` }, rename),
    );
    expect(answer.status).toBe(403);
    const preflight = await plain('OPTIONS', mutate, {
      host: own(),
      origin: EVIL,
      'access-control-request-method': 'POST',
      'access-control-request-headers': 'authorization, content-type',
    });
    expect(preflight.status).toBe(403);
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
  });

  it('is refused from another page of this machine too (another port, a null origin)', async () => {
    for (const origin of ['http://localhost:8080', 'http://127.0.0.1:3000x', 'null', `http://evil.localhost:3333`]) {
      const answer = await unchanged(() =>
        plain('POST', mutate, { host: own(), origin, 'content-type': 'text/plain' }, rename),
      );
      expect(answer.status, origin).toBe(403);
    }
  });

  it.each([
    ['HTTP/1.1', plain, 'host'],
    ['HTTP/2', secure, ':authority'],
  ])('cannot read through DNS rebinding (its own name for 127.0.0.1) over %s', async (_, send, header) => {
    for (const name of [`evil.example:${lake.port}`, `localhost.evil.example:${lake.port}`, `localhost:1`]) {
      // Same-origin for the page: no Origin header on a GET.
      const answer = await send('GET', query('count(*)'), { [header]: name });
      expect(answer.status, name).toBe(403);
      expect(answer.body).not.toContain('"result"');
    }
    const write = await unchanged(() =>
      send('POST', mutate, { [header]: `evil.example:${lake.port}`, 'content-type': 'application/json' }, rename),
    );
    expect(write.status).toBe(403);
  });
});

describe('a request with no credentials', () => {
  it('writes nothing: a plain JSON mutate and a delete action are refused', async () => {
    const json = { host: own(), 'content-type': 'application/json' };
    expect((await unchanged(() => plain('POST', mutate, json, rename))).status).toBe(403);
    expect((await unchanged(() => plain('POST', actions, json, deleteSettings))).status).toBe(403);
    expect(
      (await unchanged(() => plain('POST', mutate, { ...json, authorization: 'Bearer guess' }, rename))).status,
    ).toBe(401);
  });

  it('reads published content, but no draft and no contact message, in any perspective or endpoint', async () => {
    const host = { host: own() };
    const published = JSON.parse((await plain('GET', query('count(*)', 'published'), host)).body).result;
    expect(published).toBeGreaterThan(100);
    for (const perspective of ['raw', 'drafts', 'previewDrafts', 'published']) {
      const hidden = await plain(
        'GET',
        query('*[_id in path("drafts.**") || _id in path("inbox.**")]._id', perspective),
        host,
      );
      expect(JSON.parse(hidden.body).result, perspective).toEqual([]);
    }
    const inbox = JSON.parse(
      (
        await plain('GET', query('*[_id in path("inbox.**")][0]._id'), {
          ...host,
          authorization: `Bearer ${OWNER_TOKEN}`,
        })
      ).body,
    ).result as string;
    const doc = JSON.parse((await plain('GET', v(`data/doc/production/${inbox}`), host)).body);
    expect(doc).toEqual({ documents: [], omitted: [{ id: inbox, reason: 'permission' }] });
    expect((await plain('GET', v(`data/history/production/transactions/${inbox}`), host)).status).toBe(401);
    expect((await plain('GET', v(`data/references/production/documents/siteSettings/to`), host)).status).toBe(401);
    expect((await plain('GET', v('users/me'), host)).status).toBe(401);
  });

  it('sends a JSON body as JSON, as Sanity’s API asks (415 otherwise, and no effect)', async () => {
    const auth = { host: own(), authorization: `Bearer ${OWNER_TOKEN}` };
    for (const type of ['text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x']) {
      const answer = await unchanged(() => plain('POST', mutate, { ...auth, 'content-type': type }, rename));
      expect(answer.status, type).toBe(415);
    }
  });
});

describe('isLoopbackHost', () => {
  it.each([
    ['localhost:3334', true],
    ['LOCALHOST:3334', true],
    ['127.0.0.1:3334', true],
    ['[::1]:3334', true],
    ['local.localhost:3334', true],
    ['localhost:3333', false],
    ['localhost', false],
    ['evil.example:3334', false],
    ['localhost.evil.example:3334', false],
    ['127.0.0.2:3334', false],
    ['user@localhost:3334', false],
    ['.localhost:3334', false],
    ['', false],
  ])('%s → %s', (host, expected) => {
    expect(isLoopbackHost(host, 3334)).toBe(expected);
  });
});
