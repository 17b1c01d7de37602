/**
 * An article's full text as a feed carries it (`content:encoded`): the body
 * the article page renders (components/portable-text/rich-text.tsx), as plain
 * HTML a feed reader shows on another site. Pure.
 *
 * - Every URL is absolute: links to the site's pages (with the article's
 *   language when the editor wrote none, as the page's links do), anchors as
 *   the article's URL with the anchor; unsafe links are left as text.
 * - Each image is one absolute `src` (the file a browser that ignores srcset
 *   gets, images/image-url.ts), with its size and alt text: readers take no
 *   srcset, and relative ones would point at their own site.
 * - No classes, ids, scripts or styles: the reader's own look applies. Code
 *   blocks are `<pre><code>`, callouts a paragraph led by their name.
 */
import { toHTML, escapeHTML, type PortableTextHtmlComponents } from '@portabletext/to-html';
import { calloutTones, localizedPath, type Locale, resolveHref } from '@vitrine/schemas';
import { IMAGE_SHAPES } from '@/config/images';
import { singleImage, type ImageSource } from '@/images/image-url';
import { absoluteUrl } from '@/routing/site-url';

export interface FeedHtmlContext {
  origin: string;
  locale: Locale;
  /** The article's own path, for in-page anchors. */
  path: string;
  /** Callout names, as the page reads them (RichTextLabels.callout). */
  callout: Record<(typeof calloutTones)[number], string>;
}

export interface FeedImage extends ImageSource {
  alt?: string | null;
}

const ATTRIBUTE_ENTITIES: Record<string, string> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&#x27;',
};
/** An attribute's value, escaped (to-html's escapeHTML would also turn runs of spaces into &nbsp;). */
const attribute = (value: string) => value.replace(/[&<>"']/g, (char) => ATTRIBUTE_ENTITIES[char]!);

/** An `<img>` with one absolute src and its size, or '' when the image has no file. */
export function feedImage(
  image: FeedImage | null | undefined,
  shape: keyof typeof IMAGE_SHAPES,
  origin: string,
): string {
  const file = image ? singleImage(image, IMAGE_SHAPES[shape]) : null;
  if (!image || !file) return '';
  const size = file.width && file.height ? ` width="${file.width}" height="${file.height}"` : '';
  return `<img src="${attribute(absoluteUrl(origin, file.url))}" alt="${attribute(image.alt ?? '')}"${size}>`;
}

/** The absolute URL of an editor's link, or null for one the page would not render as a link. */
export function feedHref(href: string | undefined, context: FeedHtmlContext): string | null {
  const target = resolveHref(href);
  if (!target) return null;
  switch (target.kind) {
    case 'anchor':
      return absoluteUrl(context.origin, `${context.path}${target.href}`);
    case 'internal':
      return absoluteUrl(context.origin, localizedPath(target.locale ?? context.locale, target.href));
    default:
      return target.href;
  }
}

interface CodeValue {
  code?: string;
}
interface CalloutValue {
  tone?: string;
  title?: string;
  text?: string;
}
interface ImageValue extends FeedImage {
  caption?: string | null;
}

const isTone = (value: unknown): value is (typeof calloutTones)[number] =>
  typeof value === 'string' && (calloutTones as readonly string[]).includes(value);

/** The body's HTML for a feed item; '' for an empty body. */
export function feedBodyHtml(body: readonly unknown[] | null | undefined, context: FeedHtmlContext): string {
  if (!body || body.length === 0) return '';
  // A block of blank spans is left out, as the page leaves it out.
  const empty = (block: { children?: readonly object[] }) =>
    (block.children ?? []).every((child) => !('text' in child) || typeof child.text !== 'string' || !child.text.trim());
  const components: Partial<PortableTextHtmlComponents> = {
    block: {
      normal: ({ children, value }) => (empty(value) ? '' : `<p>${children}</p>`),
      h2: ({ children, value }) => (empty(value) ? '' : `<h2>${children}</h2>`),
      h3: ({ children, value }) => (empty(value) ? '' : `<h3>${children}</h3>`),
      h4: ({ children, value }) => (empty(value) ? '' : `<h4>${children}</h4>`),
      blockquote: ({ children }) => `<blockquote><p>${children ?? ''}</p></blockquote>`,
    },
    list: {
      bullet: ({ children }) => `<ul>${children ?? ''}</ul>`,
      number: ({ children }) => `<ol>${children ?? ''}</ol>`,
    },
    listItem: ({ children }) => `<li>${children ?? ''}</li>`,
    marks: {
      strong: ({ children }) => `<strong>${children}</strong>`,
      em: ({ children }) => `<em>${children}</em>`,
      code: ({ children }) => `<code>${children}</code>`,
      link: ({ children, value }) => {
        const href = feedHref((value as { href?: string } | undefined)?.href, context);
        return href ? `<a href="${attribute(href)}">${children}</a>` : children;
      },
    },
    types: {
      code: ({ value }: { value: CodeValue }) => {
        const code = value.code?.replace(/\n+$/, '') ?? '';
        return code.trim() === '' ? '' : `<pre><code>${escapeHTML(code)}</code></pre>`;
      },
      callout: ({ value }: { value: CalloutValue }) => {
        if (!value.text) return '';
        const name = context.callout[isTone(value.tone) ? value.tone : 'note'];
        const title = value.title ? `${name}: ${value.title}` : name;
        return `<p><strong>${escapeHTML(title)}</strong></p><p>${escapeHTML(value.text)}</p>`;
      },
      image: ({ value }: { value: ImageValue }) => {
        const img = feedImage(value, 'column', context.origin);
        if (!img) return '';
        return value.caption ? `<figure>${img}<figcaption>${escapeHTML(value.caption)}</figcaption></figure>` : img;
      },
    },
    hardBreak: () => '<br>',
    unknownType: () => '',
    unknownMark: ({ children }) => children,
    unknownBlockStyle: ({ children, value }) => (empty(value) ? '' : `<p>${children}</p>`),
    unknownList: ({ children }) => `<ul>${children ?? ''}</ul>`,
    unknownListItem: ({ children }) => `<li>${children ?? ''}</li>`,
  };
  return toHTML(body as Parameters<typeof toHTML>[0], { components, onMissingComponent: false });
}
