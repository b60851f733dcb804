import { describe, expect, it } from 'vitest';
import { fullSizePlan, labelFitPlans, nextFitPlan } from './label-fit';

describe('how a long label is fitted to its sheets', () => {
  it('starts with everything on one sheet in full-size type', () => {
    expect(labelFitPlans[0]).toEqual(fullSizePlan);
  });

  it('shrinks the type before it moves anything to a second sheet, and moves the fee lines before the remark', () => {
    const steps = labelFitPlans.map(
      (plan) => `${plan.scale}${plan.feesOnSecondSheet ? ' fees' : ''}${plan.remarkOnSecondSheet ? ' remark' : ''}`,
    );
    expect(steps).toEqual([
      '1',
      '0.9',
      '0.8',
      '1 fees',
      '0.9 fees',
      '0.8 fees',
      '1 fees remark',
      '0.9 fees remark',
      '0.8 fees remark',
      '0.72 fees remark',
      '0.65 fees remark',
    ]);
  });

  it('tries each plan once, then gives up (the label is refused, not printed cut)', () => {
    const tried = [0];
    for (let next = nextFitPlan(0); next !== null; next = nextFitPlan(next)) tried.push(next);
    expect(tried).toEqual(labelFitPlans.map((_plan, index) => index));
  });
});
