import { describe, expect, it, vi } from 'vitest';
import { cachedRules, matchRedirect, type RedirectRule } from './redirects';

const rules: RedirectRule[] = [
  { source: '/blog', destination: '/en/articles', permanent: true },
  { source: '/fr/ancien-article/', destination: '/fr/articles/concevoir-le-calme', permanent: false },
  { source: '/book', destination: 'https://cal.example.com/ana', permanent: false },
];

describe('matchRedirect', () => {
  it.each([
    ['/blog', 'https://site.example/en/articles', 308],
    ['/blog/', 'https://site.example/en/articles', 308],
    ['/fr/ancien-article', 'https://site.example/fr/articles/concevoir-le-calme', 307],
    ['/book', 'https://cal.example.com/ana', 307],
  ])('%s → %s (%i)', (path, location, status) => {
    const match = matchRedirect(new URL(path, 'https://site.example'), rules);
    expect(match?.location.href).toBe(location);
    expect(match?.status).toBe(status);
  });

  it.each(['/blogs', '/en/blog', '/'])('%s has no rule', (path) => {
    expect(matchRedirect(new URL(path, 'https://site.example'), rules)).toBeNull();
  });

  it('ignores a rule that points at itself', () => {
    expect(
      matchRedirect(new URL('/a', 'https://s.example'), [{ source: '/a', destination: '/a', permanent: true }]),
    ).toBeNull();
  });
});

describe('cachedRules', () => {
  it('loads once per ttl and shares a load in flight', async () => {
    let time = 0;
    const load = vi.fn(async () => rules);
    const get = cachedRules(load, 1000, () => time);
    await Promise.all([get(), get()]);
    expect(load).toHaveBeenCalledTimes(1);
    time = 999;
    await get();
    expect(load).toHaveBeenCalledTimes(1);
    time = 1000;
    await get();
    expect(load).toHaveBeenCalledTimes(2);
  });

  it('logs a failure and keeps the last rules (or none)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    let time = 0;
    const load = vi
      .fn()
      .mockRejectedValueOnce(new Error('CMS unreachable'))
      .mockResolvedValueOnce(rules)
      .mockRejectedValueOnce(new Error('down'));
    const get = cachedRules(load, 10, () => time);
    await expect(get()).resolves.toEqual([]);
    expect(error).toHaveBeenCalledWith('Could not load redirect rules:', expect.any(Error));
    await expect(get()).resolves.toEqual(rules);
    time = 100;
    await expect(get()).resolves.toEqual(rules);
    error.mockRestore();
  });
});
