/**
 * The owner's files on their machine, outside every checkout: the folder that
 * holds the local certificate authority, and the secret that the local
 * Content Lake asks of every request that writes or reads what is not public.
 *
 * One home for both sides of that secret: `npm run studio` makes it and gives
 * it to the lake and to the Studio (in the URL it prints); the dev site reads
 * it here to check the Presentation tool's preview secrets; the tests read it
 * as the owner's machine would. No page is ever served with it.
 *
 * Node-only (reads files); never imported by client code.
 */
import { randomBytes } from 'node:crypto';
import { chmodSync, mkdirSync, readFileSync, statSync, writeFileSync } from 'node:fs';
import { homedir } from 'node:os';
import { join } from 'node:path';

/** The secret's file in the owner's folder. Readable by its user only (0600), in a folder that is 0700. */
export const LAKE_SECRET_FILE = 'lake-secret';

/**
 * `VITRINE_CONFIG_DIR`, else `$XDG_CONFIG_HOME/vitrine` (`~/.config/vitrine`),
 * `%APPDATA%\vitrine` on Windows.
 */
export function ownerConfigDir(
  env: Readonly<Record<string, string | undefined>> = process.env,
  platform = process.platform,
): string {
  if (env.VITRINE_CONFIG_DIR) return env.VITRINE_CONFIG_DIR;
  if (platform === 'win32' && env.APPDATA) return join(env.APPDATA, 'vitrine');
  return join(env.XDG_CONFIG_HOME || join(env.HOME || homedir(), '.config'), 'vitrine');
}

/** A secret is 32 random bytes, base64url: 43 characters, which the Studio takes from `#token=` (32 or more). */
const SECRET_PATTERN = /^[A-Za-z0-9_-]{43,}$/;

export class OwnerSecretError extends Error {
  override name = 'OwnerSecretError';
}

/** The owner's secret, or null when `npm run studio` has not made one yet in `dir`. */
export function readLakeSecret(dir = ownerConfigDir()): string | null {
  const file = join(dir, LAKE_SECRET_FILE);
  let text: string;
  try {
    text = readFileSync(file, 'utf8').trim();
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw new OwnerSecretError(`Could not read ${file}: ${(error as Error).message}`, { cause: error });
  }
  if (!SECRET_PATTERN.test(text)) {
    throw new OwnerSecretError(
      `${file} does not hold a secret made by npm run studio. Delete it; the next npm run studio makes a new one.`,
    );
  }
  if (process.platform !== 'win32' && (statSync(file).mode & 0o077) !== 0) {
    // Another user of the machine could have read it: a secret they may know is no secret.
    throw new OwnerSecretError(
      `${file} is readable by other users of this machine. Delete it; the next npm run studio makes a new one (0600).`,
    );
  }
  return text;
}

/** The owner's secret, made on first use. */
export function lakeSecret(dir = ownerConfigDir()): { secret: string; created: boolean } {
  const existing = readLakeSecret(dir);
  if (existing) return { secret: existing, created: false };
  mkdirSync(dir, { recursive: true, mode: 0o700 });
  const file = join(dir, LAKE_SECRET_FILE);
  const secret = randomBytes(32).toString('base64url');
  try {
    writeFileSync(file, `${secret}\n`, { mode: 0o600, flag: 'wx' });
  } catch (error) {
    // Another `npm run studio` made it first: use theirs.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return { secret: readLakeSecret(dir)!, created: false };
    throw error;
  }
  chmodSync(file, 0o600);
  return { secret, created: true };
}
