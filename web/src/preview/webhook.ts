/**
 * The body of the revalidation webhook and the cache tags it revalidates. Pure.
 *
 * The Sanity webhook sends the projection `{_id, _type, "slug": slug.current, language}`
 * (README, "Preview and freshness"); only `_id` and `_type` decide the tags.
 */
import { idTag, typeTag } from '@/content/tags';

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

/**
 * The tags to revalidate for a changed document: its type (every page and list
 * that reads documents of that type) and its id. A draft's id counts as its
 * published id: the site only caches published content.
 */
export function revalidationTags(document: WebhookDocument): string[] {
  const id = document._id.replace(/^drafts\./, '');
  return [typeTag(document._type), idTag(id)];
}
