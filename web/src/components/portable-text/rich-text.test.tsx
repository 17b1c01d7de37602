import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it, vi } from 'vitest';
import { localeCodes } from '@vitrine/schemas';
import { RichText, type RichTextLabels, type RichTextValue } from './rich-text';

// The locale-aware Link needs Next's router; a plain anchor that shows its locale is enough here.
vi.mock('@/i18n/navigation', () => ({
  Link: ({
    href,
    locale,
    children,
    className,
  }: {
    href: string;
    locale?: string;
    children: React.ReactNode;
    className?: string;
  }) => (
    <a href={locale ? `/${locale}${href === '/' ? '' : href}` : href} data-link="internal" className={className}>
      {children}
    </a>
  ),
}));

const labels: RichTextLabels = {
  newTab: 'opens in a new tab',
  callout: { note: 'Note', tip: 'Tip', warning: 'Warning' },
};

const block = (key: string, text: string, style = 'normal', extra: Record<string, unknown> = {}) => ({
  _type: 'block' as const,
  _key: key,
  style,
  markDefs: [],
  children: [{ _type: 'span' as const, _key: `${key}s`, text, marks: [] }],
  ...extra,
});

const render = (value: unknown[], headingShift: 0 | 1 | 2 = 0) =>
  renderToStaticMarkup(<RichText value={value as RichTextValue} labels={labels} headingShift={headingShift} />);

/** The list's last language: another than the page's on a site of several. */
const LAST = localeCodes.at(-1)!;

describe('RichText', () => {
  it('renders nothing for an empty body', () => {
    expect(render([])).toBe('');
  });

  it('anchors headings with unique ids, and shifts their level under a section heading', () => {
    const html = render([block('a', 'Getting started', 'h2'), block('b', 'Getting started', 'h3')], 1);
    expect(html).toContain('<h3 id="getting-started"');
    expect(html).toContain('href="#getting-started"');
    expect(html).toContain('<h4 id="getting-started-2"');
  });

  it('skips empty paragraphs', () => {
    expect(render([block('a', '   '), block('b', 'Text')])).not.toMatch(/<p>\s*<\/p>/);
  });

  it('renders marks, site links through Link and other sites in a new tab, safely', () => {
    const html = render([
      {
        ...block('a', ''),
        markDefs: [
          { _type: 'link', _key: 'l1', href: `/${LAST}/contact` },
          { _type: 'link', _key: 'l2', href: 'https://example.com' },
          { _type: 'link', _key: 'l3', href: 'javascript:alert(1)' },
        ],
        children: [
          { _type: 'span', _key: 's1', text: 'bold', marks: ['strong'] },
          { _type: 'span', _key: 's2', text: 'code', marks: ['code'] },
          { _type: 'span', _key: 's3', text: 'contact', marks: ['l1'] },
          { _type: 'span', _key: 's4', text: 'elsewhere', marks: ['l2'] },
          { _type: 'span', _key: 's5', text: 'unsafe', marks: ['l3'] },
        ],
      },
    ]);
    expect(html).toContain('<strong>bold</strong>');
    expect(html).toMatch(/<code[^>]*>code<\/code>/);
    // A link that names its language is a plain link to its prefixed path.
    expect(html).toMatch(new RegExp(`<a href="/${LAST}/contact" hrefLang="${LAST}"[^>]*>contact</a>`));
    expect(html).toMatch(
      /<a href="https:\/\/example.com"[^>]*target="_blank" rel="noopener noreferrer">elsewhere<span class="sr-only"> \(opens in a new tab\)<\/span><\/a>/,
    );
    expect(html).not.toContain('javascript:');
    expect(html).toContain('unsafe');
  });

  it('renders lists', () => {
    const html = render([
      block('a', 'One', 'normal', { listItem: 'bullet', level: 1 }),
      block('b', 'Two', 'normal', { listItem: 'bullet', level: 1 }),
      block('c', 'First', 'normal', { listItem: 'number', level: 1 }),
    ]);
    expect(html).toMatch(/<ul[^>]*><li>One<\/li><li>Two<\/li><\/ul><ol[^>]*><li>First<\/li><\/ol>/);
  });

  it('renders a code block with its language and file name, escaped, without a highlighter', () => {
    const html = render([
      { _type: 'code', _key: 'c', language: 'tsx', filename: 'page.tsx', code: 'const a = <b>1</b>;\n' },
    ]);
    expect(html).toContain('<figcaption');
    expect(html).toContain('page.tsx');
    expect(html).toContain('TSX');
    expect(html).toMatch(
      /<pre[^>]*tabindex="0"[^>]*><code class="language-tsx">const a = &lt;b&gt;1&lt;\/b&gt;;<\/code><\/pre>/,
    );
  });

  it('renders callouts as notes, naming the tone', () => {
    const untitled = render([{ _type: 'callout', _key: 'n', tone: 'warning', text: 'Careful.' }]);
    expect(untitled).toContain('role="note"');
    expect(untitled).toContain('data-tone="warning"');
    expect(untitled).toContain('Warning');
    const titled = render([{ _type: 'callout', _key: 't', tone: 'tip', title: 'Shortcut', text: 'Press K.' }]);
    expect(titled).toContain('<span class="sr-only">Tip: </span>Shortcut');
  });

  it('renders images cropped as the editor said, with their size, alt text and caption in a figure', () => {
    const html = render([
      {
        _type: 'image',
        _key: 'i',
        url: `/dataset-images/${'c'.repeat(40)}-1200x800.png`,
        width: 1200,
        height: 800,
        crop: { top: 0, bottom: 0.25, left: 0, right: 0 },
        alt: 'A desk',
        caption: 'My desk',
      },
    ]);
    // The crop keeps the top 1200 × 600: files up to that width, at its proportions.
    expect(html).toMatch(/<figure[^>]*><img[^>]*width="1200" height="600" alt="A desk"/);
    expect(html).toContain('/0-0-1200-600_320x160.webp 320w');
    expect(html).toContain('sizes="(min-width: 736px) 696px, calc(100vw - 40px)"');
    expect(html).toMatch(/<figcaption[^>]*>My desk<\/figcaption><\/figure>/);
  });

  it('ignores block types it does not know', () => {
    expect(render([{ _type: 'video', _key: 'v' }, block('a', 'Text')])).toContain('Text');
  });
});
