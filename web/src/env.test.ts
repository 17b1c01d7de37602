import { describe, expect, it } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { ENV_VARIABLES, EnvError, parseEnv } from './env';

const cwd = '/srv/vitrine/web';

describe('parseEnv: content source selection', () => {
  it.each([
    [{}, 'local'],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }, 'sanity'],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', CONTENT_SOURCE: 'local' }, 'local'],
    [{ SANITY_PROJECT_ID: 'abc123', CONTENT_SOURCE: 'local' }, 'local'],
    [{ SANITY_PROJECT_ID: '', SANITY_DATASET: '' }, 'local'],
  ])('%o selects %s', (raw, expected) => {
    expect(parseEnv(raw, cwd).content.source).toBe(expected);
  });

  it('defaults the local dataset to the schemas workspace and the API version to a fixed date', () => {
    expect(parseEnv({ HOME: '/home/owner' }, cwd).content).toEqual({
      source: 'local',
      datasetDir: '/srv/vitrine/web/../schemas/dataset',
      watch: false,
      lakeUrl: undefined,
      ownerConfigDir: '/home/owner/.config/vitrine',
    });
    const sanity = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }, cwd).content;
    expect(sanity).toMatchObject({ source: 'sanity', apiVersion: '2025-02-19', apiHost: undefined });
  });

  it('watches the dataset file and asks the local Content Lake about Presentation under next dev only', () => {
    expect(parseEnv({ NODE_ENV: 'development' }, cwd).content).toMatchObject({
      watch: true,
      lakeUrl: 'http://127.0.0.1:3334',
    });
    expect(parseEnv({ NODE_ENV: 'development', LAKE_PORT: '4334' }, cwd).content).toMatchObject({
      lakeUrl: 'http://127.0.0.1:4334',
    });
    expect(parseEnv({ NODE_ENV: 'production' }, cwd).content).toMatchObject({ watch: false, lakeUrl: undefined });
    expect(parseEnv({ NODE_ENV: 'production', LAKE_PORT: '4334' }, cwd).content).toMatchObject({
      watch: false,
      lakeUrl: 'http://127.0.0.1:4334',
    });
    expect(() => parseEnv({ LAKE_PORT: '70000' }, cwd)).toThrow(/LAKE_PORT: a TCP port/);
  });

  it('finds the owner’s secret where npm run studio keeps it: VITRINE_CONFIG_DIR, else the user’s config folder', () => {
    const folder = (vars: Record<string, string>) =>
      (parseEnv(vars, cwd).content as { ownerConfigDir: string }).ownerConfigDir;
    expect(folder({ HOME: '/home/owner' })).toBe('/home/owner/.config/vitrine');
    expect(folder({ HOME: '/home/owner', XDG_CONFIG_HOME: '/xdg' })).toBe('/xdg/vitrine');
    expect(folder({ HOME: '/home/owner', VITRINE_CONFIG_DIR: '/srv/owner' })).toBe('/srv/owner');
  });

  it('accepts an API host and a v-prefixed API version', () => {
    const content = parseEnv(
      {
        SANITY_PROJECT_ID: 'abc123',
        SANITY_DATASET: 'staging',
        SANITY_API_HOST: 'http://127.0.0.1:4010',
        SANITY_API_VERSION: 'v2024-01-01',
      },
      cwd,
    ).content;
    expect(content).toMatchObject({ apiHost: 'http://127.0.0.1:4010', apiVersion: '2024-01-01', dataset: 'staging' });
  });
});

describe('parseEnv: half-configured or malformed environments stop with a message naming the variable', () => {
  it.each([
    [{ SANITY_PROJECT_ID: 'abc123' }, /SANITY_DATASET is not set/],
    [{ SANITY_DATASET: 'production' }, /SANITY_PROJECT_ID is not set/],
    [{ CONTENT_SOURCE: 'sanity' }, /CONTENT_SOURCE=sanity needs SANITY_PROJECT_ID and SANITY_DATASET/],
    [{ CONTENT_SOURCE: 'cms' }, /CONTENT_SOURCE/],
    [{ SANITY_PROJECT_ID: 'Not An Id!', SANITY_DATASET: 'production' }, /SANITY_PROJECT_ID: a Sanity project id/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'Prod Data' }, /SANITY_DATASET: a dataset name/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_VERSION: 'latest' }, /SANITY_API_VERSION/],
    [{ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production', SANITY_API_HOST: 'ftp://x' }, /SANITY_API_HOST/],
    [{ ROOT_REDIRECT_STATUS: '308' }, /ROOT_REDIRECT_STATUS is set without ROOT_REDIRECT_TARGET/],
    [{ ROOT_REDIRECT_TARGET: '/fr', ROOT_REDIRECT_STATUS: '200' }, /ROOT_REDIRECT_STATUS/],
    [{ CONTENT_STRICT: 'yes' }, /CONTENT_STRICT: 1 \(or true\) to fail the build on content warnings/],
    [{ LIST_PAGE_SIZE: '0' }, /LIST_PAGE_SIZE: a whole number of articles per page, 1 to 100/],
    [{ LIST_PAGE_SIZE: '2.5' }, /LIST_PAGE_SIZE/],
    [{ LIST_PAGE_SIZE: '500' }, /LIST_PAGE_SIZE/],
  ])('%o', (raw, message) => {
    expect(() => parseEnv(raw, cwd)).toThrow(EnvError);
    expect(() => parseEnv(raw, cwd)).toThrow(message);
  });
});

describe('parseEnv: content check', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', true],
    ['true', true],
  ])('CONTENT_STRICT=%s makes warnings fail the build: %s', (value, strict) => {
    expect(parseEnv({ CONTENT_STRICT: value }, cwd).contentCheck).toEqual({ strict });
  });

  it.each([
    [undefined, 20],
    ['', 20],
    ['5', 5],
    ['100', 100],
  ])('LIST_PAGE_SIZE=%s lists %i articles a page', (value, pageSize) => {
    expect(parseEnv({ LIST_PAGE_SIZE: value }, cwd).lists).toEqual({ pageSize });
  });
});

describe('parseEnv: root redirect', () => {
  it('defaults the status to 307 and keeps an explicit one', () => {
    expect(parseEnv({ ROOT_REDIRECT_TARGET: '/fr' }, cwd).rootRedirect).toEqual({ target: '/fr', status: 307 });
    expect(parseEnv({ ROOT_REDIRECT_TARGET: '/pt', ROOT_REDIRECT_STATUS: '301' }, cwd).rootRedirect).toEqual({
      target: '/pt',
      status: 301,
    });
    expect(parseEnv({}, cwd).rootRedirect).toBeUndefined();
  });
});

describe('parseEnv: contact form', () => {
  it('stores locally in web/.data, sends no e-mail, and allows 5 messages per 10 minutes by default', () => {
    expect(parseEnv({}, cwd).contact).toEqual({
      dataDir: '/srv/vitrine/web/.data',
      inboxFile: '/srv/vitrine/web/.data/messages.ndjson',
      writeToken: undefined,
      notify: undefined,
      rateLimit: { limit: 5, windowMs: 600_000 },
      siteLimit: { limit: 30, windowMs: 3_600_000 },
      minFillMs: 3000,
      tokenTtlMs: 7_200_000,
      inboxMaxBytes: 50 * 1024 * 1024,
      formSecret: undefined,
    });
  });

  it('reads the site-wide limit, the token lifetime and the inbox cap', () => {
    const contact = parseEnv(
      { CONTACT_SITE_LIMIT: '100/1h', CONTACT_TOKEN_TTL: '30m', CONTACT_INBOX_MAX: '2mb' },
      cwd,
    ).contact;
    expect(contact).toMatchObject({
      siteLimit: { limit: 100, windowMs: 3_600_000 },
      tokenTtlMs: 1_800_000,
      inboxMaxBytes: 2 * 1024 * 1024,
    });
  });

  it('reads the data dir, the write token, the limits and the secret', () => {
    const contact = parseEnv(
      {
        VITRINE_DATA_DIR: '/var/lib/vitrine/',
        SANITY_API_WRITE_TOKEN: 'sk-write',
        CONTACT_RATE_LIMIT: '20/1h',
        CONTACT_MIN_FILL_TIME: '1500ms',
        CONTACT_FORM_SECRET: 'x'.repeat(32),
      },
      cwd,
    ).contact;
    expect(contact).toMatchObject({
      dataDir: '/var/lib/vitrine',
      inboxFile: '/var/lib/vitrine/messages.ndjson',
      writeToken: 'sk-write',
      rateLimit: { limit: 20, windowMs: 3_600_000 },
      minFillMs: 1500,
      formSecret: 'x'.repeat(32),
    });
  });

  it.each([
    ['0', 0],
    ['500ms', 500],
    ['3s', 3000],
    ['2m', 120_000],
  ])('CONTACT_MIN_FILL_TIME=%s is %i ms', (value, ms) => {
    expect(parseEnv({ CONTACT_MIN_FILL_TIME: value }, cwd).contact.minFillMs).toBe(ms);
  });

  it('turns the notification on with SMTP_URL and CONTACT_TO, from CONTACT_TO in English unless told otherwise', () => {
    const smtp = { SMTP_URL: 'smtps://user:pass@smtp.example.com:465', CONTACT_TO: 'owner@example.com' };
    expect(parseEnv(smtp, cwd).contact.notify).toEqual({
      smtpUrl: 'smtps://user:pass@smtp.example.com:465',
      to: 'owner@example.com',
      from: 'owner@example.com',
      locale: 'en',
    });
    expect(
      parseEnv({ ...smtp, CONTACT_FROM: 'Site <site@example.com>', CONTACT_LOCALE: localeCodes.at(-1) }, cwd).contact
        .notify,
    ).toMatchObject({ from: 'Site <site@example.com>', locale: localeCodes.at(-1) });
  });

  it.each([
    [{ SMTP_URL: 'smtp://127.0.0.1:2525' }, /SMTP_URL is set without CONTACT_TO/],
    [{ CONTACT_TO: 'owner@example.com' }, /CONTACT_TO is set without SMTP_URL/],
    [{ SMTP_URL: 'https://mail.example.com', CONTACT_TO: 'owner@example.com' }, /SMTP_URL: an smtp:\/\//],
    [{ SMTP_URL: 'smtp://127.0.0.1', CONTACT_TO: 'owner' }, /CONTACT_TO: the address/],
    [
      { SMTP_URL: 'smtp://127.0.0.1', CONTACT_TO: 'a@b.co', CONTACT_LOCALE: 'xx' },
      new RegExp(`CONTACT_LOCALE: one of ${localeCodes.join(', ')}`),
    ],
    [{ CONTACT_RATE_LIMIT: '5' }, /CONTACT_RATE_LIMIT: a count per duration/],
    [{ CONTACT_RATE_LIMIT: '0/10m' }, /CONTACT_RATE_LIMIT/],
    [{ CONTACT_RATE_LIMIT: '5/10 minutes' }, /CONTACT_RATE_LIMIT/],
    [{ CONTACT_MIN_FILL_TIME: '3' }, /CONTACT_MIN_FILL_TIME: a duration/],
    [{ CONTACT_FORM_SECRET: 'short' }, /CONTACT_FORM_SECRET: at least 32 characters/],
    [{ REDIS_URL: 'http://cache.example:6379' }, /REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/],
    [{ REDIS_URL: 'localhost:6379' }, /REDIS_URL: a redis:\/\/ or rediss:\/\/ URL/],
  ])('%o stops with a message naming the variable', (raw, message) => {
    expect(() => parseEnv(raw, cwd)).toThrow(EnvError);
    expect(() => parseEnv(raw, cwd)).toThrow(message);
  });
});

describe('parseEnv: the shared state', () => {
  it('is per process unless REDIS_URL names a Redis (TLS and a database number allowed)', () => {
    expect(parseEnv({}, cwd).shared).toEqual({ redisUrl: undefined });
    for (const url of ['redis://127.0.0.1:6379/0', 'rediss://user:pw@cache.example:6380/2']) {
      expect(parseEnv({ REDIS_URL: url }, cwd).shared).toEqual({ redisUrl: url });
    }
  });
});

describe('parseEnv: preview and freshness', () => {
  const sanity = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };
  const secret = 'a-preview-secret-of-32-characters';

  it('is off by default: no preview secret, no webhook secret, no Studio URL', () => {
    expect(parseEnv({}, cwd).preview).toEqual({ secret: undefined, revalidateSecret: undefined, studioUrl: undefined });
  });

  it.each([
    [{}, { dataset: 'production', apiHost: undefined }],
    [{ SANITY_API_HOST: 'https://api.example.com' }, { dataset: 'production', apiHost: 'https://api.example.com' }],
    [{ SANITY_PREVIEW_DATASET: 'staging' }, { dataset: 'staging', apiHost: undefined }],
    [
      { SANITY_PREVIEW_DATASET: 'staging', SANITY_PREVIEW_API_HOST: 'https://staging.example.com' },
      { dataset: 'staging', apiHost: 'https://staging.example.com' },
    ],
    [
      { SANITY_API_HOST: 'https://api.example.com', SANITY_PREVIEW_API_HOST: 'http://127.0.0.1:4010' },
      { dataset: 'production', apiHost: 'http://127.0.0.1:4010' },
    ],
  ])('drafts are read from the preview API, defaulting to the public one: %o → %o', (raw, expected) => {
    const content = parseEnv({ ...sanity, ...raw }, cwd).content;
    expect(content.source === 'sanity' && content.preview).toEqual(expected);
  });

  it('keeps the secrets and the Studio URL', () => {
    const preview = parseEnv(
      {
        ...sanity,
        SANITY_API_READ_TOKEN: 'viewer',
        PREVIEW_SECRET: secret,
        SANITY_REVALIDATE_SECRET: 'a-webhook-secret-long-enough',
        SANITY_STUDIO_URL: 'http://localhost:3333',
      },
      cwd,
    ).preview;
    expect(preview).toEqual({
      secret,
      revalidateSecret: 'a-webhook-secret-long-enough',
      studioUrl: 'http://localhost:3333',
    });
  });

  it('the local source previews with the secret alone', () => {
    expect(parseEnv({ PREVIEW_SECRET: secret }, cwd).preview.secret).toBe(secret);
  });

  it.each([
    [{ PREVIEW_SECRET: 'short' }, /PREVIEW_SECRET: at least 16/],
    [{ SANITY_REVALIDATE_SECRET: 'short' }, /SANITY_REVALIDATE_SECRET: at least 16/],
    [{ ...sanity, SANITY_PREVIEW_DATASET: 'Staging Data' }, /SANITY_PREVIEW_DATASET: a dataset name/],
    [{ ...sanity, SANITY_PREVIEW_API_HOST: 'ftp://staging' }, /SANITY_PREVIEW_API_HOST: an http\(s\) URL/],
    [{ SANITY_STUDIO_URL: 'studio' }, /SANITY_STUDIO_URL: the Studio URL/],
    [{ ...sanity, PREVIEW_SECRET: secret }, /PREVIEW_SECRET is set, but SANITY_API_READ_TOKEN is not/],
  ])('%o stops with a message naming the variable', (raw, message) => {
    expect(() => parseEnv(raw, cwd)).toThrow(EnvError);
    expect(() => parseEnv(raw, cwd)).toThrow(message);
  });
});

describe('parseEnv: the server', () => {
  it('listens on 3000 on every interface, trusts no proxy, serves .next, and outside production sets no Secure cookie', () => {
    expect(parseEnv({}, cwd).server).toEqual({
      host: 'next',
      port: 3000,
      hostname: undefined,
      trustProxy: { kind: 'none' },
      siteUrl: undefined,
      distDir: '.next',
      production: false,
      building: false,
      secureCookies: false,
    });
  });

  it('knows when `next build` runs (Next sets NEXT_PHASE), so nothing connects to a shared state then', () => {
    expect(parseEnv({ NEXT_PHASE: 'phase-production-build' }, cwd).server.building).toBe(true);
    expect(parseEnv({ NEXT_PHASE: 'phase-production-server' }, cwd).server.building).toBe(false);
  });

  it.each([['.next-sanity'], ['build']])('serves the build NEXT_DIST_DIR names (%s)', (dir) => {
    expect(parseEnv({ NEXT_DIST_DIR: dir }, cwd).server.distDir).toBe(dir);
  });

  it.each([['../elsewhere'], ['/srv/build'], ['..']])('refuses a NEXT_DIST_DIR outside web/ (%j)', (dir) => {
    expect(() => parseEnv({ NEXT_DIST_DIR: dir }, cwd)).toThrow(/NEXT_DIST_DIR/);
  });

  it.each([
    [{ NODE_ENV: 'production' }, true],
    [{ NODE_ENV: 'production', SITE_URL: 'https://portfolio.example' }, true],
    [{ NODE_ENV: 'production', SITE_URL: 'http://portfolio.example' }, true],
    [{ NODE_ENV: 'production', SITE_URL: 'http://127.0.0.1:3100' }, false],
    [{ NODE_ENV: 'production', SITE_URL: 'http://localhost:3000/' }, false],
    [{ NODE_ENV: 'development', SITE_URL: 'https://portfolio.example' }, false],
  ])('%o: Secure cookies %s (the deployment decides, not a request)', (raw, secure) => {
    expect(parseEnv(raw, cwd).server.secureCookies).toBe(secure);
  });

  it('reads PORT, HOSTNAME, TRUST_PROXY and SITE_URL', () => {
    expect(
      parseEnv({ PORT: '4000', HOSTNAME: '0.0.0.0', TRUST_PROXY: 'loopback', SITE_URL: 'https://a.example/' }, cwd)
        .server,
    ).toMatchObject({
      port: 4000,
      hostname: '0.0.0.0',
      trustProxy: { kind: 'addresses', ranges: ['127.0.0.0/8', '::1/128'] },
      siteUrl: 'https://a.example',
    });
  });

  it.each([
    [{ PORT: 'eighty' }, /PORT/],
    [{ PORT: '70000' }, /PORT/],
    [{ TRUST_PROXY: 'everyone' }, /TRUST_PROXY/],
    [{ SITE_URL: 'portfolio.example' }, /SITE_URL/],
    [{ SITE_URL: 'https://a.example/blog' }, /SITE_URL: an origin without path/],
    [{ HOSTNAME: 'a b' }, /HOSTNAME/],
    [{ CONTACT_INBOX_MAX: 'lots' }, /CONTACT_INBOX_MAX/],
  ])('%o stops with a message naming the variable', (raw, message) => {
    expect(() => parseEnv(raw, cwd)).toThrow(message);
  });
});

describe('parseEnv: hosts without a lasting disk', () => {
  const sanity = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };

  it.each([
    [{ VERCEL: '1' }, 'vercel'],
    [{ NETLIFY: 'true' }, 'netlify'],
    [{}, 'next'],
  ])('%o is recognised as %s', (platform, host) => {
    expect(parseEnv({ ...sanity, SANITY_API_WRITE_TOKEN: 'sk', ...platform }, cwd).server.host).toBe(host);
  });

  it.each([
    ['Vercel', { VERCEL: '1' }],
    ['Netlify', { NETLIFY: 'true' }],
  ])('on %s, refuse to start with the local inbox, and say how to store messages in Sanity', (name, platform) => {
    for (const raw of [{}, sanity, { ...sanity, SANITY_API_WRITE_TOKEN: 'sk', CONTENT_SOURCE: 'local' }]) {
      expect(() => parseEnv({ ...raw, ...platform }, cwd)).toThrow(
        new RegExp(`On ${name} no disk outlasts a request.*SANITY_API_WRITE_TOKEN`),
      );
    }
    expect(() => parseEnv({ ...sanity, SANITY_API_WRITE_TOKEN: 'sk', ...platform }, cwd)).not.toThrow();
  });
});

describe('web/.env.example', () => {
  it('documents every variable the site reads, and no other', async () => {
    const { readFileSync } = await import('node:fs');
    const example = readFileSync(new URL('../.env.example', import.meta.url), 'utf8');
    const documented = new Set([...example.matchAll(/^#? ?([A-Z][A-Z0-9_]+)=/gm)].map((match) => match[1]));
    const read = ENV_VARIABLES.filter((name) => name !== 'NODE_ENV');
    expect(read.filter((name) => !documented.has(name))).toEqual([]);
    expect([...documented].filter((name) => !read.includes(name as never))).toEqual([]);
  });
});
