/**
 * mulberry32: a tiny, fast, seedable 32-bit PRNG (public domain, Tommy Ettinger). Good enough to
 * make a story look random; the same seed gives the same sequence on every machine.
 */
function mulberry32(seed: number): () => number {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** A seeded random source with the few helpers the story needs. */
export class Random {
  private readonly next: () => number;

  constructor(readonly seed: number) {
    this.next = mulberry32(seed);
  }

  /** An independent stream for one part of the story (a client, a coach), so the parts do not
   *  shift each other's numbers when one of them changes. */
  fork(label: string | number): Random {
    let h = this.seed ^ 0x9e3779b9;
    for (const ch of String(label)) h = Math.imul(h ^ ch.charCodeAt(0), 0x01000193);
    return new Random(h >>> 0);
  }

  /** [0, 1) */
  float(): number {
    return this.next();
  }

  /** An integer in [min, max], both included. */
  int(min: number, max: number): number {
    return min + Math.floor(this.next() * (max - min + 1));
  }

  chance(p: number): boolean {
    return this.next() < p;
  }

  pick<T>(list: readonly T[]): T {
    if (list.length === 0) throw new Error('pick from an empty list');
    return list[Math.floor(this.next() * list.length)]!;
  }

  /** One of the keys, with the given weights. */
  weighted<K extends string | number>(weights: readonly (readonly [K, number])[]): K {
    const total = weights.reduce((s, [, w]) => s + w, 0);
    let r = this.next() * total;
    for (const [k, w] of weights) {
      r -= w;
      if (r < 0) return k;
    }
    return weights.at(-1)![0];
  }

  /** `n` distinct elements in random order. */
  sample<T>(list: readonly T[], n: number): T[] {
    const copy = [...list];
    for (let i = copy.length - 1; i > 0; i--) {
      const j = Math.floor(this.next() * (i + 1));
      [copy[i], copy[j]] = [copy[j]!, copy[i]!];
    }
    return copy.slice(0, Math.min(n, copy.length));
  }
}
