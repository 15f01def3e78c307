import { describe, expect, it } from 'vitest';
import { categoryLabel, labelCategoryTree } from './category-label.ts';

describe('categoryLabel: a category name as a shopper reads it', () => {
  it('reads the slug-written luxury-flooring as Luxury Flooring', () => {
    expect(categoryLabel('luxury-flooring')).toBe('Luxury Flooring');
  });

  it('leaves every other name as it is (the spec’s own spellings too)', () => {
    for (const name of ['Tile Flooring', 'Bathroom Vanitys', 'Marble-Look Tile', 'LVP', 'Countertop'])
      expect(categoryLabel(name)).toBe(name);
  });

  it('labels a category and its sub-categories at any depth, keeping the other fields', () => {
    const tree = {
      name: 'Flooring',
      slug_url: 'flooring',
      children: [{ name: 'luxury-flooring', slug_url: 'luxury-flooring', children: [] }],
    };
    expect(labelCategoryTree(tree)).toEqual({
      name: 'Flooring',
      slug_url: 'flooring',
      children: [{ name: 'Luxury Flooring', slug_url: 'luxury-flooring', children: [] }],
    });
  });
});
