import 'server-only';
import { chmod, mkdir, open, readFile, stat } from 'node:fs/promises';
import { dirname } from 'node:path';
import { ContentWriteError, type ContentWriter, type NewDocument } from './writer';

export interface DocumentFile {
  /** Every complete, parseable line, oldest first. */
  documents: NewDocument[];
  /** Lines that do not parse, such as one torn by a crash mid-write (they are skipped, never rewritten). */
  damaged: number;
  /** False when the file does not end with a newline (a torn last line): the next write starts a new line. */
  endsWithNewline: boolean;
  exists: boolean;
}

/** Reads an NDJSON document file (the format `sanity dataset export` writes). A missing file is empty. */
export async function readDocumentFile(file: string): Promise<DocumentFile> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT')
      return { documents: [], damaged: 0, endsWithNewline: true, exists: false };
    throw error;
  }
  const documents: NewDocument[] = [];
  let damaged = 0;
  for (const line of text.split('\n')) {
    if (line.trim() === '') continue;
    try {
      const document = JSON.parse(line) as NewDocument;
      if (typeof document?._id === 'string') documents.push(document);
      else damaged++;
    } catch {
      damaged++;
    }
  }
  return { documents, damaged, endsWithNewline: text === '' || text.endsWith('\n'), exists: true };
}

/** Messages are personal data: the file is the server user's alone (0600), in a folder only it can list (0700). */
const FILE_MODE = 0o600;
const DIR_MODE = 0o700;

async function appendDurably(file: string, text: string): Promise<void> {
  const handle = await open(file, 'a', FILE_MODE);
  try {
    const buffer = Buffer.from(text, 'utf8');
    for (let offset = 0; offset < buffer.length;) {
      offset += (await handle.write(buffer, offset)).bytesWritten;
    }
    await handle.datasync();
  } finally {
    await handle.close();
  }
}

/** Makes a newly created file's directory entry durable too (a no-op where directories cannot be synced). */
async function syncDirectory(dir: string): Promise<void> {
  try {
    const handle = await open(dir, 'r');
    try {
      await handle.sync();
    } finally {
      await handle.close();
    }
  } catch {
    // Windows cannot open a directory; the file's own data is synced regardless.
  }
}

interface Pending {
  document: NewDocument;
  resolve(result: { created: boolean }): void;
  reject(error: unknown): void;
}

/**
 * An append-only NDJSON file of documents, one per line. Every write is
 * durable before it resolves (written, then fdatasync'ed). Writes are
 * serialised by one in-process queue and group-committed: what arrives while
 * a batch is being synced goes out in the next single write and sync, so
 * concurrent writers never interleave and a burst costs a few syncs, not one
 * each. On first use the file is read back to rebuild the index of ids, so a
 * restarted process neither loses nor duplicates a document.
 *
 * One process per file: two processes appending to the same file would each
 * keep their own index.
 *
 * The file stops growing at `maxBytes`: past it every write is refused
 * (`ContentWriteError`, code `full`) long before the disk fills.
 */
export function createLocalWriter(file: string, { maxBytes = Infinity }: { maxBytes?: number } = {}): ContentWriter {
  let ids: Set<string> | undefined;
  let size = 0;
  let needsNewline = false;
  let created = false;
  let queue: Pending[] = [];
  let flushing: Promise<void> | undefined;

  async function index(): Promise<Set<string>> {
    if (ids) return ids;
    await mkdir(dirname(file), { recursive: true, mode: DIR_MODE });
    // A folder or file made before (by an older version, or by hand) is narrowed too.
    await chmod(dirname(file), DIR_MODE);
    const existing = await readDocumentFile(file);
    if (existing.exists) await chmod(file, FILE_MODE);
    size = existing.exists ? (await stat(file)).size : 0;
    needsNewline = !existing.endsWithNewline;
    created = !existing.exists;
    ids = new Set(existing.documents.map((document) => document._id));
    return ids;
  }

  async function flush(): Promise<void> {
    while (queue.length > 0) {
      const batch = queue;
      queue = [];
      try {
        const known = await index();
        const fresh = new Map<string, NewDocument>();
        for (const { document } of batch) {
          if (!known.has(document._id) && !fresh.has(document._id)) fresh.set(document._id, document);
        }
        if (fresh.size > 0) {
          const lines = [...fresh.values()].map((document) => `${JSON.stringify(document)}\n`).join('');
          const text = (needsNewline ? '\n' : '') + lines;
          if (size + Buffer.byteLength(text) > maxBytes) {
            for (const { document, reject } of batch) {
              reject(
                new ContentWriteError(document._id, `${file} reached its size cap (${maxBytes} bytes)`, {
                  code: 'full',
                }),
              );
            }
            continue;
          }
          await appendDurably(file, text);
          size += Buffer.byteLength(text);
          needsNewline = false;
          if (created) {
            created = false;
            await syncDirectory(dirname(file));
          }
          for (const id of fresh.keys()) known.add(id);
        }
        // The first request for a fresh id created it; any other (a double submit in the same batch) did not.
        for (const { document, resolve } of batch) resolve({ created: fresh.delete(document._id) });
      } catch (cause) {
        // Part of the batch may have reached the file: re-read it before the next write, so a retry is not duplicated.
        ids = undefined;
        for (const { document, reject } of batch) {
          reject(new ContentWriteError(document._id, `could not append to ${file}`, { cause }));
        }
      }
    }
    flushing = undefined;
  }

  return {
    kind: 'local',
    target: file,
    createIfNotExists(document) {
      return new Promise((resolve, reject) => {
        queue.push({ document, resolve, reject });
        flushing ??= flush();
      });
    },
  };
}
