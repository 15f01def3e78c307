import { describe, expect, it } from 'vitest';
import { parseRefinement, REFINEMENT_MESSAGES } from './refinement.ts';

const read = (text: string) => parseRefinement(text);
const plain = { mood: null, cheaperPercent: null, dearer: false, keep: [], change: [] };

describe('parseRefinement', () => {
  it('reads a mood', () => {
    expect(read('warmer')).toEqual({ ...plain, mood: 'warmer' });
    expect(read('Make it a bit cooler please')).toEqual({ ...plain, mood: 'cooler' });
    expect(read('lighter and airier')).toEqual({ ...plain, mood: 'lighter' });
    expect(read('Darker!')).toEqual({ ...plain, mood: 'darker' });
  });

  it('reads a saving, 10% when no number is said, or dearer', () => {
    expect(read('cheaper by 20%')).toEqual({ ...plain, cheaperPercent: 20 });
    expect(read('30 percent less expensive')).toEqual({ ...plain, cheaperPercent: 30 });
    expect(read('cheaper')).toEqual({ ...plain, cheaperPercent: 10 });
    expect(read('more upscale')).toEqual({ ...plain, dearer: true });
  });

  it('reads the parts to keep and to change, whichever comes first', () => {
    expect(read('keep the floor, change the vanity')).toEqual({
      ...plain,
      keep: ['floor'],
      change: ['vanity'],
    });
    expect(read('change the vanity and keep the floor')).toEqual({
      ...plain,
      keep: ['floor'],
      change: ['vanity'],
    });
    expect(read("Don't change the countertops but swap the backsplash")).toEqual({
      ...plain,
      keep: ['countertop'],
      change: ['backsplash'],
    });
    expect(read('new shower tile, keep the shower and the tub')).toEqual({
      ...plain,
      keep: ['shower', 'tub'],
      change: ['shower_wall'],
    });
    expect(read('a different range hood and fridge')).toEqual({ ...plain, change: ['hood', 'refrigerator'] });
    expect(read('warmer floor, keep the cabinets')).toEqual({
      ...plain,
      mood: 'warmer',
      keep: ['cabinet'],
      change: ['floor'],
    });
  });

  it('says how to ask when it cannot read the request or it contradicts itself', () => {
    expect(read('surprise me')).toEqual({ error: REFINEMENT_MESSAGES.unread });
    expect(read('warmer and darker')).toEqual({ error: REFINEMENT_MESSAGES.moods });
    expect(read('cheaper but more upscale')).toEqual({ error: REFINEMENT_MESSAGES.price });
    expect(read('cheaper by 95%')).toEqual({ error: 'Ask for a saving between 1% and 90%.' });
    expect(read('cheaper by 0%')).toEqual({ error: 'Ask for a saving between 1% and 90%.' });
    expect(read('keep the floor, change the floor')).toEqual({
      error: 'The floor cannot be both kept and changed.',
    });
  });
});
