import { describe, expect, it } from 'vitest';
import { codPendingResponse } from '../cod/cod-schemas.js';
import { portalClearanceListQuery } from './portal-statements-schemas.js';

describe('portal statements', () => {
  it('pages the statements by the spec’s 9 and refuses a page size past 100', () => {
    expect(portalClearanceListQuery.parse({})).toEqual({ page: 1, per_page: 9 });
    expect(portalClearanceListQuery.safeParse({ per_page: '101' }).success).toBe(false);
  });

  it('answers COD pending with the tab’s totals', () => {
    const answer = { current_page: 1, data: [], meta: { total: 0, per_page: 9, last_page: 1 } };
    expect(codPendingResponse.safeParse(answer).success).toBe(false);
    const totals = { count: 0, cod_amount: 0, cod_charge: 0 };
    expect(codPendingResponse.parse({ ...answer, totals }).totals).toEqual(totals);
  });
});
