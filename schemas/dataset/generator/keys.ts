/** Deterministic ids and keys: the same input always gives the same output. */
import { createHash } from 'node:crypto';

export function sha1(input: string | Uint8Array): string {
  return createHash('sha1').update(input).digest('hex');
}

/** A 12-character array `_key`, stable for a given seed. */
export function key(seed: string): string {
  return sha1(`key:${seed}`).slice(0, 12);
}

/** An id shaped like a version-4 UUID (version and variant digits fixed), stable for a given seed. */
export function uuid(seed: string): string {
  const hash = sha1(seed);
  return `${hash.slice(0, 8)}-${hash.slice(8, 12)}-4${hash.slice(13, 16)}-a${hash.slice(17, 20)}-${hash.slice(20, 32)}`;
}

/** A seeded pseudo-random generator (mulberry32), for artwork. */
export function random(seed: string): () => number {
  let state = Number.parseInt(sha1(`seed:${seed}`).slice(0, 8), 16) >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Sorts object keys recursively, as the Content Lake returns documents. */
export function sortKeys(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(sortKeys);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.keys(value)
      .sort()
      .map((name) => [name, sortKeys((value as Record<string, unknown>)[name])]),
  );
}
