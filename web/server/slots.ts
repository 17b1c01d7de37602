/**
 * Fills the per-request slots of a static page (config/slots.ts). Pure.
 * Only markup outside scripts is touched: each slot is an element the page
 * marks with `data-vitrine-slot`, found by its tag and its exact placeholder,
 * whatever order React wrote its attributes in.
 */
import { NOT_FOUND_SCREEN, SLOTS } from '../src/config/slots';

export interface SlotValues {
  /** The requested path, as the client sent it. */
  path?: string;
  /** A same-site path to send "Go back" to without JavaScript. */
  backHref?: string;
  /** A fresh contact form token. */
  formToken?: string;
}

export const escapeHtml = (value: string) =>
  value.replace(/[&<>"']/g, (char) => `&${{ '&': 'amp', '<': 'lt', '>': 'gt', '"': 'quot', "'": '#39' }[char]};`);

const escapeRegExp = (value: string) => value.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** True when the page has any slot at all (the cheap check before the regular expressions; on the bytes, undecoded). */
export const hasSlots = (html: string | Buffer) => html.includes('data-vitrine-slot=');

/** A 404 screen (components/errors/not-found-page.tsx marks it), whatever its message. */
export const isNotFoundScreen = (html: string | Buffer) =>
  html.includes(`${NOT_FOUND_SCREEN.attribute}="${NOT_FOUND_SCREEN.value}"`);

/** Every start tag `<name …>` that carries the slot, with `edit` applied to it (null leaves it as it is). */
function editTags(html: string, name: string, slot: string, edit: (tag: string) => string | null): [string, number] {
  let count = 0;
  const marker = `data-vitrine-slot="${slot}"`;
  const out = html.replace(new RegExp(`<${name}\\b[^>]*>`, 'g'), (tag) => {
    if (!tag.includes(marker)) return tag;
    const edited = edit(tag);
    if (edited === null) return tag;
    count++;
    return edited;
  });
  return [out, count];
}

export function fillSlots(html: string, values: SlotValues): { html: string; filled: string[] } {
  const filled: string[] = [];
  let out = html;
  let count: number;
  if (values.path !== undefined) {
    const placeholder = escapeRegExp(escapeHtml(SLOTS.path.placeholder));
    const pattern = new RegExp(
      `(<span\\b[^>]*data-vitrine-slot="${SLOTS.path.name}"[^>]*>)${placeholder}(</span>)`,
      'g',
    );
    out = out.replace(pattern, (_all, open: string, close: string) => {
      filled.push('path');
      return `${open}${escapeHtml(values.path!)}${close}`;
    });
  }
  if (values.backHref !== undefined) {
    [out, count] = editTags(out, 'a', SLOTS.backHref.name, (tag) =>
      /\shref="[^"]*"/.test(tag) ? tag.replace(/\shref="[^"]*"/, ` href="${escapeHtml(values.backHref!)}"`) : null,
    );
    if (count > 0) filled.push('backHref');
  }
  if (values.formToken !== undefined) {
    const placeholder = ` value="${escapeHtml(SLOTS.formToken.placeholder)}"`;
    [out, count] = editTags(out, 'input', SLOTS.formToken.name, (tag) =>
      tag.includes(placeholder) ? tag.replace(placeholder, ` value="${escapeHtml(values.formToken!)}"`) : null,
    );
    if (count > 0) filled.push('formToken');
  }
  return { html: out, filled };
}

/** Stands where the token goes while a page is cut: a NUL never appears in a page React wrote. */
const CUT = '\u0000form-token\u0000';

/**
 * A page whose only per-response slot is the form token, cut where the token
 * goes (server/token-template.ts serves it without re-reading it), or null
 * when it has another slot, or not exactly one token slot to fill.
 */
export function splitAtFormToken(html: string): [before: string, after: string] | null {
  if (
    html.includes(`data-vitrine-slot="${SLOTS.path.name}"`) ||
    html.includes(`data-vitrine-slot="${SLOTS.backHref.name}"`)
  ) {
    return null;
  }
  const { html: cut, filled } = fillSlots(html, { formToken: CUT });
  if (!filled.includes('formToken')) return null;
  const parts = cut.split(CUT);
  return parts.length === 2 ? [parts[0]!, parts[1]!] : null;
}
