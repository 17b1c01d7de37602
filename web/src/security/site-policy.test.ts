import { describe, expect, it } from 'vitest';
import { parseEnv } from '@/env';
import { sitePolicy, sitePolicyOfVars } from './site-policy';

const sanity = { SANITY_PROJECT_ID: 'abc123', SANITY_DATASET: 'production' };

describe('sitePolicyOfVars: next.config.ts reads the variables as env.ts does', () => {
  it.each<Record<string, string>>([
    {},
    sanity,
    { ...sanity, CONTENT_SOURCE: 'local' },
    { SANITY_PROJECT_ID: '', SANITY_DATASET: '' },
    { ...sanity, SANITY_API_HOST: 'https://api.example.com' },
    { ...sanity, SANITY_API_HOST: 'https://api.example.com', SANITY_PREVIEW_API_HOST: 'http://127.0.0.1:4001/x' },
    { ...sanity, SANITY_STUDIO_URL: 'https://vitrine.sanity.studio/desk' },
    { SANITY_STUDIO_URL: 'http://localhost:3333' },
  ])('%o', (vars) => {
    const config = parseEnv(vars, '/srv/vitrine/web');
    expect(sitePolicyOfVars(vars)).toEqual(sitePolicy(config.content, config.preview.studioUrl));
  });

  it('lets the local Studio, on loopback at any port, frame a preview of the local source, or the Studio named', () => {
    expect(sitePolicyOfVars({})).toEqual({
      images: [],
      preview: { connect: [], frameAncestors: ['http://localhost:*', 'http://127.0.0.1:*', 'http://[::1]:*'] },
    });
    expect(sitePolicyOfVars({ SANITY_STUDIO_URL: 'http://localhost:4444/' }).preview.frameAncestors).toEqual([
      'http://localhost:4444',
    ]);
  });

  it('reaches the Sanity CDN and API, and lets only the Studio named frame a preview, with the sanity source', () => {
    expect(sitePolicyOfVars(sanity)).toEqual({
      images: ['https://cdn.sanity.io'],
      preview: { connect: ['https://abc123.api.sanity.io'], frameAncestors: [] },
    });
    expect(sitePolicyOfVars({ ...sanity, SANITY_STUDIO_URL: 'https://vitrine.sanity.studio/desk' })).toEqual({
      images: ['https://cdn.sanity.io'],
      preview: { connect: ['https://abc123.api.sanity.io'], frameAncestors: ['https://vitrine.sanity.studio'] },
    });
  });
});
