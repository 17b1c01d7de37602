import { afterEach, describe, expect, it } from 'vitest';
import { hostOf, isServerless, markVitrineServer, platformOf } from './host';

describe('hostOf: which server runs the site', () => {
  afterEach(() => {
    delete (globalThis as Record<symbol, unknown>)[Symbol.for('vitrine.server')];
  });

  it.each([
    [{ VERCEL: '1' }, 'vercel'],
    [{ NETLIFY: 'true' }, 'netlify'],
    [{ VERCEL: '0', NETLIFY: 'false' }, 'next'],
    [{}, 'next'],
  ])('%o → %s', (vars, host) => {
    expect(hostOf(vars)).toBe(host);
  });

  it('is the Vitrine server once it has marked the process, whatever the variables say', () => {
    expect(hostOf({ VERCEL: '1' })).toBe('vercel');
    markVitrineServer();
    expect(hostOf({ VERCEL: '1' })).toBe('vitrine');
    expect(hostOf({})).toBe('vitrine');
  });

  it('names the platform a build runs on, and which hosts keep no disk', () => {
    expect([platformOf({ VERCEL: '1' }), platformOf({ NETLIFY: 'true' }), platformOf({})]).toEqual([
      'vercel',
      'netlify',
      undefined,
    ]);
    expect((['vitrine', 'vercel', 'netlify', 'next'] as const).filter(isServerless)).toEqual(['vercel', 'netlify']);
  });
});
