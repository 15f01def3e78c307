import { describe, expect, it } from 'vitest';
import { bestCorrection, editDistance, MAX_QUERY_WORDS, queryWords, rewriteQuery } from './spelling.ts';

const cand = (word: string, similarity: number, products = 1) => ({ word, similarity, products });

describe('query words', () => {
  it('are runs of 3+ letters, lower-cased, once each; digits and punctuation are not words', () => {
    expect(queryWords('Quartz countertp 24x48 QUARTZ -tle "of" a\'b')).toEqual([
      'quartz',
      'countertp',
      'tle',
    ]);
    expect(queryWords("');--%_*\\")).toEqual([]);
  });

  it('stop at 50 distinct words', () => {
    const many = Array.from(
      { length: 80 },
      (_, i) => `w${String.fromCharCode(97 + (i % 26))}${'x'.repeat(i)}`,
    );
    expect(queryWords(many.join(' '))).toHaveLength(MAX_QUERY_WORDS);
  });
});

describe('edit distance', () => {
  it('counts a swap of neighbours as one edit', () => {
    expect(editDistance('vinly', 'vinyl')).toBe(1);
    expect(editDistance('porcelian', 'porcelain')).toBe(1);
    expect(editDistance('fawcet', 'faucet')).toBe(1);
    expect(editDistance('countertp', 'counter')).toBe(2);
    expect(editDistance('', 'tile')).toBe(4);
    expect(editDistance('tile', 'tile')).toBe(0);
  });
});

describe('best correction', () => {
  it('prefers fewer edits over a higher trigram similarity', () => {
    expect(bestCorrection('countertp', [cand('counter', 0.64, 17), cand('countertop', 0.62, 7)])).toBe(
      'countertop',
    );
  });

  it('breaks ties by similarity, then by how many products have the word, then alphabetically', () => {
    expect(bestCorrection('tila', [cand('tile', 0.3, 5), cand('tilt', 0.4, 1)])).toBe('tilt');
    expect(bestCorrection('tila', [cand('tile', 0.3, 5), cand('tilt', 0.3, 1)])).toBe('tile');
    expect(bestCorrection('tila', [cand('tilt', 0.3, 5), cand('tile', 0.3, 5)])).toBe('tile');
  });

  it('refuses words too far away: 1 edit up to 4 letters, 2 up to 8, 3 beyond', () => {
    expect(bestCorrection('tle', [cand('tile', 0.29)])).toBe('tile');
    expect(bestCorrection('tle', [cand('title', 0.25)])).toBeNull();
    expect(bestCorrection('marbel', [cand('marble', 0.4)])).toBe('marble');
    expect(bestCorrection('grnt', [cand('granite', 0.3)])).toBeNull();
    expect(bestCorrection('backsplsh', [cand('backsplash', 0.62)])).toBe('backsplash');
    expect(bestCorrection('zzqq', [])).toBeNull();
  });
});

describe('rewrite query', () => {
  it('replaces each corrected word whatever its case and keeps the rest as typed', () => {
    const fixes = new Map([
      ['countertp', 'countertop'],
      ['tle', 'tile'],
    ]);
    expect(rewriteQuery('Quartz Countertp, -TLE 24x48', fixes)).toBe('Quartz countertop, -tile 24x48');
    expect(rewriteQuery('quartz', fixes)).toBeNull();
  });
});
