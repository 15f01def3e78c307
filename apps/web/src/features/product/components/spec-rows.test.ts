import { describe, expect, it } from 'vitest';
import { tileProduct } from '../testing/fake-product-api.ts';
import { describeHex, inchFraction, specRows } from './spec-rows.ts';

describe('specifications in human words', () => {
  it('writes inches as sixteenths', () => {
    expect(inchFraction(0.1875)).toBe('3/16');
    expect(inchFraction(0.5)).toBe('1/2');
    expect(inchFraction(1.25)).toBe('1 1/4');
    expect(inchFraction(2)).toBe('2');
  });

  it('names hex colours', () => {
    expect(describeHex('#e5e7eb')).toBe('Light grey');
    expect(describeHex('#ffffff')).toBe('White');
    expect(describeHex('#4f7ca8')).toBe('Blue');
    expect(describeHex('#6b4226')).toBe('Dark brown');
    expect(describeHex('not a colour')).toBe('not a colour');
  });

  it('gives a fixture its dimensions and no grout or tile size', () => {
    const base = tileProduct();
    const rows = specRows({ ...base, texture: { ...base.texture, pattern: 'fixture', grout_width_in: 0 } });
    const labels = rows.map((r) => r.label);
    expect(rows.find((r) => r.label === 'Dimensions')?.value).toBe('24 × 48 in');
    expect(labels).not.toContain('Tile size');
    expect(labels).not.toContain('Grout');
    expect(labels).not.toContain('Pattern');
  });

  it('gives planks their plank size, and a product without a finish the surface from the roughness', () => {
    const base = tileProduct({ finish: null });
    const rows = specRows({ ...base, texture: { ...base.texture, pattern: 'plank', roughness: 0.45 } });
    expect(rows).toContainEqual({ label: 'Plank size', value: '24 × 48 in' });
    expect(rows).toContainEqual({ label: 'Pattern', value: 'Staggered planks' });
    expect(rows).toContainEqual({ label: 'Surface', value: 'Satin' });
  });

  it('shows one finish word: Finish: Matte is never beside a Surface read from the picture', () => {
    const base = tileProduct({ finish: 'Matte' });
    const rows = specRows({ ...base, texture: { ...base.texture, roughness: 0.45 } });
    expect(rows).toContainEqual({ label: 'Finish', value: 'Matte' });
    expect(rows.map((r) => r.label)).not.toContain('Surface');
  });

  it('names the slug-written category as shoppers read it', () => {
    const base = tileProduct();
    const rows = specRows({ ...base, category: { ...base.category, name: 'luxury-flooring' } });
    expect(rows).toContainEqual({ label: 'Category', value: 'Luxury Flooring' });
  });
});
