/**
 * The demo dataset against the content model: every document passes the
 * Studio's own validation rules (Sanity's `validateDocument`, run on the real
 * Studio workspace), every reference and image resolves, translation groups are
 * consistent (a document never translated has none, as with the plugin), drafts
 * differ from what is published, and the files are exactly what
 * `sanity dataset export` would write.
 */
import { execFileSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { readdirSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { evaluate, parse } from 'groq-js';
import { validateDocument, type SanityDocument as StudioDocument, type Workspace } from 'sanity';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  contactMessageIdPrefix,
  creditKinds,
  forcedColorModes,
  localizedDocumentTypes,
  routePageSlugs,
  siteSettingsId,
  slugPattern,
} from '@vitrine/schemas';
import {
  applyPerspective,
  isDraftId,
  loadDataset,
  parseNdjson,
  publishedId,
  type SanityDocument,
} from '@vitrine/schemas/dataset';
import { createOfflineClient, createTestWorkspace } from '../../studio/src/testing/workspace.ts';
import { demoLocales } from '@vitrine/schemas/dataset/generator/content/types.ts';
import { localizedProblems } from '@vitrine/schemas/studio';
import { DATASET_DIR } from '../support/dataset.ts';

type Doc = SanityDocument & Record<string, any>;

const raw = parseNdjson(readFileSync(join(DATASET_DIR, 'data.ndjson'), 'utf8')) as Doc[];
const resolved = loadDataset(DATASET_DIR) as Doc[];
const content = resolved.filter((doc) => doc._type !== 'sanity.imageAsset');
const byId = new Map(resolved.map((doc) => [doc._id, doc]));
const published = content.filter((doc) => !isDraftId(doc._id));
const localized = published.filter((doc) => (localizedDocumentTypes as readonly string[]).includes(doc._type));
const metadata = published.filter((doc) => doc._type === 'translation.metadata');

/** Every value in a document, with its path, for walking references and images. */
function* walk(value: unknown, path: string): Generator<[string, Record<string, any>]> {
  if (Array.isArray(value)) {
    for (const [index, item] of value.entries()) yield* walk(item, `${path}[${index}]`);
  } else if (value && typeof value === 'object') {
    yield [path, value as Record<string, any>];
    for (const [key, field] of Object.entries(value)) yield* walk(field, `${path}.${key}`);
  }
}

/** Width and height from a PNG or JPEG header. */
function dimensions(bytes: Buffer): { width: number; height: number } {
  if (bytes.readUInt32BE(0) === 0x89504e47) return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
  let offset = 2;
  while (offset < bytes.length) {
    const marker = bytes[offset + 1]!;
    const length = bytes.readUInt16BE(offset + 2);
    if (marker >= 0xc0 && marker <= 0xcf && ![0xc4, 0xc8, 0xcc].includes(marker)) {
      return { width: bytes.readUInt16BE(offset + 7), height: bytes.readUInt16BE(offset + 5) };
    }
    offset += 2 + length;
  }
  throw new Error('Not a PNG or JPEG file');
}

describe('export format', () => {
  it('holds documents as `sanity dataset export` writes them', () => {
    expect(raw.length).toBeGreaterThan(100);
    const ids = raw.map((doc) => doc._id);
    expect(new Set(ids).size, 'duplicate _id').toBe(ids.length);
    for (const doc of raw) {
      expect(doc._type, doc._id).not.toMatch(/^sanity\./);
      expect(doc._id, 'ids use letters, digits, dots, hyphens and underscores').toMatch(/^[A-Za-z0-9._-]+$/);
      for (const field of ['_createdAt', '_updatedAt', '_rev'])
        expect(typeof doc[field], `${doc._id}.${field}`).toBe('string');
      for (const [path, node] of walk(doc, doc._id)) {
        if (node._type === 'image') {
          expect(node.asset, `${path}: an export has no asset reference`).toBeUndefined();
          expect(node._sanityAsset, path).toMatch(/^image@file:\/\/\.\/images\/[0-9a-f]{40}-\d+x\d+\.(jpg|png)$/);
        }
        if (Array.isArray(node.children) || node._type === 'block') expect(node._key, path).toBeTypeOf('string');
      }
    }
  });

  it('keeps published content public and the inbox private', () => {
    // Sanity serves an id containing a dot only to authenticated requests.
    for (const doc of raw) {
      if (doc._type === 'contactMessage') expect(doc._id.startsWith(contactMessageIdPrefix), doc._id).toBe(true);
      else if (!isDraftId(doc._id)) expect(doc._id, 'public documents have no dot in their id').not.toContain('.');
    }
  });

  it('names every image file by the sha1 of its bytes and its real size, and uses them all', () => {
    const files = readdirSync(join(DATASET_DIR, 'images'));
    const referenced = new Set(
      raw.flatMap((doc) =>
        [...walk(doc, doc._id)]
          .map(([, node]) => node._sanityAsset)
          .filter((ref): ref is string => typeof ref === 'string')
          .map((ref) => ref.replace('image@file://./images/', '')),
      ),
    );
    expect([...referenced].sort()).toEqual([...files].sort());
    let bytesTotal = 0;
    for (const file of files) {
      const bytes = readFileSync(join(DATASET_DIR, 'images', file));
      bytesTotal += bytes.length;
      const [, sha1, width, height] = /^([0-9a-f]{40})-(\d+)x(\d+)\./.exec(file)!;
      expect(createHash('sha1').update(bytes).digest('hex'), file).toBe(sha1);
      expect(dimensions(bytes), file).toEqual({ width: Number(width), height: Number(height) });
    }
    expect(bytesTotal, 'images stay under 3 MB').toBeLessThan(3 * 1024 * 1024);
  });

  it('is what the generator writes', () => {
    const require = createRequire(import.meta.url);
    const generator = fileURLToPath(new URL('../../schemas/dataset/generate.ts', import.meta.url));
    const output = execFileSync(process.execPath, [require.resolve('tsx/cli'), generator, '--check'], {
      encoding: 'utf8',
    });
    expect(output).toContain('up to date');
  });
});

describe('validation against the schema', () => {
  let workspace: Workspace;

  beforeAll(async () => {
    // A client answering GROQ from the dataset, drafts included, as the Studio's validation sees it.
    const client = createOfflineClient(async (query, params = {}) => {
      const result = await evaluate(parse(query, { params }), { dataset: resolved, params });
      return result.get();
    });
    workspace = await createTestWorkspace(client);
  });

  const validate = async (document: Doc) => {
    const markers = await validateDocument({
      document: document as unknown as StudioDocument,
      workspace,
      getDocumentExists: async ({ id }) => byId.has(id) || byId.has(`drafts.${id}`),
      environment: 'cli',
    });
    return markers.map(
      (marker) => `${document._id} ${JSON.stringify(marker.path)} [${marker.level}] ${marker.message}`,
    );
  };

  it('every document passes the Studio validation rules, without errors or warnings', async () => {
    const problems: string[] = [];
    for (const document of content) problems.push(...(await validate(document)));
    // Languages the list adds have no demo text: the Studio rightly gives each localized field the warning its
    // rule gives a field written in the demo's languages alone (none on the demo's own list), and nothing else.
    const demoOnly = localizedProblems(demoLocales.map((language) => ({ language, value: 'text' })));
    const expected = demoOnly.warnings.map((warning) => `[warning] ${warning.message}`);
    expect(problems.filter((problem) => !expected.some((warning) => problem.endsWith(warning)))).toEqual([]);
  }, 60_000);

  it('and the rules do catch broken content', async () => {
    const article = byId.get('article-calm-en')!;
    const broken = {
      ...article,
      _id: 'article-broken-en',
      slug: { _type: 'slug', current: 'Designing For Calm!' },
      cover: { ...article.cover, alt: undefined },
      tags: [],
    };
    const duplicate = { ...article, _id: 'article-duplicate-en' };
    const settings = byId.get(siteSettingsId)!;
    const badSettings = {
      ...settings,
      _id: siteSettingsId,
      profile: { ...settings.profile, email: 'not an e-mail' },
      socials: { ...settings.socials, github: 'javascript:alert(1)' },
    };
    const redirect = {
      _id: 'redirect-bad',
      _type: 'redirect',
      source: 'https://elsewhere.example.com/x',
      destination: 'ftp://x',
      permanent: true,
    };

    // A people section that picks a partner only in draft, and one that was deleted: warnings, not errors.
    const home = byId.get('page-home-en')!;
    const draftPartner = { ...byId.get('partner-atlas-en')!, _id: 'drafts.partner-new-en', name: 'New Partner' };
    resolved.push(draftPartner);
    const picks = {
      ...home,
      _id: 'page-picks-en',
      body: home.body.map((section: any) =>
        section._type === 'peopleSection'
          ? {
              ...section,
              items: [
                ...section.items,
                { _key: 'draftpick', _type: 'reference', _ref: 'partner-new-en', _weak: true },
                { _key: 'gonepick', _type: 'reference', _ref: 'partner-gone-en', _weak: true },
              ],
            }
          : section,
      ),
    };
    const pickMarkers = await validate(picks);
    resolved.pop();
    expect(pickMarkers.filter((marker) => marker.includes('[error]'))).toEqual([]);
    expect(pickMarkers.join('\n')).toMatch(/\{"_key":"draftpick"\}\] \[warning\] “New Partner” is not published yet/);
    expect(pickMarkers.join('\n')).toMatch(/\{"_key":"gonepick"\}\] \[warning\] This pick no longer exists/);

    const messages = [
      ...(await validate(broken)),
      ...(await validate(duplicate)),
      ...(await validate(badSettings)),
      ...(await validate(redirect as Doc)),
    ].join('\n');
    expect(messages).toMatch(/article-broken-en \["slug"\].*lowercase/);
    expect(messages).toMatch(/article-broken-en \["cover","alt"\]/);
    expect(messages).toMatch(/article-broken-en \["tags"\]/);
    expect(messages).toMatch(/article-duplicate-en \["slug"\].*already in use/);
    expect(messages).toMatch(/siteSettings \["profile","email"\]/);
    expect(messages).toMatch(/siteSettings \["socials","github"\]/);
    expect(messages).toMatch(/redirect-bad \["source"\]/);
    expect(messages).toMatch(/redirect-bad \["destination"\]/);
  });
});

describe('references, images and translations', () => {
  it('every reference and every image resolves', () => {
    for (const doc of content) {
      for (const [path, node] of walk(doc, doc._id)) {
        if (typeof node._ref !== 'string') continue;
        expect(byId.has(node._ref), `${path} → ${node._ref}`).toBe(true);
        if (node._ref.startsWith('image-')) {
          const asset = byId.get(node._ref)!;
          expect(asset._type).toBe('sanity.imageAsset');
          expect(readdirSync(join(DATASET_DIR, 'images'))).toContain(String(asset.path).replace('images/', ''));
        }
      }
    }
  });

  it('references between localized documents stay in one language', () => {
    for (const doc of localized) {
      for (const [path, node] of walk(doc, doc._id)) {
        if (typeof node._ref !== 'string' || node._ref.startsWith('image-')) continue;
        expect(byId.get(node._ref)?.language, `${path} → ${node._ref}`).toBe(doc.language);
      }
    }
  });

  it('every localized document has a language, and a document outside any translation group is allowed', () => {
    expect(localized.length).toBeGreaterThan(0);
    for (const doc of localized) expect(demoLocales, doc._id).toContain(doc.language);
  });

  it('every translation.metadata group links existing documents of its type, two languages or more, each once', () => {
    expect(metadata.length).toBeGreaterThan(0);
    const groupOf = new Map<string, string>();
    for (const meta of metadata) {
      expect(meta.schemaTypes, meta._id).toHaveLength(1);
      const [type] = meta.schemaTypes;
      expect(localizedDocumentTypes, meta._id).toContain(type);
      const languages = meta.translations.map((t: any) => t.language);
      expect(new Set(languages).size, `${meta._id} has no language twice`).toBe(languages.length);
      expect(languages.length, `${meta._id} links at least two languages`).toBeGreaterThanOrEqual(2);
      for (const translation of meta.translations) {
        const ref: string = translation.value._ref;
        expect(translation._type).toBe('internationalizedArrayReferenceValue');
        expect(demoLocales, `${meta._id} → ${ref}`).toContain(translation.language);
        expect(isDraftId(ref), `${meta._id} links published ids`).toBe(false);
        const target = byId.get(ref);
        expect(target, `${meta._id} → ${ref} exists`).toBeDefined();
        expect(target!._type, ref).toBe(type);
        expect(target!.language, ref).toBe(translation.language);
        expect(groupOf.get(ref), `${ref} is in exactly one translation.metadata`).toBeUndefined();
        groupOf.set(ref, meta._id);
      }
    }
  });

  it('slugs are well formed and unique per type and language', () => {
    const seen = new Set<string>();
    for (const doc of published.filter((d) => d.slug)) {
      expect(doc.slug.current, doc._id).toMatch(slugPattern);
      const key = `${doc._type}/${doc.language}/${doc.slug.current}`;
      expect(seen.has(key), key).toBe(false);
      seen.add(key);
    }
  });

  it('article slugs are translated, and one spans several segments', () => {
    const articles = published.filter((doc) => doc._type === 'article');
    const slugs = new Set(articles.map((doc) => doc.slug.current));
    expect(slugs.size).toBe(articles.length);
    expect(articles.some((doc) => doc.slug.current.includes('/'))).toBe(true);
  });
});

describe('demo content', () => {
  const count = (type: string, locale?: string) =>
    published.filter((doc) => doc._type === type && (locale === undefined || doc.language === locale)).length;

  // The demo's own languages, whatever the list (a listed language it lacks is simply not offered).
  it.each(demoLocales)('has a full portfolio in %s', (locale) => {
    expect(count('article', locale)).toBeGreaterThanOrEqual(6);
    expect(count('project', locale)).toBe(6);
    expect(count('partner', locale)).toBe(6);
    expect(count('guardian', locale)).toBe(6);
    const pageSlugs = published
      .filter((doc) => doc._type === 'page' && doc.language === locale)
      .map((doc) => doc.slug.current);
    expect(pageSlugs).toEqual(expect.arrayContaining([...routePageSlugs]));
    const kinds = new Set(
      published.filter((doc) => doc._type === 'credit' && doc.language === locale).map((doc) => doc.kind),
    );
    expect([...kinds].sort()).toEqual([...creditKinds].sort());
  });

  it('has an article in one language only, outside any translation group (the language-switch fallback)', () => {
    const grouped = new Set(metadata.flatMap((meta) => meta.translations.map((t: any) => t.value._ref)));
    const untranslated = published.filter((doc) => doc._type === 'article' && !grouped.has(doc._id));
    expect(untranslated.length).toBeGreaterThan(0);
  });

  it.each(demoLocales)('has a page that forces a colour mode in %s', (locale) => {
    const forced = published.filter(
      (doc) =>
        doc._type === 'page' &&
        doc.language === locale &&
        (forcedColorModes as readonly string[]).includes(doc.colorMode),
    );
    expect(forced.length).toBeGreaterThan(0);
  });

  it('has the site settings, two redirects and a few inbox messages', () => {
    expect(count('siteSettings')).toBe(1);
    expect(byId.get(siteSettingsId)?._type).toBe('siteSettings');
    expect(count('redirect')).toBe(2);
    expect(count('contactMessage')).toBeGreaterThan(0);
  });

  it('articles have real bodies: headings, code, images, callouts and links', () => {
    for (const article of published.filter((doc) => doc._type === 'article')) {
      const types = new Set(article.body.map((block: any) => (block.style === 'h2' ? 'h2' : block._type)));
      for (const type of ['h2', 'block', 'code', 'image', 'callout'])
        expect(types, `${article._id} has ${type}`).toContain(type);
      expect(
        article.body.some((block: any) => block.markDefs?.length),
        `${article._id} has a link`,
      ).toBe(true);
      const words = article.body
        .flatMap((block: any) => block.children ?? [])
        .map((span: any) => span.text)
        .join(' ')
        .split(/\s+/).length;
      expect(words, article._id).toBeGreaterThan(280);
    }
  });

  it('never uses placeholder text', () => {
    const text = readFileSync(join(DATASET_DIR, 'data.ndjson'), 'utf8');
    // Case-sensitive on purpose: "todo" is Portuguese for "every".
    expect(text.match(/[Ll]orem|[Ii]psum|\bTODO\b|\bFIXME\b|\bXXX\b/g)).toBeNull();
  });

  it('has unpublished drafts of an article and a page whose text differs from the published version', () => {
    const drafts = content.filter((doc) => isDraftId(doc._id));
    expect(drafts.map((doc) => doc._type)).toEqual(expect.arrayContaining(['article', 'page']));
    const strip = ({ _id, _rev, _updatedAt, ...rest }: Doc) => rest;
    for (const draft of drafts) {
      const original = byId.get(publishedId(draft._id));
      expect(original, `${draft._id} has a published version`).toBeDefined();
      expect(strip(draft)).not.toEqual(strip(original!));
    }
    const inDraftMode = applyPerspective(resolved, 'drafts').find((doc) => doc._id === 'article-calm-en') as Doc;
    const inPublished = applyPerspective(resolved, 'published').find((doc) => doc._id === 'article-calm-en') as Doc;
    expect(inDraftMode.title).not.toBe(inPublished.title);
  });
});
