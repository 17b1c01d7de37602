/**
 * `npm run bench -- --scale`: the site built on generated datasets of 10, 100
 * and 1,000 articles in each of en, fr and pt (support/scaled-dataset.ts),
 * each into its own build folder, removed afterwards: how long each build
 * takes and the most memory its processes held at once.
 */
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { MiB } from '../support/disk.ts';
import { writeScaledDataset } from '../support/scaled-dataset.ts';
import { buildSite, WEB_DIR, type BuildStats } from '../support/server.ts';

export const SCALES = [10, 100, 1000] as const;
/** The largest build's limit on this machine. */
export const LARGEST_BUILD_LIMIT_MS = 10 * 60_000;
const DIST = '.next-bench-scale';

export interface ScaleFigures extends BuildStats {
  articles: number;
}

export async function scale(): Promise<ScaleFigures[]> {
  const figures: ScaleFigures[] = [];
  for (const articles of SCALES) {
    const dir = mkdtempSync(join(tmpdir(), 'vitrine-bench-scale-'));
    try {
      const written = writeScaledDataset(dir, { articles });
      const stats = await buildSite({ CONTENT_SOURCE: 'local', VITRINE_DATASET_DIR: dir, NEXT_DIST_DIR: DIST });
      figures.push({ articles, ...stats });
      console.log(
        `${`${articles} × 3 (${written.articles} article pages)`.padEnd(34)}${(stats.ms / 1000).toFixed(0).padStart(7)} s${(stats.peakBytes / MiB).toFixed(0).padStart(8)} MiB`,
      );
    } finally {
      rmSync(dir, { recursive: true, force: true });
      rmSync(join(WEB_DIR, DIST), { recursive: true, force: true });
    }
  }
  return figures;
}
