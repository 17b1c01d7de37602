import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { SocialIconSymbols, SocialLinks, type Social } from './social-links';

const socials: Social[] = [
  { network: 'github', label: 'GitHub', url: 'https://github.example.com/a' },
  { network: 'mastodon', label: 'Mastodon', url: 'https://social.example.com/@a' },
  { network: 'link', label: 'Are.na', url: 'https://are.example.com/a' },
  { network: 'twitter', label: 'X', url: 'javascript:alert(1)' },
];

const uses = (html: string) => [...html.matchAll(/<use href="#([^"]+)"/g)].map((match) => match[1]);
const symbols = (html: string) => [...html.matchAll(/<symbol id="([^"]+)"/g)].map((match) => match[1]);

describe('social links', () => {
  it('draw each glyph with <use>, no path of their own', () => {
    const html = renderToStaticMarkup(<SocialLinks socials={socials} label="Profiles" />);
    expect(uses(html)).toEqual(['social-icon-github', 'social-icon-link', 'social-icon-link']);
    expect(html).not.toContain('<path');
  });

  it('have a symbol, once, for each glyph they use, and none for a link not rendered', () => {
    const html = renderToStaticMarkup(<SocialIconSymbols socials={socials} />);
    expect(symbols(html)).toEqual(['social-icon-github', 'social-icon-link']);
    const links = renderToStaticMarkup(<SocialLinks socials={socials} label="Profiles" />);
    for (const id of uses(links)) expect(symbols(html)).toContain(id);
  });

  it('fill a network’s own mark and stroke the generic link icon', () => {
    const html = renderToStaticMarkup(<SocialIconSymbols socials={socials} />);
    expect(html).toMatch(
      /<symbol id="social-icon-github"[^>]*><path d="M12 2a10[^"]*" fill="currentColor" stroke="none"/,
    );
    expect(html).toMatch(/<symbol id="social-icon-link"[^>]*><path d="M10 14[^"]*" fill="none" stroke="currentColor"/);
  });

  it('render nothing without a safe profile', () => {
    const unsafe = socials.slice(3);
    expect(renderToStaticMarkup(<SocialIconSymbols socials={unsafe} />)).toBe('');
    expect(renderToStaticMarkup(<SocialLinks socials={unsafe} label="Profiles" />)).toBe('');
  });
});
