import { useEffect, useEffectEvent, useLayoutEffect, useRef, useState } from 'react';
import { fullSizePlan, labelFitPlans, nextFitPlan, sheetOverflows, sheetsOf, type LabelFitPlan } from '../label-fit';

export type LabelFitStatus = 'measuring' | 'fits' | 'too-long';

/** What a label's fitting ended with: whether it fits, and the sheets it takes. */
export interface LabelFitSettled {
  fits: boolean;
  sheets: number;
}

export interface LabelFit {
  plan: LabelFitPlan;
  status: LabelFitStatus;
  /** Refs of the label's sheets, measured after each layout. */
  firstSheet: React.RefObject<HTMLElement | null>;
  secondSheet: React.RefObject<HTMLElement | null>;
}

/**
 * Lays a label out by trying the plans of label-fit.ts in order, measuring each before it is painted, until one
 * leaves nothing past a sheet's edge. Measuring waits for `measure` (the fonts have loaded: Burmese text is laid out
 * in its own font). `onSettled` hears once whether the label fits, and on how many sheets.
 */
export function useLabelFit(measure: boolean, onSettled: (settled: LabelFitSettled) => void): LabelFit {
  const [fit, setFit] = useState<{ index: number; status: LabelFitStatus }>({ index: 0, status: 'measuring' });
  const firstSheet = useRef<HTMLElement>(null);
  const secondSheet = useRef<HTMLElement>(null);

  useLayoutEffect(() => {
    if (!measure || fit.status !== 'measuring') return;
    const overflowing = [firstSheet.current, secondSheet.current].some(
      (sheet) => sheet !== null && sheetOverflows(sheet),
    );
    setFit(nextFit(fit.index, overflowing));
  }, [measure, fit]);

  const settled = useEffectEvent((status: LabelFitStatus, plan: LabelFitPlan) =>
    onSettled({ fits: status === 'fits', sheets: sheetsOf(plan) }),
  );
  useEffect(() => {
    if (fit.status !== 'measuring') settled(fit.status, labelFitPlans[fit.index] ?? fullSizePlan);
  }, [fit.status, fit.index]);

  return { plan: labelFitPlans[fit.index] ?? fullSizePlan, status: fit.status, firstSheet, secondSheet };
}

/** After measuring plan `index`: keep it when nothing overflowed, else try the next plan, or give up. */
function nextFit(index: number, overflowing: boolean): { index: number; status: LabelFitStatus } {
  if (!overflowing) return { index, status: 'fits' };
  const next = nextFitPlan(index);
  return next === null ? { index, status: 'too-long' } : { index: next, status: 'measuring' };
}
