/**
 * The seeded randomness the generator draws with. Each request gets its own
 * stream, derived from (seed, index), so request #1234 of seed 42 is the same
 * whether it is generated alone or after the 1,233 before it: a failure is
 * replayed from its seed and index only. The stream is the dataset
 * generator's mulberry32, seeded through sha1 of the pair.
 */
import { random } from '@vitrine/schemas/dataset/generator/keys.ts';

export interface Rng {
  /** A float in [0, 1). */
  next(): number;
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** True with probability `p`. */
  chance(p: number): boolean;
  pick<T>(items: readonly T[]): T;
  /** Picks by weight: `[[3, 'a'], [1, 'b']]` gives 'a' three times as often. */
  weighted<T>(entries: readonly (readonly [number, T])[]): T;
}

export function createRng(next: () => number): Rng {
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  return {
    next,
    int,
    chance: (p) => next() < p,
    pick: (items) => {
      if (items.length === 0) throw new RangeError('pick() from an empty list');
      return items[int(0, items.length - 1)]!;
    },
    weighted: (entries) => {
      const total = entries.reduce((sum, [weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [weight, value] of entries) {
        roll -= weight;
        if (roll < 0) return value;
      }
      return entries.at(-1)![1];
    },
  };
}

/** The stream of request `index` under `seed`. */
export function rngFor(seed: number, index: number): Rng {
  return createRng(random(`fuzz:${seed >>> 0}:${index}`));
}
