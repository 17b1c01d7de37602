/**
 * The site's `sanity` source, end to end through the real next-sanity client,
 * against the local Content Lake: the retry rule (web/src/config/http.ts)
 * and the typed error that names the query.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createSanitySource } from '@/content/sanity';
import { ContentFetchError } from '@/content/source';
import { startLake, type Lake } from '@vitrine/studio/lake';

const documents = [
  { _id: 'a', _type: 'note', title: 'Published A' },
  { _id: 'drafts.a', _type: 'note', title: 'Draft A' },
  { _id: 'b', _type: 'note', title: 'Published B' },
];
const query = '*[_type == "note" && _id == $id][0].title';

let lake: Lake;
const source = () =>
  createSanitySource({
    projectId: 'test',
    dataset: 'production',
    apiVersion: '2025-02-19',
    apiHost: lake.url,
    readToken: 'viewer',
  });
const fetchTitle = (id = 'a', perspective: 'published' | 'drafts' = 'published') =>
  source().fetch<string>({ name: 'noteTitleQuery', query, params: { id }, perspective });

beforeAll(async () => {
  lake = await startLake({ documents });
});
afterAll(async () => {
  await lake.close();
});
beforeEach(() => {
  lake.clearFaults();
  lake.requests.length = 0;
});

describe('sanity source through the local Content Lake', () => {
  it('runs a query with params and the published perspective', async () => {
    await expect(fetchTitle('a')).resolves.toBe('Published A');
    expect(lake.requests).toHaveLength(1);
    expect(lake.requests[0]).toMatchObject({
      method: 'GET',
      params: { id: 'a' },
      perspective: 'published',
      token: null,
    });
  });

  it('reads drafts with the viewer token in the drafts perspective', async () => {
    await expect(fetchTitle('a', 'drafts')).resolves.toBe('Draft A');
    expect(lake.requests[0]).toMatchObject({ perspective: 'drafts', token: 'viewer' });
  });

  it.each([408, 409, 425, 429, 500, 502, 503, 504])(
    'retries a GET once after %i and returns the result',
    async (status) => {
      lake.fault({ status });
      await expect(fetchTitle('b')).resolves.toBe('Published B');
      expect(lake.requests.map((r) => r.status)).toEqual([status, 200]);
    },
  );

  it('surfaces a typed error naming the query after the one retry', async () => {
    lake.fault({ status: 503, times: 2 });
    const error = await fetchTitle('b').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ContentFetchError);
    expect(error).toMatchObject({ query: 'noteTitleQuery', status: 503 });
    expect((error as Error).message).toMatch(/Content query "noteTitleQuery" failed with HTTP 503/);
    expect(lake.requests.map((r) => r.status)).toEqual([503, 503]);
  });

  it.each([400, 401, 403, 404, 501])('does not retry after %i', async (status) => {
    lake.fault({ status });
    await expect(fetchTitle('b')).rejects.toMatchObject({ name: 'ContentFetchError', status });
    expect(lake.requests).toHaveLength(1);
  });

  it('never retries a POST (a query too long for a GET)', async () => {
    const long = `${query} // ${'x'.repeat(12_000)}`;
    lake.fault({ status: 503 });
    const error = await source()
      .fetch({ name: 'longQuery', query: long, params: { id: 'b' }, perspective: 'published' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ContentFetchError', query: 'longQuery', status: 503 });
    expect(lake.requests.map((r) => [r.method, r.status])).toEqual([['POST', 503]]);
  });

  it('reports a dropped connection as a typed error without retrying', async () => {
    lake.fault({ drop: true });
    const error = await fetchTitle('b').catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ContentFetchError', query: 'noteTitleQuery', status: undefined });
    expect(lake.requests).toHaveLength(1);
  });

  it('reports a GROQ error from the API with its status and the query name', async () => {
    const error = await source()
      .fetch({ name: 'brokenQuery', query: '*[_type ==', perspective: 'published' })
      .catch((e: unknown) => e);
    expect(error).toMatchObject({ name: 'ContentFetchError', query: 'brokenQuery', status: 400 });
  });
});
