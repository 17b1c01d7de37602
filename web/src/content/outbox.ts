/**
 * A writer that never loses a document to a CMS outage. Writes go to the
 * primary store (the Content Lake); when it refuses (down, unreachable, 5xx),
 * the document is kept in a local outbox file instead, the caller hears it
 * is stored, and a delivery loop hands it to the primary once it answers
 * again. The primary writes with `createIfNotExists` on the document's own
 * id, so a delivery that is repeated (a crash between the write and the
 * record of it) stores nothing twice.
 *
 * Files, beside the local inbox: `outbox.ndjson` (what waits, append-only)
 * and `outbox-delivered.txt` (one delivered id per line). What waits is the
 * first minus the second; both survive a restart.
 */
import 'server-only';
import { appendFile, mkdir, readFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { logOncePer, type Logger } from '@/log';
import { createLocalWriter, readDocumentFile } from './local-writer';
import type { ContentWriter, NewDocument } from './writer';

export interface DeliveringWriter extends ContentWriter {
  /** Tries to deliver everything waiting; resolves with what is still waiting. */
  deliver(): Promise<{ delivered: number; waiting: number }>;
  /** Stops the delivery loop (tests, shutdown). */
  stop(): void;
}

export interface OutboxOptions {
  primary: ContentWriter;
  /** The outbox file; delivered ids go beside it. */
  file: string;
  /** How often the loop retries while something waits. */
  retryMs?: number;
  maxBytes?: number;
  log?: Logger;
}

const LOG_INTERVAL_MS = 60_000;

export function createDeliveringWriter({
  primary,
  file,
  retryMs = 30_000,
  maxBytes,
  log = console,
}: OutboxOptions): DeliveringWriter {
  const outbox = createLocalWriter(file, { maxBytes });
  const deliveredFile = file.replace(/\.ndjson$/, '') + '-delivered.txt';
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<{ delivered: number; waiting: number }> | undefined;

  async function waiting(): Promise<NewDocument[]> {
    const [kept, delivered] = await Promise.all([
      readDocumentFile(file),
      readFile(deliveredFile, 'utf8').catch(() => ''),
    ]);
    const done = new Set(delivered.split('\n').filter(Boolean));
    return kept.documents.filter((document) => !done.has(document._id));
  }

  async function deliverOnce(): Promise<{ delivered: number; waiting: number }> {
    const pending = await waiting();
    let delivered = 0;
    for (const document of pending) {
      try {
        await primary.createIfNotExists(document);
      } catch (error) {
        logOncePer(
          'outbox:deliver',
          LOG_INTERVAL_MS,
          'warn',
          `[outbox] ${pending.length - delivered} document(s) still waiting for ${primary.target}: ${(error as Error).message}`,
          { log },
        );
        schedule();
        return { delivered, waiting: pending.length - delivered };
      }
      await mkdir(dirname(deliveredFile), { recursive: true, mode: 0o700 });
      await appendFile(deliveredFile, `${document._id}\n`, { mode: 0o600 });
      delivered++;
    }
    if (delivered > 0) log.info(`[outbox] Delivered ${delivered} document(s) to ${primary.target}.`);
    return { delivered, waiting: 0 };
  }

  function deliver() {
    running ??= deliverOnce().finally(() => {
      running = undefined;
    });
    return running;
  }

  function schedule() {
    if (timer) return;
    timer = setTimeout(() => {
      timer = undefined;
      void deliver();
    }, retryMs);
    timer.unref();
  }

  // Whatever a previous process left waiting goes out soon after start.
  void waiting()
    .then((pending) => pending.length > 0 && schedule())
    .catch(() => {});

  return {
    kind: primary.kind,
    target: primary.target,
    async createIfNotExists(document) {
      try {
        const result = await primary.createIfNotExists(document);
        // The primary answers again: anything waiting can go now.
        void deliver().catch(() => {});
        return result;
      } catch (error) {
        logOncePer(
          'outbox:keep',
          LOG_INTERVAL_MS,
          'warn',
          `[outbox] ${primary.target} refused a write (${(error as Error).message}); keeping documents in ${file} until it answers.`,
          { log },
        );
        const kept = await outbox.createIfNotExists(document);
        schedule();
        return kept;
      }
    },
    deliver,
    stop() {
      if (timer) clearTimeout(timer);
      timer = undefined;
    },
  };
}
