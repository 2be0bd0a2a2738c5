/**
 * Deterministic pseudo-random numbers. The data set must be identical on every
 * start for the same size, so nothing here may touch Math.random or the clock.
 */

/** 32-bit FNV-1a: turns a label into a seed so sub-generators stay independent. */
export function hashSeed(...parts: (string | number)[]): number {
  let h = 0x811c9dc5;
  for (const part of parts) {
    const s = String(part);
    for (let i = 0; i < s.length; i++) {
      h ^= s.charCodeAt(i);
      h = Math.imul(h, 0x01000193);
    }
    // Separator so ("ab","c") and ("a","bc") differ.
    h ^= 0xff;
    h = Math.imul(h, 0x01000193);
  }
  return h >>> 0;
}

export interface Rng {
  /** Uniform in [0, 1). */
  next(): number;
  /** Integer in [min, max] (both inclusive). */
  int(min: number, max: number): number;
  chance(probability: number): boolean;
  pick<T>(items: readonly T[]): T;
}

/**
 * mulberry32: tiny, fast and good enough for test data. A class rather than
 * closures because one generator is created per installation (100 000 times).
 */
class Mulberry32 implements Rng {
  private state: number;

  constructor(seed: number) {
    this.state = seed >>> 0;
  }

  next(): number {
    this.state = (this.state + 0x6d2b79f5) >>> 0;
    let t = this.state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  }

  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(probability: number): boolean {
    return this.next() < probability;
  }

  pick<T>(items: readonly T[]): T {
    if (items.length === 0) throw new Error("pick from an empty list");
    return items[Math.floor(this.next() * items.length)] as T;
  }
}

export function createRng(seed: number): Rng {
  return new Mulberry32(seed);
}

/**
 * Weighted choice over a fixed list. The cumulative table is built once so a
 * pick is a binary search, which matters for 100 000 installations.
 */
export interface WeightedTable<T> {
  pick(rng: Rng): T;
}

export function weightedTable<T>(
  items: readonly T[],
  weightOf: (item: T) => number,
): WeightedTable<T> {
  const cumulative = new Float64Array(items.length);
  let total = 0;
  items.forEach((item, i) => {
    total += Math.max(0, weightOf(item));
    cumulative[i] = total;
  });
  if (total <= 0) throw new Error("weighted table without weight");
  return {
    pick(rng) {
      const target = rng.next() * total;
      let lo = 0;
      let hi = items.length - 1;
      while (lo < hi) {
        const mid = (lo + hi) >>> 1;
        if ((cumulative[mid] ?? 0) > target) hi = mid;
        else lo = mid + 1;
      }
      return items[lo] as T;
    },
  };
}
