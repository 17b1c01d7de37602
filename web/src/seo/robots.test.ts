import { describe, expect, it } from 'vitest';
import { robotsTxt } from './robots';

describe('robotsTxt', () => {
  it('disallows the API and preview links, allows the rest, names the absolute sitemap', () => {
    expect(robotsTxt('https://a.example').split('\n')).toEqual([
      'User-agent: *',
      'Disallow: /api/',
      'Disallow: /*?preview=',
      'Disallow: /*&preview=',
      'Allow: /',
      '',
      'Sitemap: https://a.example/sitemap.xml',
      '',
    ]);
  });
});
