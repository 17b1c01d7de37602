import { parse, evaluate } from 'groq-js';
import { applyPerspective, loadDataset, type SanityDocument } from '@vitrine/schemas/dataset';
import { ContentFetchError, type ContentSource, type Perspective, type QueryRequest } from './source';

/** Where the site serves the dataset's `images/` folder (see app/dataset-images). */
export const LOCAL_ASSET_BASE = '/dataset-images';

/**
 * The bundled demo dataset, queried with groq-js. Published content is parsed
 * once per process; the drafts perspective re-reads the file on every query,
 * so an editor previewing locally sees the file as it is now.
 */
export function createLocalSource(datasetDir: string): ContentSource {
  let published: SanityDocument[] | undefined;

  const documents = (perspective: Perspective): SanityDocument[] => {
    const load = () => loadDataset(datasetDir, { assetBaseUrl: LOCAL_ASSET_BASE });
    if (perspective === 'drafts') return applyPerspective(load(), 'drafts');
    published ??= applyPerspective(load(), 'published');
    return published;
  };

  return {
    kind: 'local',
    async fetch<Result>({ name, query, params = {}, perspective }: QueryRequest): Promise<Result> {
      let tree;
      try {
        tree = parse(query, { params });
      } catch (cause) {
        throw new ContentFetchError(name, undefined, 'the GROQ does not parse', { cause });
      }
      const value = await evaluate(tree, { dataset: documents(perspective), params });
      return (await value.get()) as Result;
    },
  };
}
