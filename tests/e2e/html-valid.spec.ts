/**
 * Valid HTML, by a checker nobody here wrote: the Nu Html Checker (vnu.jar)
 * reads every page as the server sends it (the raw HTML, as a browser without
 * JavaScript, a crawler or a validator gets it) and must find 0 errors and 0
 * warnings. The pages: every one the site links to from each language's home,
 * the `?tag=` views included, and every published route besides; the 404
 * screens of each language (unknown path, failed validate rule); every page in
 * draft mode, draft-only ones included; the contact page's answers to a post
 * without JavaScript, refused and accepted; and the full text of every feed
 * item, as a page of its own. One JVM run checks them all.
 */
import { languageTag } from '@vitrine/schemas';
import { cookieHeader, enablePath, setCookies, siteRoutes } from '../preview/site.ts';
import { E2E_PREVIEW_SECRET } from '../preview/constants.ts';
import { postContactForm } from '../support/contact-form.ts';
import { strictXml } from '../support/seo.ts';
import { checkHtml, crawl, describeReports, type CheckedPage } from '../support/html-check.ts';
import { expect, test } from './support/fixtures.ts';
import { OFFERED } from '../support/languages.ts';

test('every page, in every language and state, is valid HTML: 0 errors and 0 warnings from the Nu Html Checker', async ({
  baseURL,
}) => {
  test.setTimeout(240_000);
  const homes = OFFERED.map((locale) => `/${locale}`);
  const pages: CheckedPage[] = [];
  const add = (label: string, status: number, html: string, expected: number) => {
    expect(status, label).toBe(expected);
    pages.push({ label, html });
  };

  // The public site: what its links reach, and every route of the content besides.
  const published = await crawl(baseURL!, [...homes, ...siteRoutes(undefined, ['published'])]);
  for (const page of published) add(page.path, page.status, page.html, 200);
  const tagViews = published.filter((page) => /\?(.*&)?tag=/.test(page.path));
  expect(tagViews.length, 'the ?tag= views are linked and crawled').toBeGreaterThan(10);

  // 404s: an unknown path and a failed validate rule, in every language.
  for (const locale of OFFERED) {
    for (const path of [`/${locale}/this/does/not-exist`, `/${locale}/articles/no-such-article`]) {
      const response = await fetch(`${baseURL}${path}`);
      add(`404 ${path}`, response.status, await response.text(), 404);
    }
  }

  // Draft mode: the same crawl with the preview cookies, draft-only pages included.
  const enabled = await fetch(`${baseURL}${enablePath({ secret: E2E_PREVIEW_SECRET, redirect: '/en' })}`, {
    redirect: 'manual',
  });
  const cookie = cookieHeader(setCookies(enabled.headers));
  expect(cookie).toMatch(/__prerender_bypass=/);
  const drafts = await crawl(baseURL!, [...homes, ...siteRoutes()], { cookie });
  for (const page of drafts) add(`draft ${page.path}`, page.status, page.html, 200);
  expect(drafts.some((page) => /Preview mode|Mode aperçu|Modo de pré-visualização/.test(page.html))).toBe(true);

  // The contact page's answers to a post without JavaScript: refused (errors beside the fields) and accepted.
  for (const locale of OFFERED) {
    const refused = await postContactForm(baseURL!, locale, { fullName: 'Ada', email: 'not-an-address', message: '' });
    add(`refused POST /${locale}/contact`, refused.status, refused.html, 200);
    expect(refused.html).toMatch(/aria-invalid="true"/);
  }
  const sent = await postContactForm(baseURL!, 'en', {
    fullName: 'Ada Lovelace',
    email: 'ada@example.com',
    subject: 'Valid HTML',
    message: 'A message long enough to be sent.',
  });
  add('accepted POST /en/contact', sent.status, sent.html, 200);

  // Each feed item's full text, as a reader shows it: a fragment of HTML, checked in a page of its own.
  let feedItems = 0;
  for (const locale of OFFERED) {
    const xml = await (await fetch(`${baseURL}/${locale}/feed.xml`)).text();
    const items = (strictXml(xml).rss.channel.item ?? []) as Record<string, unknown>[];
    for (const item of items) {
      feedItems += 1;
      const html = String(item['content:encoded']);
      expect(html.length, String(item.link)).toBeGreaterThan(100);
      const title = String(item.title).replace(/[<&]/g, '');
      pages.push({
        label: `/${locale}/feed.xml ${String(item.link)}`,
        // Under its title, as a reader shows it.
        html: `<!DOCTYPE html><html lang="${languageTag(locale)}"><head><meta charset="utf-8"><title>${title}</title></head><body><h1>${title}</h1>${html}</body></html>`,
      });
    }
  }
  expect(feedItems).toBeGreaterThan(3);

  const started = performance.now();
  const reports = await checkHtml(pages);
  const checkSeconds = ((performance.now() - started) / 1000).toFixed(1);
  const errors = reports.reduce((sum, report) => sum + report.errors.length, 0);
  const warnings = reports.reduce((sum, report) => sum + report.warnings.length, 0);
  const failing = reports.filter((report) => report.errors.length + report.warnings.length > 0);
  console.log(
    `[vnu] ${pages.length} pages (${published.length} public, ${tagViews.length} of them ?tag= views; ${drafts.length} in draft mode; ${feedItems} feed items): ${errors} errors, ${warnings} warnings on ${failing.length} pages (vnu: ${checkSeconds} s)`,
  );
  expect(pages.length).toBeGreaterThan(150);
  expect(describeReports(failing)).toBe('');
  expect({ errors, warnings }).toEqual({ errors: 0, warnings: 0 });
});
