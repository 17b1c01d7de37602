import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { INTERNAL_ROUTE } from './routing';

describe('INTERNAL_ROUTE', () => {
  it('is believed on exactly the paths the proxy runs on (its matcher, a literal Next reads at build)', () => {
    const proxy = readFileSync(new URL('../proxy.ts', import.meta.url), 'utf8');
    expect(proxy).toContain(`matcher: ['/((?!${INTERNAL_ROUTE.outsideProxy.join('|')}).*)']`);
  });
});
