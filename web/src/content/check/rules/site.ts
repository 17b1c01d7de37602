/**
 * What the site needs before it can show anything: the site settings
 * (`missing-site-settings`: until they exist, each language's root says what
 * to create first), a public address (`missing-site-url`, the one error: the
 * canonical URLs, sitemap and feeds cannot be written without it), the pages
 * the header and the home page's call to action link to (`missing-page`), and
 * the fields a page, an article or a list item cannot be shown without
 * (`missing-field`).
 */
import { fixedRoutes, localizedDocumentTypes, siteSettingsId } from '@vitrine/schemas';
import { originOf } from '@/routing/site-url';
import type { ContentProblem } from '../problem';
import { error, warning, type ContentRule } from '../rule';
import { byId, languageOf, labelOf } from '../snapshot';

/** The pages every language's header or home page links to when they exist. */
const ESSENTIAL_PAGES = [fixedRoutes.home.page, fixedRoutes.about.page, fixedRoutes.contact.page];

/** Fields a document of each type is not shown well without, with what the owner calls them. */
const REQUIRED_FIELDS: Record<string, readonly [field: string, label: string][]> = {
  page: [['title', 'title']],
  article: [
    ['title', 'title'],
    ['publishedAt', 'publication date'],
  ],
  project: [['name', 'name']],
  partner: [['name', 'name']],
  guardian: [['name', 'name']],
  credit: [['name', 'name']],
};

const present = (value: unknown) => (typeof value === 'string' ? value.trim() !== '' : value != null);

export const site: ContentRule = {
  name: 'site',
  codes: ['missing-site-settings', 'missing-site-url', 'missing-page', 'missing-field'],
  check(snapshot) {
    const problems: ContentProblem[] = [];
    const settings = byId(snapshot).get(siteSettingsId);
    if (!settings) {
      problems.push(
        warning({
          code: 'missing-site-settings',
          documentId: siteSettingsId,
          documentType: 'siteSettings',
          language: null,
          path: null,
          message:
            'Nothing is published yet: there are no site settings. Each language’s home page says what to create ' +
            'first, and asks search engines not to index it.',
          fix:
            'Create the site settings in the Studio (Settings): your name, job title and e-mail, and under SEO ' +
            'the site’s title, description and public address. Then pages with the slugs “home”, “about” and ' +
            '“contact” in each language.',
        }),
      );
    } else {
      const url = (settings.seo as { url?: unknown } | undefined)?.url;
      if (!originOf(snapshot.siteUrl) && !originOf(typeof url === 'string' ? url : null)) {
        problems.push(
          error({
            code: 'missing-site-url',
            documentId: siteSettingsId,
            documentType: 'siteSettings',
            language: null,
            path: 'seo.url',
            message: 'The site has no public address, so it cannot write canonical URLs, the sitemap or feeds.',
            fix: 'Set the Canonical URL under SEO in the site settings, or SITE_URL where the site is built.',
          }),
        );
      }
    }

    // Without settings, their problem already says which pages to create next. A language with nothing
    // published is not offered (rules/languages.ts says so); in another, the default language's page stands
    // in for one it lacks, so only a page neither has is missing.
    const pages = snapshot.documents.filter((document) => document._type === 'page');
    const slugsIn = (code: string) =>
      new Set(
        pages
          .filter((page) => languageOf(page) === code)
          .map((page) => (page.slug as { current?: unknown } | undefined)?.current),
      );
    const localized = localizedDocumentTypes as readonly string[];
    const published = new Set(
      snapshot.documents.filter((document) => localized.includes(document._type)).map(languageOf),
    );
    const defaultSlugs = slugsIn(snapshot.languages[0]!.code);
    for (const [position, { code, name }] of (settings ? snapshot.languages : []).entries()) {
      if (position > 0 && !published.has(code)) continue;
      const slugs = slugsIn(code);
      const missing = ESSENTIAL_PAGES.filter((slug) => !slugs.has(slug) && !defaultSlugs.has(slug));
      if (missing.length === 0) continue;
      problems.push(
        warning({
          code: 'missing-page',
          documentId: null,
          documentType: 'page',
          language: code,
          path: null,
          message:
            slugs.size === 0
              ? `There are no pages in ${name} yet: its header links to none, and its home page shows only your profile.`
              : `There is no ${missing.map((slug) => `“${slug}”`).join(', ')} page in ${name}: the site does not link to it.`,
          fix: `Create ${name} pages with the slugs ${missing.map((slug) => `“${slug}”`).join(', ')} in the Studio.`,
        }),
      );
    }

    for (const document of snapshot.documents) {
      for (const [field, label] of REQUIRED_FIELDS[document._type] ?? []) {
        if (present(document[field])) continue;
        problems.push(
          warning({
            code: 'missing-field',
            documentId: document._id,
            documentType: document._type,
            language: languageOf(document),
            path: field,
            message: `The ${document._type} ${labelOf(document)} has no ${label}: the site shows it without one.`,
            fix: `Give it a ${label} in the Studio.`,
          }),
        );
      }
    }
    return problems;
  },
};
