import { uniformFloat64 } from 'pure-rand/distribution/uniformFloat64';
import { uniformInt } from 'pure-rand/distribution/uniformInt';
import { xoroshiro128plus } from 'pure-rand/generator/xoroshiro128plus';

/** A deterministic random source: the same seed always gives the same sequence. */
export interface Random {
  /** An integer in [min, max], both included. */
  int(min: number, max: number): number;
  /** A float in [0, 1). */
  float(): number;
  /** True with probability `probability`. */
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
  pickWeighted<T>(items: readonly T[], weightOf: (item: T) => number): T;
}

export function createRandom(seed: number): Random {
  const generator = xoroshiro128plus(seed);
  const float = () => uniformFloat64(generator);
  const pick = <T>(items: readonly T[]): T => {
    const item = items[uniformInt(generator, 0, items.length - 1)];
    if (item === undefined) throw new Error('Cannot pick from an empty list');
    return item;
  };
  return {
    int: (min, max) => uniformInt(generator, min, max),
    float,
    chance: (probability) => float() < probability,
    pick,
    pickWeighted: (items, weightOf) => pickByWeight(items, weightOf, float()),
  };
}

function pickByWeight<T>(items: readonly T[], weightOf: (item: T) => number, roll: number): T {
  const total = items.reduce((sum, item) => sum + weightOf(item), 0);
  let remaining = roll * total;
  for (const item of items) {
    remaining -= weightOf(item);
    if (remaining < 0) return item;
  }
  const last = items.at(-1);
  if (last === undefined) throw new Error('Cannot pick from an empty list');
  return last;
}

/** A stable 31-bit seed from a text, to derive independent random sources per purpose. */
export function seedFromText(text: string): number {
  let hash = 0x811c9dc5;
  for (let index = 0; index < text.length; index += 1) {
    hash ^= text.charCodeAt(index);
    hash = Math.imul(hash, 0x01000193);
  }
  return hash >>> 1;
}
