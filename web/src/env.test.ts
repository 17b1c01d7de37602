import { describe, expect, it } from 'vitest';
import { EnvError, parseEnv } from './env';

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
    expect(parseEnv({}, cwd).content).toEqual({ source: 'local', datasetDir: '/srv/vitrine/web/../schemas/dataset' });
    const sanity = parseEnv({ SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' }, cwd).content;
    expect(sanity).toMatchObject({ source: 'sanity', apiVersion: '2025-02-19', apiHost: undefined });
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
  ])('%o', (raw, message) => {
    expect(() => parseEnv(raw, cwd)).toThrow(EnvError);
    expect(() => parseEnv(raw, cwd)).toThrow(message);
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
