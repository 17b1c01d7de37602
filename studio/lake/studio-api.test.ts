/**
 * What the Studio asks of the lake beyond queries and mutations, through the
 * real @sanity/client: document actions, listeners with real mutations and
 * effects, history, image upload and serving, the project and its one user,
 * and the log of routes it does not know.
 */
import type { MutationEvent, SanityClient } from '@sanity/client';
import { applyPatch } from 'mendoza';
import sharp from 'sharp';
import { afterEach, describe, expect, it } from 'vitest';
import { startLake, type Lake, type LakeOptions, type SanityDocument } from './server';
import { API_VERSION, clientFor, editAction, failure, OWNER_TOKEN, ownerClient, publishAction } from './testing';

const FIXTURE: SanityDocument[] = [
  { _id: 'article-1', _type: 'article', title: 'Published one', _rev: 'r1' },
  { _id: 'drafts.article-2', _type: 'article', title: 'Never published', _rev: 'r2' },
];

const lakes: Lake[] = [];
afterEach(async () => {
  await Promise.all(lakes.splice(0).map((lake) => lake.close()));
});

async function start(options: LakeOptions = {}): Promise<Lake> {
  const lake = await startLake({ documents: FIXTURE, localUser: true, token: OWNER_TOKEN, log: () => {}, ...options });
  lakes.push(lake);
  return lake;
}

const ids = (lake: Lake) =>
  lake
    .getDocuments()
    .map((doc) => doc._id)
    .sort();

describe('document actions', () => {
  it('edits a published document into a draft made from it, then publishes it in one transaction', async () => {
    const lake = await start();
    const client = ownerClient(lake);

    await client.action(editAction('article-1', { set: { title: 'Edited one' } }));
    const draft = lake.getDocuments().find((doc) => doc._id === 'drafts.article-1');
    expect(draft).toMatchObject({ _type: 'article', title: 'Edited one' });
    expect(lake.getDocuments().find((doc) => doc._id === 'article-1')?.title).toBe('Published one');

    const { transactionId } = await client.action(publishAction('article-1', { ifPublishedRevisionId: 'r1' }));

    expect(ids(lake)).toEqual(['article-1', 'drafts.article-2']);
    expect(lake.getDocuments().find((doc) => doc._id === 'article-1')).toMatchObject({
      title: 'Edited one',
      _rev: transactionId,
    });
  });

  it('refuses a publish over a published revision it did not expect, and changes nothing', async () => {
    const lake = await start();
    const client = ownerClient(lake);
    await client.action(editAction('article-1', { set: { title: 'Edited' } }));

    const error = await failure(client.action(publishAction('article-1', { ifPublishedRevisionId: 'stale' })));

    expect(error).toMatchObject({ statusCode: 409 });
    expect(ids(lake)).toEqual(['article-1', 'drafts.article-1', 'drafts.article-2']);
  });

  it('creates, unpublishes into a draft, discards and deletes', async () => {
    const lake = await start();
    const client = ownerClient(lake);

    await client.action({
      actionType: 'sanity.action.document.create',
      publishedId: 'article-3',
      attributes: { _id: 'drafts.article-3', _type: 'article', title: 'Third' },
      ifExists: 'fail',
    });
    expect(ids(lake)).toContain('drafts.article-3');

    await client.action({
      actionType: 'sanity.action.document.unpublish',
      draftId: 'drafts.article-1',
      publishedId: 'article-1',
    });
    expect(ids(lake)).toEqual(['drafts.article-1', 'drafts.article-2', 'drafts.article-3']);
    expect(lake.getDocuments().find((doc) => doc._id === 'drafts.article-1')?.title).toBe('Published one');

    await client.action({ actionType: 'sanity.action.document.discard', draftId: 'drafts.article-3' });
    await client.action({
      actionType: 'sanity.action.document.delete',
      publishedId: 'article-2',
      includeDrafts: ['drafts.article-2'],
    });
    expect(ids(lake)).toEqual(['drafts.article-1']);
  });

  it('patches with the whole patch language: keyed array paths, insert and diffMatchPatch', async () => {
    const lake = await start({
      documents: [
        {
          _id: 'p',
          _type: 'page',
          title: 'Hello world',
          items: [
            { _key: 'a', text: 'one' },
            { _key: 'b', text: 'two' },
          ],
        },
      ],
    });
    await ownerClient(lake).action({
      actionType: 'sanity.action.document.edit',
      draftId: 'drafts.p',
      publishedId: 'p',
      patch: {
        set: { 'items[_key=="b"].text': 'deux' },
        insert: { after: 'items[_key=="a"]', items: [{ _key: 'c', text: 'between' }] },
        diffMatchPatch: { title: '@@ -3,9 +3,9 @@\n llo \n-world\n+there\n' },
      },
    });

    expect(lake.getDocuments().find((doc) => doc._id === 'drafts.p')).toMatchObject({
      title: 'Hello there',
      items: [
        { _key: 'a', text: 'one' },
        { _key: 'c', text: 'between' },
        { _key: 'b', text: 'deux' },
      ],
    });
  });

  it('strengthens a weak reference made to a document before it was published, once it is', async () => {
    const weak = { _type: 'reference', _ref: 'article-2', _weak: true, _strengthenOnPublish: { type: 'article' } };
    const lake = await start({
      documents: [
        ...FIXTURE,
        { _id: 'translations-2', _type: 'translation.metadata', translations: [{ _key: 'a', value: weak }] },
      ],
    });

    await ownerClient(lake).action(publishAction('article-2'));

    expect(lake.getDocuments().find((doc) => doc._id === 'translations-2')?.translations).toEqual([
      { _key: 'a', value: { _type: 'reference', _ref: 'article-2' } },
    ]);
  });

  it('refuses content releases with a 400 naming the action', async () => {
    const lake = await start();
    const error = await failure(
      ownerClient(lake).action({
        actionType: 'sanity.action.document.version.create',
        publishedId: 'article-1',
        document: { _id: 'versions.r.article-1', _type: 'article' },
      }),
    );

    expect(error).toMatchObject({ statusCode: 400 });
    expect(error.message).toContain('sanity.action.document.version.create');
  });
});

describe('listen', () => {
  /** The events of one listener, collected until `count` mutation events arrived. */
  function collect(client: SanityClient, query: string, params: Record<string, unknown>, count: number) {
    const events: MutationEvent[] = [];
    let welcome!: () => void;
    const welcomed = new Promise<void>((resolve) => (welcome = resolve));
    let done!: () => void;
    const finished = new Promise<void>((resolve) => (done = resolve));
    const subscription = client
      .listen(query, params, { events: ['welcome', 'mutation'], includeResult: false, effectFormat: 'mendoza' })
      .subscribe((event) => {
        if (event.type === 'welcome') welcome();
        if (event.type === 'mutation') {
          events.push(event as MutationEvent);
          if (events.length === count) done();
        }
      });
    return { events, welcomed, finished, stop: () => subscription.unsubscribe() };
  }

  it('sends a publish to a pair listener as two events of one transaction, with effects the Studio can apply', async () => {
    const lake = await start();
    const client = ownerClient(lake);
    await client.action(editAction('article-1', { set: { title: 'Edited' } }));
    const before = Object.fromEntries(lake.getDocuments().map((doc) => [doc._id, doc]));
    const pair = collect(client, '*[_id in $ids]', { ids: ['article-1', 'drafts.article-1'] }, 2);
    await pair.welcomed;

    const { transactionId } = await client.action(publishAction('article-1'));
    await pair.finished;
    pair.stop();

    const byId = Object.fromEntries(pair.events.map((event) => [event.documentId, event]));
    expect(pair.events.map((event) => event.transactionTotalEvents)).toEqual([2, 2]);
    expect(byId['article-1']).toMatchObject({
      transactionId,
      transition: 'update',
      previousRev: 'r1',
      resultRev: transactionId,
      mutations: [{ createOrReplace: expect.objectContaining({ _id: 'article-1', title: 'Edited' }) }],
    });
    expect(byId['drafts.article-1']).toMatchObject({
      transition: 'disappear',
      mutations: [{ delete: { id: 'drafts.article-1' } }],
    });
    // What the Studio does with an event: apply its effects to its copy (without _rev) and take resultRev.
    const { _rev: _ignored, ...published } = before['article-1']!;
    const after = applyPatch(published, byId['article-1']!.effects!.apply);
    expect(after).toMatchObject({ _id: 'article-1', title: 'Edited' });
    expect(applyPatch(before['drafts.article-1'], byId['drafts.article-1']!.effects!.apply)).toBeNull();
  });

  it('counts a transaction per listener: one that sees one of two documents is told one event', async () => {
    const lake = await start();
    const client = ownerClient(lake);
    const one = collect(client, '*[_id == $id]', { id: 'article-1' }, 1);
    await one.welcomed;

    await lake.mutate([
      { patch: { id: 'article-1', set: { title: 'A' } } },
      { patch: { id: 'drafts.article-2', set: { title: 'B' } } },
    ]);
    await one.finished;
    one.stop();

    expect(one.events).toHaveLength(1);
    expect(one.events[0]).toMatchObject({
      documentId: 'article-1',
      transactionTotalEvents: 1,
      transactionCurrentEvent: 1,
    });
  });

  it('shows no draft to a listener without a token', async () => {
    const lake = await start();
    const anonymous = collect(clientFor(lake), '*[_type == "article"]', {}, 1);
    await anonymous.welcomed;

    await lake.mutate([{ patch: { id: 'drafts.article-2', set: { title: 'Hidden' } } }]);
    await lake.mutate([{ patch: { id: 'article-1', set: { title: 'Seen' } } }]);
    await anonymous.finished;
    anonymous.stop();

    expect(anonymous.events.map((event) => event.documentId)).toEqual(['article-1']);
  });
});

describe('live events', () => {
  /** The transaction ids of the `message` events a live stream got, collected until the stream is stopped. */
  function messages(client: SanityClient, includeDrafts: boolean) {
    const ids: string[] = [];
    let welcome!: () => void;
    const welcomed = new Promise<void>((resolve) => (welcome = resolve));
    const subscription = client.live.events({ includeDrafts }).subscribe((event) => {
      if (event.type === 'welcome') welcome();
      if (event.type === 'message') ids.push(event.id);
    });
    return { ids, welcomed, stop: () => subscription.unsubscribe() };
  }

  it('tells an anonymous stream of public changes only, and a stream with drafts of every change', async () => {
    const lake = await start();
    const anonymous = messages(clientFor(lake), false);
    const withDrafts = messages(ownerClient(lake), true);
    await Promise.all([anonymous.welcomed, withDrafts.welcomed]);

    // A private document (a dot in its id, like the Presentation tool's preview secrets), a draft, a public one.
    const secret = await lake.mutate([
      { create: { _id: 'sanity-preview-url-secret.x', _type: 'sanity.previewUrlSecret' } },
    ]);
    const draft = await lake.mutate([{ patch: { id: 'drafts.article-2', set: { title: 'Still a draft' } } }]);
    const published = await lake.mutate([{ patch: { id: 'article-1', set: { title: 'Public' } } }]);
    await expect.poll(() => withDrafts.ids.length).toBe(3);
    await expect.poll(() => anonymous.ids.length).toBe(1);
    anonymous.stop();
    withDrafts.stop();

    expect(anonymous.ids).toEqual([published.transactionId]);
    expect(withDrafts.ids).toEqual([secret.transactionId, draft.transactionId, published.transactionId]);
  });
});

describe('history', () => {
  it('lists this session’s transactions of a document, newest first, with revisions it can give back', async () => {
    const lake = await start();
    const client = ownerClient(lake);
    const first = await lake.mutate([{ patch: { id: 'article-1', set: { title: 'v2' } } }]);
    const second = await lake.mutate([{ patch: { id: 'article-1', set: { title: 'v3' } } }]);

    const transactions = `${lake.url}/v${API_VERSION}/data/history/production/transactions/article-1,drafts.article-1?reverse=true&excludeContent=true`;
    // History names drafts and private documents: the owner's, not anyone's.
    expect((await fetch(transactions)).status).toBe(401);
    const response = await fetch(transactions, { headers: { authorization: `Bearer ${OWNER_TOKEN}` } });
    const lines = (await response.text())
      .trim()
      .split('\n')
      .map((line) => JSON.parse(line));

    expect(lines.map((line) => line.id)).toEqual([second.transactionId, first.transactionId]);
    expect(lines[0].effects['article-1'].apply).toEqual([0, expect.objectContaining({ title: 'v3' })]);
    const atFirst = await client.request({
      uri: `/data/history/production/documents/article-1?revision=${first.transactionId}`,
    });
    expect(atFirst.documents).toEqual([expect.objectContaining({ title: 'v2', _rev: first.transactionId })]);
  });
});

describe('references', () => {
  it('counts the documents of other datasets that point at one, as the Studio asks before it unpublishes', async () => {
    const lake = await start({
      datasets: {
        staging: [
          {
            _id: 'note-1',
            _type: 'note',
            about: { _type: 'crossDatasetReference', _ref: 'article-1', _dataset: 'production' },
          },
          { _id: 'note-2', _type: 'note', about: { _type: 'reference', _ref: 'article-1' } },
        ],
      },
    });
    await lake.mutate([{ create: { _id: 'page-1', _type: 'page', link: { _type: 'reference', _ref: 'article-1' } } }]);
    const path = `/data/references/production/documents/article-1/to`;

    const external = await ownerClient(lake).request({
      url: `${path}?excludeInternalReferences=true&excludePaths=true`,
    });
    const all = await ownerClient(lake).request({ url: path });

    expect(external).toEqual({
      totalCount: 1,
      references: [{ documentId: 'note-1', datasetName: 'staging', projectId: lake.projectId }],
    });
    expect(all.references.map((ref: { documentId: string }) => ref.documentId).sort()).toEqual(['note-1', 'page-1']);
    expect(lake.unknownRoutes).toEqual([]);
  });
});

describe('images', () => {
  it('stores an upload under its sha1 and size, makes its asset document, and serves the file back', async () => {
    const lake = await start();
    const png = await sharp({ create: { width: 3, height: 2, channels: 3, background: '#c0ffee' } })
      .png()
      .toBuffer();

    const asset = await ownerClient(lake).assets.upload('image', png, { filename: 'tiny.png' });

    expect(asset).toMatchObject({
      _type: 'sanity.imageAsset',
      originalFilename: 'tiny.png',
      extension: 'png',
      metadata: { dimensions: { width: 3, height: 2 } },
    });
    expect(asset._id).toMatch(/^image-[0-9a-f]{40}-3x2-png$/);
    const served = await fetch(asset.url);
    expect(served.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await served.arrayBuffer()).equals(png)).toBe(true);
    expect(lake.getDocuments().map((doc) => doc._id)).toContain(asset._id);
  });

  it('refuses something that is not an image, with a 400 that says so', async () => {
    const lake = await start();
    const error = await failure(
      ownerClient(lake).assets.upload('image', Buffer.from('not an image'), { filename: 'x.png' }),
    );

    expect(error).toMatchObject({ statusCode: 400 });
    expect(error.message).toMatch(/not an image/);
  });
});

describe('the project and its one user', () => {
  it('answers the local user, an administrator, and their key-value store', async () => {
    const lake = await start();
    const client = ownerClient(lake);

    expect(await client.request({ uri: '/users/me' })).toMatchObject({ id: 'p-local-owner', role: 'administrator' });
    expect(await client.request({ uri: '/projects/test' })).toMatchObject({
      id: 'test',
      members: [{ isCurrentUser: true }],
    });
    expect(await client.request({ uri: '/projects/test/datasets/production/acl' })).toEqual([
      expect.objectContaining({ filter: '_id in path("**")' }),
    ]);
    await client.request({ method: 'PUT', uri: '/users/me/keyvalue', body: [{ key: 'studio.x', value: { a: 1 } }] });
    expect(await client.request({ uri: '/users/me/keyvalue/studio.x,studio.y' })).toEqual([
      { key: 'studio.x', value: { a: 1 } },
      { key: 'studio.y', value: null },
    ]);
  });

  it('answers 401 to users/me without the owner’s secret, as a signed-out Studio expects', async () => {
    const lake = await start();
    expect(await failure(clientFor(lake).request({ uri: '/users/me' }))).toMatchObject({ statusCode: 401 });
    expect(await failure(clientFor(lake, { token: 'guessed' }).request({ uri: '/users/me' }))).toMatchObject({
      statusCode: 401,
    });
    expect(await ownerClient(lake).request({ uri: '/users/me' })).toMatchObject({ role: 'administrator' });
  });

  it('logs a route it does not know, and answers 404', async () => {
    const lines: string[] = [];
    const lake = await start({ log: (line) => lines.push(line) });

    const response = await fetch(`${lake.url}/v${API_VERSION}/nothing/here`);

    expect(response.status).toBe(404);
    expect(lake.unknownRoutes).toEqual([`GET /v${API_VERSION}/nothing/here`]);
    expect(lines.join('\n')).toContain(`unknown route GET /v${API_VERSION}/nothing/here`);
  });

  it('lets its own pages and those it was given call it with credentials, and no other page', async () => {
    const lake = await start({ origins: ['http://localhost:3333'] });
    const from = (origin: string) =>
      fetch(`${lake.url}/v${API_VERSION}/ping`, { headers: { origin } }).then((response) => ({
        status: response.status,
        allowed: response.headers.get('access-control-allow-origin'),
      }));

    expect(await from('http://localhost:3333')).toEqual({ status: 200, allowed: 'http://localhost:3333' });
    expect(await from(`https://localhost:${lake.port}`)).toEqual({
      status: 200,
      allowed: `https://localhost:${lake.port}`,
    });
    for (const origin of ['https://evil.example', 'http://localhost:8080', 'http://evil.localhost:3333', 'null'])
      expect(await from(origin)).toEqual({ status: 403, allowed: null });
  });
});
