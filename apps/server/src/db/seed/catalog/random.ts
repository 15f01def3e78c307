/** mulberry32: a small seeded PRNG, so the same seed always gives the same catalogue. */
export function createRandom(seed: number) {
  let a = seed >>> 0;
  const next = () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)];
  const some = <T>(items: readonly T[], count: number): T[] => {
    const pool = [...items];
    const out: T[] = [];
    while (out.length < count && pool.length) out.push(pool.splice(Math.floor(next() * pool.length), 1)[0]);
    return out;
  };
  return { next, int, pick, some };
}
export type Random = ReturnType<typeof createRandom>;

const ALPHABET = 'abcdefghjkmnpqrstuvwxyz23456789';
/** A URL-safe product hash, unique by construction (index-derived) and scrambled by the PRNG. */
export function productHash(random: Random, index: number) {
  let out = '';
  for (let i = 0; i < 5; i++) out += ALPHABET[random.int(0, ALPHABET.length - 1)];
  return `${out}${index.toString(36).padStart(4, '0')}`;
}
