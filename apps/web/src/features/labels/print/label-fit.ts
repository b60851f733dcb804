/**
 * How a label is laid out on 100 × 150 mm sheets. The first sheet always carries the route, both codes, the
 * receiver, the sender, the total and the QR code; the fee breakdown and then the remark may continue on a second
 * sheet. `scale` shrinks the type (not the codes, which must scan).
 */
export interface LabelFitPlan {
  /** Type size as a share of the full size. */
  scale: number;
  /** The fee lines are printed on the second sheet (the first keeps the total). */
  feesOnSecondSheet: boolean;
  /** The remark is printed on the second sheet. */
  remarkOnSecondSheet: boolean;
}

/** The sheets a plan prints: a second one once anything continues there. */
export const sheetsOf = (plan: LabelFitPlan): number => (plan.feesOnSecondSheet ? 2 : 1);

/** Everything on one sheet in full-size type: the first plan, and the one most labels keep. */
export const fullSizePlan: LabelFitPlan = { scale: 1, feesOnSecondSheet: false, remarkOnSecondSheet: false };

/** The smallest type a label uses: ≈ 1.9 mm (5.4 pt) — still read on a 203 dpi thermal print. */
const smallestScales = [1, 0.9, 0.8, 0.72, 0.65] as const;
const oneSheetScales = [1, 0.9, 0.8] as const;

/**
 * The layouts tried in order until one fits: everything on one sheet in type down to 80 %; then the fee breakdown
 * on a second sheet; then the remark too, in type down to 65 %. A label the last one cannot hold is refused on
 * screen rather than printed cut.
 */
export const labelFitPlans: readonly LabelFitPlan[] = [
  ...oneSheetScales.map((scale) => ({ scale, feesOnSecondSheet: false, remarkOnSecondSheet: false })),
  ...oneSheetScales.map((scale) => ({ scale, feesOnSecondSheet: true, remarkOnSecondSheet: false })),
  ...smallestScales.map((scale) => ({ scale, feesOnSecondSheet: true, remarkOnSecondSheet: true })),
];

/** The next plan to try after `index` overflowed, or null when none is left (the label cannot be printed whole). */
export function nextFitPlan(index: number): number | null {
  return index + 1 < labelFitPlans.length ? index + 1 : null;
}

/** A tolerance for sub-pixel rounding of layout boxes, in CSS pixels. */
const slack = 0.5;

/**
 * Whether anything on a sheet runs past its padding box, or sideways past the edge of the part that holds it: what
 * would be cut on paper. Parts are the sheet's `[data-print-part]` elements.
 */
export function sheetOverflows(sheet: HTMLElement): boolean {
  const style = getComputedStyle(sheet);
  const frame = sheet.getBoundingClientRect();
  const top = frame.top + parseFloat(style.paddingTop);
  const bottom = frame.bottom - parseFloat(style.paddingBottom);
  const left = frame.left + parseFloat(style.paddingLeft);
  const right = frame.right - parseFloat(style.paddingRight);
  for (const part of sheet.querySelectorAll<HTMLElement>('[data-print-part]')) {
    const box = part.getBoundingClientRect();
    if (box.top < top - slack || box.bottom > bottom + slack) return true;
    if (box.left < left - slack || box.right > right + slack) return true;
    // Sideways only: a line box's font metrics may poke out above or below (Burmese fonts are tall) without ink.
    if (part.scrollWidth > part.clientWidth + 1) return true;
  }
  return false;
}
