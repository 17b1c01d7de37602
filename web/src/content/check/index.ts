/**
 * The content check: the one place that names problems in the owner's
 * content, with the document, its type and language, the field, and what to
 * do. It reads every published document through the content source (local
 * dataset or Sanity, the same door as every page) and runs the rules of
 * rules.ts. Getters leave the broken part out and the site builds; this says
 * what was left out. Runs at the start of the build and on its own
 * (`npm run content:check`, web/scripts/content-check.ts).
 */
import 'server-only';
import { contentCheckDraftsQuery, contentCheckQuery, locales } from '@vitrine/schemas';
import { env } from '@/env';
import { contentSource } from '../source-of-env';
import type { ContentSource } from '../source';
import type { ContentProblem } from './problem';
import { checkSnapshot } from './run';
import type { ContentSnapshot, StoredDocument } from './snapshot';

export type { ContentProblem } from './problem';
export { failsBuild, summarize } from './run';
export { formatReport } from './format';

/** The site's language list as the rules read it. */
const LANGUAGES = locales.map(({ code, name }) => ({ code, name }));

/**
 * Reads what the rules need from a source: the published documents, and which
 * ids have a draft (when `draftsVisible`: the local dataset, or Sanity with a
 * viewer token; a Sanity query without one sees no draft at all).
 */
export async function readSnapshot(
  source: ContentSource,
  { siteUrl, draftsVisible }: { siteUrl: string | undefined; draftsVisible: boolean },
): Promise<ContentSnapshot> {
  const [documents, drafts] = await Promise.all([
    source.fetch<StoredDocument[]>({ name: 'contentCheckQuery', query: contentCheckQuery, perspective: 'published' }),
    draftsVisible
      ? source.fetch<string[]>({
          name: 'contentCheckDraftsQuery',
          query: contentCheckDraftsQuery,
          perspective: 'drafts',
        })
      : null,
  ]);
  return { source: source.kind, languages: LANGUAGES, documents, drafts: drafts && new Set(drafts), siteUrl };
}

/** The problems of this site's content, read from the configured source. */
export async function runContentCheck(): Promise<{ problems: ContentProblem[]; source: string }> {
  const config = env().content;
  const snapshot = await readSnapshot(contentSource(), {
    siteUrl: env().server.siteUrl,
    draftsVisible: config.source === 'local' || Boolean(config.readToken),
  });
  const source =
    config.source === 'local'
      ? `local dataset ${config.datasetDir}`
      : `Sanity project ${config.projectId}, dataset ${config.dataset}`;
  return { problems: checkSnapshot(snapshot), source };
}
