/**
 * Row selection of a data table (spec §4 "Row selection in tables"), as a pure reducer: the selected rows by key,
 * kept across pages so a batch can grow while the user pages or scans.
 */
export interface SelectionState<Row> {
  readonly rows: ReadonlyMap<string, Row>;
  /** Tracking codes scanned while no row showed them (the list still loading): ticked when their row shows up. */
  readonly awaited: ReadonlySet<string>;
  /** Awaited codes whose row showed up and was ticked: from then on the row stands for them. */
  readonly arrived: ReadonlySet<string>;
}

export type SelectionEntry<Row> = readonly [key: string, row: Row];

export type SelectionAction<Row> =
  /** One row's checkbox. */
  | { type: 'toggle'; key: string; row: Row }
  /** The select-all box: checked selects every row shown, unchecked clears them. */
  | { type: 'toggle-all'; entries: readonly SelectionEntry<Row>[]; checked: boolean }
  /** Rows found in the selection history (after a reload): selected, never toggled off. */
  | { type: 'preselect'; entries: readonly SelectionEntry<Row>[] }
  /** A scanned code no row shows (yet). */
  | { type: 'await'; code: string }
  /** Rows of awaited codes showed up: ticked once, and the codes no longer awaited. */
  | { type: 'arrive'; entries: readonly (readonly [key: string, row: Row, code: string])[] }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

export function emptySelection<Row>(): SelectionState<Row> {
  return { rows: new Map(), awaited: new Set(), arrived: new Set() };
}

export function selectionReducer<Row>(state: SelectionState<Row>, action: SelectionAction<Row>): SelectionState<Row> {
  const rows = new Map(state.rows);
  switch (action.type) {
    case 'await':
      if (state.awaited.has(action.code)) return state;
      return { ...state, awaited: new Set([...state.awaited, action.code]) };
    case 'arrive': {
      const fresh = action.entries.filter(([, , code]) => state.awaited.has(code));
      if (fresh.length === 0) return state;
      for (const [key, row] of fresh) rows.set(key, row);
      const codes = new Set(fresh.map(([, , code]) => code));
      return {
        rows,
        awaited: new Set([...state.awaited].filter((code) => !codes.has(code))),
        arrived: new Set([...state.arrived, ...codes]),
      };
    }
    case 'toggle':
      if (rows.has(action.key)) rows.delete(action.key);
      else rows.set(action.key, action.row);
      break;
    case 'toggle-all':
      for (const [key, row] of action.entries) {
        if (action.checked) rows.set(key, row);
        else rows.delete(key);
      }
      break;
    case 'preselect': {
      const fresh = action.entries.filter(([key]) => !rows.has(key));
      if (fresh.length === 0) return state;
      for (const [key, row] of fresh) rows.set(key, row);
      break;
    }
    case 'remove':
      if (!rows.has(action.key) && !state.awaited.has(action.key)) return state;
      rows.delete(action.key);
      return { ...state, rows, awaited: new Set([...state.awaited].filter((code) => code !== action.key)) };
    case 'clear':
      if (rows.size === 0 && state.awaited.size === 0 && state.arrived.size === 0) return state;
      return emptySelection();
    default:
      return assertNever(action);
  }
  return { ...state, rows };
}

function assertNever(value: never): never {
  throw new Error(`Unknown selection action: ${JSON.stringify(value)}`);
}

/** The select-all box: checked only when every row shown is selected; indeterminate when some are. */
export function selectAllState(
  selected: ReadonlyMap<string, unknown>,
  shownKeys: readonly string[],
): { checked: boolean; indeterminate: boolean } {
  const count = shownKeys.filter((key) => selected.has(key)).length;
  const checked = shownKeys.length > 0 && count === shownKeys.length;
  return { checked, indeterminate: count > 0 && !checked };
}

/** Rows shown whose keys are in the history (spec §4: pre-selected on reload). */
export function historyEntries<Row>(
  rows: readonly Row[],
  keyOf: (row: Row) => string,
  history: readonly string[],
): SelectionEntry<Row>[] {
  const wanted = new Set(history);
  return rows.flatMap((row) => (wanted.has(keyOf(row)) ? [[keyOf(row), row] as const] : []));
}

/** A scanned or typed tracking code as stored: no spaces or dashes, upper case. */
export function normalizeCode(code: string): string {
  return code.replace(/[\s-]/g, '').toUpperCase();
}

/** The row shown with this tracking code (spec §4: searching by tracking code toggles that row), or null. */
export function rowByTrackingCode<Row>(rows: readonly Row[], codeOf: (row: Row) => string, code: string): Row | null {
  const wanted = normalizeCode(code);
  return rows.find((row) => normalizeCode(codeOf(row)) === wanted) ?? null;
}
