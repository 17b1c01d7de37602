/**
 * The revalidation webhook: its signature, its body, the cache tags it
 * revalidates and the pages worth rendering again at once. Pure (node:crypto).
 *
 * Sanity signs each call (header `sanity-webhook-signature`, `t=<ms>,v1=<HMAC>`:
 * base64url HMAC-SHA256 of `<t>.<raw body>` with the webhook's secret). The
 * signature is checked on the raw bytes before anything parses them, and a
 * signature older than five minutes is a replay: refused.
 *
 * The body is the projection `{_id, _type, "slug": slug.current, language}`
 * (docs/owner-guide.md, the webhook table); `_id` and `_type` decide the tags
 * (content/tags.ts, revalidationTags).
 */
import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  articlePath,
  feedPath,
  isValidSlug,
  localeCodes,
  pagePath,
  searchIndexPath,
  sitePath,
  SITE_FILES,
  type Locale,
} from '@vitrine/schemas';

/** The header Sanity signs a call with. */
export const SIGNATURE_HEADER = 'sanity-webhook-signature';
/** The largest body a webhook may send; refused before it is read. */
export const WEBHOOK_MAX_BYTES = 64 * 1024;
/** A signature is good for this long after Sanity made it; later it is a replay. */
export const WEBHOOK_MAX_AGE_MS = 5 * 60_000;

const SIGNATURE = /^t=(\d{1,16})[, ]+v1=([A-Za-z0-9_-]{16,128})$/;

export type SignatureCheck = { ok: true } | { ok: false; reason: string };

/** Checks the signature header against the raw body, the secret and the clock. */
export function checkSignature(raw: string, header: string | null, secret: string, now: number): SignatureCheck {
  const match = header ? SIGNATURE.exec(header.trim()) : null;
  if (!match) return { ok: false, reason: 'The webhook signature is missing or malformed.' };
  const timestamp = Number(match[1]);
  if (Math.abs(now - timestamp) > WEBHOOK_MAX_AGE_MS) {
    return { ok: false, reason: 'The webhook signature is more than five minutes old: refused as a replay.' };
  }
  const expected = mac(raw, secret, timestamp);
  const given = Buffer.from(match[2]!, 'base64url');
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) {
    return { ok: false, reason: 'The webhook signature is wrong: check SANITY_REVALIDATE_SECRET against the webhook.' };
  }
  return { ok: true };
}

/** A signature header for `raw`, made as Sanity makes it (the route signs its own second call with it). */
export function signWebhook(raw: string, secret: string, timestamp: number): string {
  return `t=${timestamp},v1=${mac(raw, secret, timestamp).toString('base64url')}`;
}

function mac(raw: string, secret: string, timestamp: number): Buffer {
  return createHmac('sha256', secret).update(`${timestamp}.${raw}`).digest();
}

export interface WebhookDocument {
  _id: string;
  _type: string;
  slug?: string | null;
  language?: string | null;
}

const ID = /^[A-Za-z0-9_][A-Za-z0-9_.-]{0,127}$/;
const TYPE = /^[A-Za-z_][A-Za-z0-9_.]{0,63}$/;

/** The changed document named by a webhook body, or null when the body is not one. */
export function webhookDocument(body: unknown): WebhookDocument | null {
  if (typeof body !== 'object' || body === null || Array.isArray(body)) return null;
  const { _id, _type, slug, language } = body as Record<string, unknown>;
  if (typeof _id !== 'string' || !ID.test(_id) || typeof _type !== 'string' || !TYPE.test(_type)) return null;
  return {
    _id,
    _type,
    slug: typeof slug === 'string' ? slug : null,
    language: typeof language === 'string' ? language : null,
  };
}

/** Root files each type of change can alter. */
const SITE_FILE_CHANGES: Partial<Record<string, readonly string[]>> = {
  article: [SITE_FILES.sitemap],
  page: [SITE_FILES.sitemap],
  project: [SITE_FILES.sitemap],
  // The first document in a language makes it offered: the sitemap lists it.
  partner: [SITE_FILES.sitemap],
  guardian: [SITE_FILES.sitemap],
  credit: [SITE_FILES.sitemap],
  redirect: [SITE_FILES.sitemap],
  'translation.metadata': [SITE_FILES.sitemap],
  siteSettings: [SITE_FILES.sitemap, SITE_FILES.robots],
};

/**
 * The languages whose pages a change may show on, of the list `locales` (the
 * default first): its own; every language for the default language's (its
 * documents stand in where another language lacks a translation) and for a
 * document that has none (the site settings); none for a language the list
 * does not have (the site ignores those documents).
 */
function languagesShowing(language: string | null | undefined, locales: readonly Locale[]): readonly Locale[] {
  if (typeof language !== 'string' || language === '' || language === locales[0]) return locales;
  return locales.includes(language) ? [language] : [];
}

/**
 * The pages a change shows on, to render again right after the webhook
 * rather than on a visitor's next request: the document's own page, and the
 * lists and home pages that show it in the languages that show it, and the
 * files made from them: the feed for an article, the sitemap for anything it
 * lists, all of them for the site settings (they hold the site's address).
 */
export function pagesToWarm(document: WebhookDocument, locales: readonly Locale[] = localeCodes): string[] {
  const showing = languagesShowing(document.language, locales);
  const slug = isValidSlug(document.slug) ? document.slug : null;
  const own = typeof document.language === 'string' && locales.includes(document.language) ? document.language : null;
  const paths = showing.flatMap((locale): string[] => {
    const mine = locale === own && slug !== null;
    switch (document._type) {
      case 'article':
        return [
          ...(mine ? [articlePath(locale, slug)] : []),
          sitePath(locale, 'articles'),
          sitePath(locale, 'home'),
          sitePath(locale, 'map'),
          searchIndexPath(locale),
          ...(locale === own ? [feedPath(locale)] : []),
        ];
      case 'page':
        return [...(mine ? [pagePath(locale, slug)] : []), sitePath(locale, 'map')];
      case 'project':
        return [sitePath(locale, 'works'), sitePath(locale, 'home')];
      case 'partner':
        return [sitePath(locale, 'partners')];
      case 'guardian':
        return [sitePath(locale, 'guardians')];
      case 'credit':
        return [sitePath(locale, 'credits')];
      case 'siteSettings':
        return [sitePath(locale, 'home'), feedPath(locale)];
      default:
        return [sitePath(locale, 'home')];
    }
  });
  const files = showing.length > 0 ? (SITE_FILE_CHANGES[document._type] ?? []) : [];
  return [...new Set([...paths, ...files])];
}
