import { describe, expect, it } from 'vitest';
import { portalLabelFields, portalPrintLayout, portalPrintPerPage } from './portal-booking-schemas.js';

describe('portal booking', () => {
  it('reads the print layout, four to an A4 sheet unless another is named', () => {
    expect(portalPrintLayout('roll')).toBe('roll');
    expect(portalPrintLayout('a4-2')).toBe('a4-2');
    expect(portalPrintLayout('a4-9')).toBe('a4-4');
    expect(portalPrintLayout(null)).toBe('a4-4');
    expect(portalPrintPerPage['a4-4']).toBe(4);
  });

  it('never takes a merchant from the form: the member’s own is forced', () => {
    expect(portalLabelFields.shape).not.toHaveProperty('merchant_id');
    expect(portalLabelFields.shape.deliver_branch_id.safeParse(undefined).success).toBe(true);
  });
});
