/**
 * The lake's store on disk: `data.ndjson` and `images/`, in the export format
 * (`@vitrine/schemas/dataset`'s `toExportDocuments` and `exportNdjson`: one
 * document a line, by id, keys sorted), so `git diff` shows only what changed
 * and a save that changes nothing leaves the file as it was, byte for byte.
 *
 * Every file is written atomically: to a temporary file in the same folder,
 * fsync'ed, renamed over the old one, then the folder fsync'ed. A crash at
 * any point leaves either the old file or the new one, never a torn one.
 */
import { randomBytes } from 'node:crypto';
import { readdirSync, rmSync } from 'node:fs';
import { mkdir, open, readFile, rename, rm } from 'node:fs/promises';
import { basename, dirname, join } from 'node:path';
import { exportNdjson, toExportDocuments, type SanityDocument } from '@vitrine/schemas/dataset';

const TEMPORARY = /^\..+\.\d+\.[0-9a-f]{12}\.tmp$/;

/**
 * Removes the temporary files a writer killed mid-write left in `dir` (and
 * `dir/images`): never the dataset, which the rename replaces whole. Only one
 * lake writes a folder, so any such file is from a writer that is gone.
 */
export function removeStaleTemporaries(dir: string): string[] {
  const removed: string[] = [];
  for (const folder of [dir, join(dir, 'images')]) {
    let names: string[] = [];
    try {
      names = readdirSync(folder);
    } catch {
      continue;
    }
    for (const name of names.filter((entry) => TEMPORARY.test(entry))) {
      rmSync(join(folder, name), { force: true });
      removed.push(join(folder, name));
    }
  }
  return removed;
}

/** Writes `bytes` to `file` atomically (temporary file, fsync, rename, fsync of the folder). */
export async function writeFileAtomic(file: string, bytes: string | Buffer): Promise<void> {
  const dir = dirname(file);
  await mkdir(dir, { recursive: true });
  const temporary = join(dir, `.${basename(file)}.${process.pid}.${randomBytes(6).toString('hex')}.tmp`);
  try {
    const handle = await open(temporary, 'wx', 0o644);
    try {
      await handle.writeFile(bytes);
      await handle.sync();
    } finally {
      await handle.close();
    }
    await rename(temporary, file);
  } catch (error) {
    await rm(temporary, { force: true });
    throw error;
  }
  await syncDirectory(dir);
}

async function syncDirectory(dir: string): Promise<void> {
  let handle;
  try {
    handle = await open(dir, 'r');
    await handle.sync();
  } catch {
    // Windows cannot open a folder: the file's own data was synced.
  } finally {
    await handle?.close();
  }
}

/**
 * Whether a document belongs in the committed file. The Presentation tool's
 * secrets (`sanity.previewUrlSecret`), asset documents (derived from
 * `images/` on load) and any other `sanity.*` or `system.*` type are the
 * lake's working state, not content; so are ids under `_.` (Sanity's
 * reserved path).
 */
export function isContent(document: SanityDocument): boolean {
  return !/^(sanity|system)\./.test(document._type) && !document._id.startsWith('_.');
}

/** The dataset file's text for these documents. */
export function datasetText(documents: readonly SanityDocument[]): string {
  return exportNdjson(toExportDocuments(documents.filter(isContent)));
}

export interface DatasetWriter {
  /** Saves this state of the dataset; resolves once a write that includes it has reached the disk. */
  save(documents: readonly SanityDocument[]): Promise<void>;
  /** The text last read or written: what the file holds if nobody else wrote it. */
  readonly text: string;
}

/**
 * Writes `<dir>/data.ndjson` as the dataset changes. Saves are coalesced:
 * while one write runs, later states wait and only the newest is written.
 * A state is made into text only when its write begins, never in `save`:
 * a transaction (the Studio's answer, the webhook) does not wait for the
 * whole dataset's text (tens of milliseconds, more on a busy machine), and a
 * state a newer one replaced while it waited is never made into text. A
 * state whose text is the file's already is not written at all. `serialize`
 * is `datasetText` (tests count its calls).
 */
export function createDatasetWriter(
  dir: string,
  initialText: string,
  serialize: (documents: readonly SanityDocument[]) => string = datasetText,
): DatasetWriter {
  const file = join(dir, 'data.ndjson');
  let written = initialText;
  let pending: {
    documents: readonly SanityDocument[];
    waiters: { resolve(): void; reject(error: unknown): void }[];
  } | null = null;
  let running: Promise<void> | null = null;

  const drain = async () => {
    // Never finish synchronously: `running` must hold this drain before it can end and clear it. A macrotask,
    // not a microtask: whoever saved (a transaction) answers its request and sends its webhook first.
    await new Promise((resolve) => setImmediate(resolve));
    while (pending) {
      const { documents, waiters } = pending;
      pending = null;
      try {
        const text = serialize(documents);
        if (text !== written) {
          await writeFileAtomic(file, text);
          written = text;
        }
        for (const waiter of waiters) waiter.resolve();
      } catch (error) {
        for (const waiter of waiters) waiter.reject(error);
      }
    }
    running = null;
  };

  return {
    get text() {
      return written;
    },
    save(documents) {
      return new Promise<void>((resolve, reject) => {
        if (pending) {
          pending.documents = documents;
          pending.waiters.push({ resolve, reject });
        } else pending = { documents, waiters: [{ resolve, reject }] };
        running ??= drain();
      });
    },
  };
}

/** The file's text now, or null when it cannot be read. */
export async function readDatasetText(dir: string): Promise<string | null> {
  try {
    return await readFile(join(dir, 'data.ndjson'), 'utf8');
  } catch {
    return null;
  }
}
