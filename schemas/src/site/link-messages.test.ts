import { describe, expect, it } from 'vitest';

import { languageName, localeCodes } from '../locales';
import { deadLinkFix, deadLinkWarning, linkMessage, linkMessages } from './link-messages';

const [first] = localeCodes as [string];
const dead = { kind: 'dead', path: `/${first}/contact`, locale: first } as const;
const fallback = { kind: 'fallback', path: `/${first}/contact`, locale: first, href: `/x/contact` } as const;

describe('the link messages', () => {
  it('fills each {name} it has a value for, and leaves the others as written', () => {
    expect(linkMessage('fallbackFix', { href: '/en/about' })).toBe(
      'Publish that page in this language, or point the link to /en/about.',
    );
    expect(linkMessage('fallbackFix')).toContain('{href}');
  });

  it('has every message in every language it has, with the same names to fill', () => {
    const names = (text: string) => [...text.matchAll(/\{(\w+)\}/g)].map((match) => match[1]).sort();
    const english = linkMessages['en-US'];
    for (const messages of Object.values(linkMessages)) {
      expect(Object.keys(messages).sort()).toEqual(Object.keys(english).sort());
      for (const [name, text] of Object.entries(messages)) {
        expect(names(text)).toEqual(names(english[name as keyof typeof english]));
      }
    }
  });

  it('gives the Studio’s warning the content check’s fix, after what the site does', () => {
    expect(deadLinkFix(dead)).toBe(linkMessage('deadFix'));
    expect(deadLinkFix(fallback)).toBe(linkMessage('fallbackFix', { href: '/x/contact' }));
    const warning = deadLinkWarning(dead)['en-US'];
    expect(warning).toBe(
      `Nothing is published at /${first}/contact in ${languageName(first)}: the site shows this link's text without a link. ${deadLinkFix(dead)}`,
    );
    expect(deadLinkWarning(fallback)['en-US']).toMatch(/the site sends this link to \/x\/contact\. Publish that page/);
  });
});
