import { describe, expect, it } from 'vitest';
import { printIds } from './print-ids';

describe('which labels a print run shows', () => {
  it('prints the label in the path', () => {
    expect(printIds('12', null)).toEqual([12]);
  });

  it('prints the ?ids= list instead, in order, once each, ignoring what is not an id', () => {
    expect(printIds('12', '3, 1,3,x,-2,0,7.5,9')).toEqual([3, 1, 9]);
  });

  it('prints nothing for a path that is not an id', () => {
    expect(printIds('abc', null)).toEqual([]);
  });
});
