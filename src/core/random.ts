/**
 * mulberry32 (Tommy Ettinger, public domain): a seeded stream of numbers in [0, 1), the one random
 * generator of the project. The same seed gives the same stream, on every platform: seeded answers
 * (`wordle play --seed`), the boards' answer tuples, the openings' samples and the order of the
 * generated answer lists (scripts/length-lists.mjs imports it from dist/).
 */
export function mulberry32(seed: number): () => number {
  let a = seed | 0;
  return () => {
    a = (a + 0x6d2b79f5) | 0;
    let t = Math.imul(a ^ (a >>> 15), a | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
