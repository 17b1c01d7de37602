/**
 * Lighthouse SEO and best practices on every path of every language (the
 * target is 100 on each), with the audits that keep a path below.
 */
import { publishedDocuments } from '../support/dataset.ts';
import { LOCALES, localePaths } from '../support/routes.ts';
import type { RunningSite } from '../support/server.ts';
import { categoryScores } from './lighthouse.ts';
import type { Summary } from './summary.ts';

export async function findability(site: RunningSite, summary: Summary): Promise<void> {
  const paths = LOCALES.flatMap((locale) => localePaths(publishedDocuments(), locale));
  console.log(`Lighthouse SEO and best practices, ${paths.length} paths`);
  const results = await categoryScores(
    paths.map((path) => site.url + path),
    ['seo', 'best-practices'],
  );
  console.log(`${'page'.padEnd(44)}${'seo'.padStart(6)}${'bp'.padStart(6)}`);
  const below: string[] = [];
  for (const result of results) {
    const path = result.url.replace(site.url, '');
    const { seo = 0, 'best-practices': bp = 0 } = result.scores;
    console.log(`${path.padEnd(44)}${String(seo).padStart(6)}${String(bp).padStart(6)}`);
    if (seo < 100 || bp < 100) below.push(`${path}: ${result.failing.join(', ')}`);
  }
  console.log(below.length ? `\nbelow 100:\n  ${below.join('\n  ')}` : '\nevery path: SEO 100, best practices 100');
  summary.add({
    figure: 'paths with SEO and best practices 100',
    value: String(paths.length - below.length),
    floor: `${paths.length} (all paths)`,
    ratio: '',
    target: 'all',
    ok: below.length === 0,
  });
}
