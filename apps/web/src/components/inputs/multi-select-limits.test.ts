import { describe, expect, it } from 'vitest';
import { multiSelectEmptyText, multiSelectLimits } from './multi-select-limits';

describe('multiselect', () => {
  it('asks for another search when one matched nothing, and says the list is empty when it is', () => {
    expect(multiSelectEmptyText('zz', 12)).toBe('inputs.noMatch');
    expect(multiSelectEmptyText('  ', 12)).toBe('inputs.emptyList');
    expect(multiSelectEmptyText('', 0)).toBe('inputs.emptyList');
    expect(multiSelectEmptyText('zz', 0)).toBe('inputs.emptyList');
  });

  it('keeps the spec’s limits: 1000 options, 300 px list, 40 px options', () => {
    expect(multiSelectLimits).toEqual({ options: 1000, listHeight: 300, optionHeight: 40 });
  });
});
