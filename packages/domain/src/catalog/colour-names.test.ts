import { describe, expect, it } from 'vitest';
import { COLOUR_HEX, COLOUR_NAMES, colourHex, deltaE, hexToLab } from './colour-names.ts';

/** Hue angle (degrees) and chroma of a colour in L*a*b*, as the eye sorts colours. */
const hueOf = (hex: string) => {
  const [, a, b] = hexToLab(hex);
  return { hue: ((Math.atan2(b, a) * 180) / Math.PI + 360) % 360, chroma: Math.hypot(a, b) };
};

describe('the colour table', () => {
  it('draws Terracotta as fired clay: an orange-brown, not pink', () => {
    const { hue, chroma } = hueOf(COLOUR_HEX.Terracotta);
    // Pink sits below ~25° in L*a*b*; fired clay between 40° and 65°.
    expect(hue).toBeGreaterThan(40);
    expect(hue).toBeLessThan(65);
    expect(chroma).toBeGreaterThan(30);
  });

  it('keeps neutrals neutral and each name distinct from every other', () => {
    for (const grey of ['White', 'Grey', 'Charcoal', 'Black', 'Silver'] as const)
      expect(hueOf(COLOUR_HEX[grey]).chroma, grey).toBeLessThan(4);
    for (const a of COLOUR_NAMES)
      for (const b of COLOUR_NAMES)
        if (a < b) expect(deltaE(COLOUR_HEX[a], COLOUR_HEX[b]), `${a}/${b}`).toBeGreaterThan(3);
  });

  it('measures ΔE as CIE76 and draws an unknown name as stone grey', () => {
    expect(deltaE('#ffffff', '#000000')).toBeCloseTo(100, 1);
    expect(deltaE('#b8623b', '#b8623b')).toBe(0);
    expect(colourHex('Mauve')).toBe('#a8a29e');
    expect(colourHex('Navy')).toBe(COLOUR_HEX.Navy);
  });
});
