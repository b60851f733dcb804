/**
 * Row selection of a data table (spec §4 "Row selection in tables"), as a pure reducer: the selected rows by key,
 * kept across pages so a batch can grow while the user pages or scans.
 */
export interface SelectionState<Row> {
  readonly rows: ReadonlyMap<string, Row>;
}

export type SelectionEntry<Row> = readonly [key: string, row: Row];

export type SelectionAction<Row> =
  /** One row's checkbox. */
  | { type: 'toggle'; key: string; row: Row }
  /** The select-all box: checked selects every row shown, unchecked clears them. */
  | { type: 'toggle-all'; entries: readonly SelectionEntry<Row>[]; checked: boolean }
  /** Rows found in the selection history (after a reload): selected, never toggled off. */
  | { type: 'preselect'; entries: readonly SelectionEntry<Row>[] }
  | { type: 'remove'; key: string }
  | { type: 'clear' };

export function emptySelection<Row>(): SelectionState<Row> {
  return { rows: new Map() };
}

export function selectionReducer<Row>(state: SelectionState<Row>, action: SelectionAction<Row>): SelectionState<Row> {
  const rows = new Map(state.rows);
  switch (action.type) {
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
      if (!rows.has(action.key)) return state;
      rows.delete(action.key);
      break;
    case 'clear':
      if (rows.size === 0) return state;
      return emptySelection();
    default:
      return assertNever(action);
  }
  return { rows };
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
