import { describe, expect, it } from 'vitest';
import { feedBodyHtml, feedHref, type FeedHtmlContext } from './feed-html';

const context: FeedHtmlContext = {
  origin: 'https://a.example',
  locale: 'fr',
  path: '/fr/articles/calme',
  callout: { note: 'Note', tip: 'Astuce', warning: 'Attention' },
};

const span = (text: string, marks: string[] = []) => ({ _type: 'span', _key: text, text, marks });
const block = (children: unknown[], extra: Record<string, unknown> = {}) => ({
  _type: 'block',
  _key: Math.random().toString(36).slice(2),
  style: 'normal',
  markDefs: [],
  children,
  ...extra,
});

describe('feedHref', () => {
  it.each([
    ['/about', 'https://a.example/fr/about'],
    ['/en/contact#form', 'https://a.example/en/contact#form'],
    ['#plus-loin', 'https://a.example/fr/articles/calme#plus-loin'],
    ['https://other.example/x?y=1', 'https://other.example/x?y=1'],
    ['mailto:ada@example.com', 'mailto:ada@example.com'],
    ['javascript:alert(1)', null],
    ['//evil.example', null],
    [undefined, null],
  ])('%s → %s', (href, expected) => expect(feedHref(href, context)).toBe(expected));
});

describe('feedBodyHtml', () => {
  it('writes the body as plain HTML, every URL absolute, text escaped, unsafe links as text', () => {
    const html = feedBodyHtml(
      [
        block([span('Moins')], { style: 'h2' }),
        block(
          [
            span('Lire '),
            span('la suite', ['l1']),
            span(' et '),
            span('ceci', ['l2']),
            span(' <b>brut</b> & ', ['strong']),
            span('x', ['l3']),
          ],
          {
            markDefs: [
              { _key: 'l1', _type: 'link', href: '/about' },
              { _key: 'l2', _type: 'link', href: 'https://other.example/?a=1&b=2' },
              { _key: 'l3', _type: 'link', href: 'javascript:alert(1)' },
            ],
          },
        ),
        block([span('  ')]),
        block([span('un')], { listItem: 'bullet', level: 1 }),
        block([span('deux')], { listItem: 'bullet', level: 1 }),
        { _type: 'code', _key: 'c', code: '<script>alert(1)</script>\n\n', language: 'html' },
        { _type: 'callout', _key: 'n', tone: 'tip', title: 'Doucement', text: 'Respirez <b>.' },
        { _type: 'unknownThing', _key: 'u' },
      ],
      context,
    );
    expect(html).toBe(
      '<h2>Moins</h2>' +
        '<p>Lire <a href="https://a.example/fr/about">la suite</a> et <a href="https://other.example/?a=1&amp;b=2">ceci</a><strong> &lt;b&gt;brut&lt;/b&gt; &amp; </strong>x</p>' +
        '<ul><li>un</li><li>deux</li></ul>' +
        '<pre><code>&lt;script&gt;alert(1)&lt;/script&gt;</code></pre>' +
        '<p><strong>Astuce: Doucement</strong></p><p>Respirez &lt;b&gt;.</p>',
    );
  });

  it('gives an image one absolute src with its size, its alt text and its caption, and no srcset', () => {
    const html = feedBodyHtml(
      [
        {
          _type: 'image',
          _key: 'i',
          url: '/dataset-images/00fb9b51c44966da8e515a63c2be05dbe3da2f19-1200x750.png',
          width: 1200,
          height: 750,
          alt: 'Un lac "calme"',
          caption: 'Le lac & la brume',
        },
      ],
      context,
    );
    expect(html).toMatch(
      /^<figure><img src="https:\/\/a\.example\/dataset-images\/00fb9b51c44966da8e515a63c2be05dbe3da2f19-1200x750\.png\/0-0-1200-750_(\d+)x(\d+)\.webp" alt="Un lac &quot;calme&quot;" width="\1" height="\2"><figcaption>Le lac &amp; la brume<\/figcaption><\/figure>$/,
    );
    expect(html).not.toMatch(/srcset|sizes|loading|class=/i);
  });

  it('is empty for an empty body', () => {
    expect(feedBodyHtml([], context)).toBe('');
    expect(feedBodyHtml(null, context)).toBe('');
  });
});
