/**
 * The text that only drafts hold: for every `drafts.<id>` document in a
 * dataset, each human-readable string whose value differs from the published
 * version's at the same path and that appears nowhere in published content.
 * If any of it shows in a response without draft mode, a draft leaked.
 */
import { isDraftId, publishedId, type SanityDocument } from '@vitrine/schemas/dataset';

export interface DraftText {
  /** The draft's id, e.g. `drafts.article-calm-en`. */
  id: string;
  /** Where the string sits in the draft, e.g. `body[17].children[0].text`. */
  path: string;
  text: string;
}

/** Strings a reader would see: at least two words, ten characters; not keys, types, slugs or URLs. */
const isReadable = (key: string, value: string) =>
  !key.startsWith('_') && value.length >= 10 && /\s/.test(value.trim()) && !/^[a-z]+:\/\//i.test(value);

function strings(value: unknown, path: string, out: Map<string, string>): void {
  if (typeof value === 'string') {
    const key =
      path
        .split(/[.[\]]/)
        .filter(Boolean)
        .at(-1) ?? '';
    if (isReadable(key, value)) out.set(path, value);
  } else if (Array.isArray(value)) {
    value.forEach((item, index) => strings(item, `${path}[${index}]`, out));
  } else if (value && typeof value === 'object') {
    for (const [key, item] of Object.entries(value)) strings(item, path ? `${path}.${key}` : key, out);
  }
}

export function draftOnlyTexts(documents: SanityDocument[]): DraftText[] {
  const published = new Map(documents.filter((d) => !isDraftId(d._id)).map((d) => [d._id, d]));
  const publishedText = new Map<string, string>();
  for (const doc of published.values()) strings(doc, '', publishedText);
  const everywhere = [...publishedText.values()];

  const out: DraftText[] = [];
  for (const draft of documents.filter((d) => isDraftId(d._id))) {
    const own = new Map<string, string>();
    strings(published.get(publishedId(draft._id)) ?? {}, '', own);
    const mine = new Map<string, string>();
    strings(draft, '', mine);
    for (const [path, text] of mine) {
      if (own.get(path) === text) continue;
      if (everywhere.some((other) => other.includes(text))) continue;
      out.push({ id: draft._id, path, text });
    }
  }
  return out;
}

/** HTML as a reader sees its text: entities decoded, React's `<!-- -->` text separators removed. */
export function visibleText(html: string): string {
  return html
    .replace(/<!-- -->/g, '')
    .replace(/&#x([0-9a-f]+);/gi, (_, hex: string) => String.fromCodePoint(parseInt(hex, 16)))
    .replace(/&#(\d+);/g, (_, dec: string) => String.fromCodePoint(Number(dec)))
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&nbsp;/g, '\u00a0')
    .replace(/&amp;/g, '&');
}
