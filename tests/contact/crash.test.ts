/**
 * A process killed (SIGKILL) in the middle of a burst of writes loses no
 * acknowledged message, and the next process finishes the job without a
 * duplicate: the local inbox's durability and restart guarantees, for real.
 */
import { spawn } from 'node:child_process';
import { createInterface } from 'node:readline';
import { fileURLToPath } from 'node:url';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createLocalWriter, readDocumentFile } from '@/content/local-writer';
import { tempInbox } from './support.ts';

const TESTS_DIR = fileURLToPath(new URL('../', import.meta.url));
const COUNT = 20_000;

let inbox: Awaited<ReturnType<typeof tempInbox>>;
beforeEach(async () => {
  inbox = await tempInbox();
});
afterEach(async () => {
  await inbox.cleanup();
});

describe('the local inbox across a crash', () => {
  it('keeps every acknowledged write when the process is killed, and a retry completes without duplicates', async () => {
    const child = spawn(
      process.execPath,
      ['--conditions=react-server', '--import', 'tsx', 'contact/fixtures/burst.ts', inbox.file, String(COUNT)],
      {
        cwd: TESTS_DIR,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    );
    let stderr = '';
    child.stderr.on('data', (chunk) => (stderr += chunk));
    const exited = new Promise<NodeJS.Signals | number | null>((resolve) =>
      child.once('exit', (code, signal) => resolve(signal ?? code)),
    );

    const acknowledged: string[] = [];
    for await (const line of createInterface({ input: child.stdout })) {
      acknowledged.push(line);
      if (acknowledged.length === 500) child.kill('SIGKILL');
    }
    expect(await exited, stderr).toBe('SIGKILL');
    expect(acknowledged.length).toBeGreaterThanOrEqual(500);
    expect(acknowledged.length).toBeLessThan(COUNT);

    const afterCrash = await readDocumentFile(inbox.file);
    const stored = new Set(afterCrash.documents.map((document) => document._id));
    expect(acknowledged.filter((id) => !stored.has(id))).toEqual([]);
    expect(stored.size).toBe(afterCrash.documents.length);
    // At most the one line the kill tore in half.
    expect(afterCrash.damaged).toBeLessThanOrEqual(1);

    // The next process retries everything: the ones already stored are not written again.
    const writer = createLocalWriter(inbox.file);
    const ids = Array.from({ length: 2000 }, (_, i) => `inbox.burst-${i}`);
    const results = await Promise.all(ids.map((id) => writer.createIfNotExists({ _id: id, _type: 'contactMessage' })));
    expect(results.filter((result) => result.created)).toHaveLength(ids.filter((id) => !stored.has(id)).length);
    const final = await readDocumentFile(inbox.file);
    const finalIds = final.documents.map((document) => document._id);
    expect(new Set(finalIds).size).toBe(finalIds.length);
    for (const id of ids) expect(finalIds).toContain(id);
  }, 60_000);
});
