/**
 * Field builders and validation rules every type shares, so a rule (URL schemes,
 * slug format, alt text) is written once and reads the same everywhere.
 */
import {
  defineField,
  type FieldDefinition,
  type SlugIsUniqueValidator,
  type SlugRule,
  type StringRule,
  type UrlRule,
  type ValidationContext,
} from 'sanity';

import { studioApiVersion } from '../constants';
import { isLocale, type Locale } from '../locales';
import { deadLinkValidator } from './dead-links';
import { localizedField } from './objects/locale';
import { allowedUrlSchemes, isExternalUrl, isSafeHref, slugify, slugPattern } from '../rules';

/**
 * The `language` field `@sanity/document-internationalization` writes on
 * localized documents. No option list: its generated type stays `string`
 * whatever the language list. A document in a language the list no longer
 * has is no error here: the site ignores it, the desk lists it under "In
 * languages no longer listed" and the content check names it.
 */
export function languageField(): FieldDefinition<'string'> {
  return defineField({
    name: 'language',
    title: 'Language',
    type: 'string',
    readOnly: true,
    hidden: true,
    validation: (rule) => rule.required(),
  });
}

/** An absolute link leaving the site: http(s), mailto or tel only. */
export function externalUrlRule(rule: UrlRule): UrlRule {
  return rule
    .uri({ scheme: [...allowedUrlSchemes] })
    .custom((value) =>
      value === undefined || isExternalUrl(value) ? true : 'Use a full http(s)://, mailto: or tel: address',
    );
}

/** A link target: a site path (`/fr/contact`), an anchor, or an allowed absolute URL. */
export function hrefRule(rule: UrlRule): UrlRule {
  return rule
    .uri({ scheme: [...allowedUrlSchemes], allowRelative: true })
    .custom((value) =>
      value === undefined || isSafeHref(value)
        ? true
        : 'Use a path starting with / (e.g. /en/contact), or a full http(s)://, mailto: or tel: address',
    );
}

/** The target of a link, required: a labelled link's, or a link's in rich text. */
export function hrefField() {
  return defineField({
    name: 'href',
    title: 'Target',
    type: 'url',
    description: 'A path on this site starting with / (e.g. /en/contact), or a full https://, mailto: or tel: address.',
    validation: (rule: UrlRule) => [hrefRule(rule).required(), rule.custom(deadLinkValidator).warning()],
  });
}

/** Required plain text, trimmed, within a length budget. */
export function requiredText(max: number) {
  return (rule: StringRule) =>
    rule
      .required()
      .max(max)
      .custom((value) => (value === undefined || value.trim() === value ? true : 'Remove leading or trailing spaces'));
}

type LanguageContext = ValidationContext & { document?: { _id?: string; _type?: string; language?: unknown } };

/**
 * Slugs are unique per type and language: `about` may exist in en and fr, but
 * not twice in en. Drafts and versions of the same document do not count.
 */
export const isUniqueSlugPerLanguage: SlugIsUniqueValidator = async (slug, context) => {
  const { document, getClient } = context as LanguageContext & typeof context;
  if (!document?._id || !document._type) return true;
  const published = document._id.replace(/^drafts\./, '').replace(/^versions\.[^.]+\./, '');
  const client = getClient({ apiVersion: studioApiVersion });
  return client.fetch<boolean>(
    `!defined(*[_type == $type && language == $language && slug.current == $slug && !sanity::versionOf($published)][0]._id)`,
    { type: document._type, language: document.language ?? null, slug, published },
  );
};

/** A slug that may span several segments (`studio/process`), unique per language. */
export function slugField(options: { source?: string; description?: string } = {}) {
  return defineField({
    name: 'slug',
    title: 'Slug',
    type: 'slug',
    description:
      options.description ??
      'The address of this document in its language. Lowercase words joined by hyphens; use / for sub-paths.',
    options: { source: options.source ?? 'title', maxLength: 120, slugify, isUnique: isUniqueSlugPerLanguage },
    validation: (rule: SlugRule) =>
      rule.required().custom((value) => {
        const current = value?.current;
        if (current === undefined) return true;
        return slugPattern.test(current)
          ? true
          : 'Use lowercase letters, digits and single hyphens, with / between segments (e.g. studio/process)';
      }),
  });
}

const ALT_DESCRIPTION = 'What the image shows, for people who cannot see it.';

/**
 * An image with a hotspot and alt text. `localizedAlt` uses a localized string
 * (for images in the site settings, shown in every language); otherwise the
 * alt text is a plain string in the document's own language.
 */
export function imageField(
  name: string,
  title: string,
  options: { required?: boolean; localizedAlt?: boolean; caption?: boolean; description?: string } = {},
) {
  const required = options.required ?? true;
  return defineField({
    name,
    title,
    type: 'image',
    description: options.description,
    options: { hotspot: true },
    fields: [
      options.localizedAlt
        ? localizedField('alt', 'Alternative text', 'string', { description: ALT_DESCRIPTION })
        : defineField({
            name: 'alt',
            title: 'Alternative text',
            description: ALT_DESCRIPTION,
            type: 'string',
            validation: (rule) => rule.required(),
          }),
      ...(options.caption
        ? [defineField({ name: 'caption', title: 'Caption', type: 'string', validation: (rule) => rule.max(200) })]
        : []),
    ],
    validation: (rule) => (required ? rule.required().assetRequired() : rule),
  });
}

/** Width and height from an image asset id (`image-<sha1>-<w>x<h>-<ext>`), without fetching the asset. */
export function imageDimensions(assetRef: unknown): { width: number; height: number } | null {
  if (typeof assetRef !== 'string') return null;
  const match = /^image-[0-9a-f]+-(\d+)x(\d+)-[a-z]+$/.exec(assetRef);
  return match ? { width: Number(match[1]), height: Number(match[2]) } : null;
}

/** `EN`, `DE`… for previews; `??` when a document has no language yet, `(FR)` for one the list no longer has. */
export function languageBadge(language: unknown): string {
  if (typeof language !== 'string' || language === '') return '??';
  const code = language.toUpperCase();
  return isLocale(language) ? code : `(${code})`;
}

/**
 * Where a document answers on the site, for previews: its path from the site's
 * own route function (`pagePath`, `articlePath`), so the Studio shows `/en` for
 * the home page, never `/home`. A document without a slug, or in a language the
 * list does not have, has no path on the site.
 */
export function previewPath(
  language: unknown,
  slug: unknown,
  pathOf: (locale: Locale, slug: string) => string,
): string {
  if (typeof slug !== 'string' || slug === '') return 'no slug';
  return typeof language === 'string' && isLocale(language) ? pathOf(language, slug) : 'not on the site';
}

/** Joins preview subtitle parts, skipping empty ones. */
export function subtitle(...parts: Array<string | false | null | undefined>): string {
  return parts.filter((part): part is string => typeof part === 'string' && part !== '').join(' · ');
}
