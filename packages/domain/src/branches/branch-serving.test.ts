import { describe, expect, it } from 'vitest';
import { branchServing, deliveringBranch } from './branch-serving.js';

const branch = (
  id: number,
  code: string,
  where: { township: string; district: string; region: string },
  type: 'fcs' | 'agent' = 'fcs',
) => ({ id, code, type, township_id: where.township, district_id: where.district, region_id: where.region });
const ygn = branch(1, 'YGN', { township: 'MMR013016', district: 'MMR013D002', region: 'MM-06' });
const mdy = branch(2, 'MDY', { township: 'MMR010002', district: 'MMR010D001', region: 'MM-04' });
const npt = branch(3, 'NPT', { township: 'MMR018006', district: 'MMR018D002', region: 'MM-18' });
const myk = branch(8, 'MYK', { township: 'MMR001001', district: 'MMR001D001', region: 'MM-11' }, 'agent');
const hlaing = branch(9, 'HLG', { township: 'MMR013008', district: 'MMR013D001', region: 'MM-06' });
const branches = [ygn, mdy, npt, myk, hlaing];

const yangonEast = { regionId: 'MM-06', districtId: 'MMR013D002' };
const chanayethazan = { townshipId: 'MMR010002', districtId: 'MMR010D001', regionId: 'MM-04' };
const chin = { townshipId: 'MMR004001', districtId: 'MMR004D001', regionId: 'MM-12' };

describe('the branch that serves a township', () => {
  it('is the branch in that township, else in its district', () => {
    expect(branchServing(branches, { ...yangonEast, townshipId: 'MMR013016' })?.code).toBe('YGN');
    expect(branchServing(branches, { ...yangonEast, townshipId: 'MMR013017' })?.code).toBe('YGN');
  });

  it('falls back to the branch of the region', () => {
    expect(
      branchServing(branches, { regionId: 'MM-18', districtId: 'MMR018D001', townshipId: 'MMR018001' })?.code,
    ).toBe('NPT');
  });

  it('prefers a counter branch to an agent and is none where no branch serves, so someone chooses', () => {
    const counterToo = branch(10, 'MKN', { township: 'MMR001001', district: 'MMR001D001', region: 'MM-11' });
    expect(branchServing(branches, { regionId: 'MM-11', townshipId: 'MMR001001' })?.code).toBe('MYK');
    expect(branchServing([...branches, counterToo], { regionId: 'MM-11', townshipId: 'MMR001001' })?.code).toBe('MKN');
    expect(branchServing(branches, chin)).toBeUndefined();
    expect(branchServing(branches, {})).toBeUndefined();
  });
});

describe('the delivering branch of an imported row', () => {
  it('is the branch that serves the receiver township when the file names none', () => {
    expect(deliveringBranch(branches, chanayethazan, undefined)).toEqual({ found: mdy });
  });

  it('is the named branch when it can deliver there: a branch of the same region', () => {
    const pazundaung = { ...yangonEast, townshipId: 'MMR013016' };
    expect(deliveringBranch(branches, pazundaung, hlaing)).toEqual({ found: hlaing });
  });

  it('refuses a branch of another region, naming the branch that serves the township', () => {
    expect(deliveringBranch(branches, chanayethazan, ygn)).toEqual({
      issue: { key: 'labelImport.branchDoesNotDeliver', params: { branch: 'YGN', serving: 'MDY' } },
    });
  });

  it('takes any named branch where none serves, and asks for one when the file names none', () => {
    expect(deliveringBranch(branches, chin, mdy)).toEqual({ found: mdy });
    expect(deliveringBranch(branches, chin, undefined)).toEqual({ issue: { key: 'labelImport.noBranchServes' } });
  });
});
