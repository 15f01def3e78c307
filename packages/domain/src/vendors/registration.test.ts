import { describe, expect, it } from 'vitest';
import { brandClaim } from './brand-claim.ts';
import { brandNamesField, brandSlug, websiteField } from './registration.ts';

describe('vendor registration rules (issue 12)', () => {
  it('names a brand by its slug, as the catalogue does', () => {
    expect(brandSlug('Arcadia Tile Co.')).toBe('arcadia-tile-co');
    expect(brandSlug(' cortland & REED ')).toBe('cortland-and-reed');
    expect(brandSlug('!!!')).toBe('');
  });

  it('takes 1–10 brand names, trimmed, none twice by slug (the repeat refused on its row)', () => {
    expect(brandNamesField.parse([' Sierra Slate ', 'Granite Peak'])).toEqual([
      'Sierra Slate',
      'Granite Peak',
    ]);
    expect(brandNamesField.safeParse([]).success).toBe(false);
    expect(brandNamesField.safeParse(Array.from({ length: 11 }, (_, i) => `B${i}`)).success).toBe(false);
    const twice = brandNamesField.safeParse(['Arcadia Tile Co.', 'arcadia tile co']);
    expect(twice.success).toBe(false);
    expect(twice.error?.issues.map((i) => [i.path, i.message])).toEqual([
      [[1], 'This brand is already in your list.'],
    ]);
  });

  it('reads a website with or without its scheme; refuses anything but a dotted http(s) host', () => {
    expect(websiteField.parse('')).toBeNull();
    expect(websiteField.parse(undefined)).toBeNull();
    expect(websiteField.parse('tiles.example.com')).toBe('https://tiles.example.com/');
    expect(websiteField.parse('http://tiles.example.com/about')).toBe('http://tiles.example.com/about');
    for (const bad of [
      'javascript:alert(1)',
      'ftp://files.example.com',
      'localhost',
      'not a site',
      'https://x',
    ])
      expect(websiteField.safeParse(bad).success, bad).toBe(false);
  });

  it('creates a new brand, hands over an unowned one, keeps its own and never another vendor’s', () => {
    expect(brandClaim(null, 7)).toBe('create');
    expect(brandClaim({ vendorUserId: null }, 7)).toBe('assign');
    expect(brandClaim({ vendorUserId: 7 }, 7)).toBe('kept');
    expect(brandClaim({ vendorUserId: 8 }, 7)).toBe('withheld');
  });
});
