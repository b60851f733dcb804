import { describe, expect, it } from 'vitest';
import { parentLevelOf } from './location-enums.js';
import { regionBySlug, regionSlugOf, regionSlugs } from './region-slugs.js';

describe('region slugs', () => {
  it('give each of the 15 states and regions its own 3-letter code', () => {
    const codes = Object.values(regionSlugs);
    expect(codes).toHaveLength(15);
    expect(new Set(codes).size).toBe(15);
    expect(codes.every((code) => /^[A-Z]{3}$/.test(code))).toBe(true);
  });

  it('map a region to its code and back', () => {
    expect(regionSlugOf('MM-06')).toBe('YGN');
    expect(regionSlugOf('MMR013041')).toBeNull();
    expect(regionBySlug(' mdy ')).toBe('MM-04');
    expect(regionBySlug('XYZ')).toBeNull();
  });

  it('know the level of every level’s parent', () => {
    expect(parentLevelOf.street).toBe('ward');
    expect(parentLevelOf.region).toBeNull();
  });
});
