/**
 * The AI designer's seeded randomness (issue 26: the same request gives the same designs): a hash of the
 * seed and a key, so a value depends on what it is for, never on how many were drawn before it. No
 * Math.random anywhere in the search.
 */

/** FNV-1a of the text, mixed with the seed, then finalised (murmur3's fmix32): 32 well-spread bits. */
function hash32(seed: number, key: string): number {
  let h = (0x811c9dc5 ^ (seed | 0)) >>> 0;
  for (let i = 0; i < key.length; i += 1) {
    h ^= key.charCodeAt(i);
    h = Math.imul(h, 0x01000193) >>> 0;
  }
  h ^= h >>> 16;
  h = Math.imul(h, 0x85ebca6b) >>> 0;
  h ^= h >>> 13;
  h = Math.imul(h, 0xc2b2ae35) >>> 0;
  h ^= h >>> 16;
  return h >>> 0;
}

/** A number in [0, 1) fixed by the seed and the key. */
export const seeded = (seed: number, key: string) => hash32(seed, key) / 4_294_967_296;
