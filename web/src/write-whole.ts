/**
 * A file written whole: under a temporary name beside it, then renamed over
 * it, so a reader (in this process or another) gets the old file or the new
 * one, never one being written. The temporary name is random, so two writes
 * of one file at once never share it; on failure it is removed and the error
 * thrown. Used by Next's cache handler (instances of one build share its
 * directory) and by the memo's last good copies.
 */
import { randomBytes } from 'node:crypto';
import { rename, unlink, writeFile } from 'node:fs/promises';

export async function writeWhole(file: string, data: string | Uint8Array, mode?: number): Promise<void> {
  const temporary = `${file}.${randomBytes(6).toString('hex')}.tmp`;
  try {
    await writeFile(temporary, data, mode === undefined ? undefined : { mode });
    await rename(temporary, file);
  } catch (error) {
    await unlink(temporary).catch(() => {});
    throw error;
  }
}
