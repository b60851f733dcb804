import { describe, expect, it } from 'vitest';
import {
  emptySelection,
  historyEntries,
  normalizeCode,
  rowByTrackingCode,
  selectAllState,
  selectionReducer,
  type SelectionAction,
  type SelectionState,
} from './row-selection';

interface Row {
  code: string;
}
const rows: Row[] = [{ code: 'EA000000001MM' }, { code: 'EA000000002MM' }, { code: 'EA000000003MM' }];
const entries = rows.map((row) => [row.code, row] as const);
const apply = (actions: SelectionAction<Row>[], start: SelectionState<Row> = emptySelection()) =>
  actions.reduce(selectionReducer<Row>, start);
const keys = (state: SelectionState<Row>) => [...state.rows.keys()];

describe('row selection', () => {
  it('toggles one row on and off', () => {
    const row = rows[0] as Row;
    const on = apply([{ type: 'toggle', key: row.code, row }]);
    expect(keys(on)).toEqual([row.code]);
    expect(keys(apply([{ type: 'toggle', key: row.code, row }], on))).toEqual([]);
  });

  it('a code scanned before its row showed is ticked once the row arrives, and only once', () => {
    const row = rows[1] as Row;
    const waiting = apply([{ type: 'await', code: row.code }]);
    expect(keys(waiting)).toEqual([]);
    const arrived = apply([{ type: 'arrive', entries: [[row.code, row, row.code]] }], waiting);
    expect(keys(arrived)).toEqual([row.code]);
    expect([...arrived.arrived]).toEqual([row.code]);
    expect([...arrived.awaited]).toEqual([]);
    // Unticked by hand, the row stays unticked when the list shows it again.
    const unticked = apply([{ type: 'toggle', key: row.code, row }], arrived);
    expect(apply([{ type: 'arrive', entries: [[row.code, row, row.code]] }], unticked)).toBe(unticked);
    // A second scan before the row arrives takes the code out of the batch again.
    expect([...apply([{ type: 'remove', key: row.code }], waiting).awaited]).toEqual([]);
    expect(apply([{ type: 'clear' }], arrived)).toEqual(emptySelection());
  });

  it('select-all records every row; unchecking clears them', () => {
    const all = apply([{ type: 'toggle-all', entries, checked: true }]);
    expect(keys(all)).toEqual(rows.map((row) => row.code));
    expect(keys(apply([{ type: 'toggle-all', entries, checked: false }], all))).toEqual([]);
  });

  it('unchecking select-all keeps rows picked on another page', () => {
    const other = { code: 'EA000000099MM' };
    const state = apply([
      { type: 'toggle', key: other.code, row: other },
      { type: 'toggle-all', entries, checked: true },
      { type: 'toggle-all', entries, checked: false },
    ]);
    expect(keys(state)).toEqual([other.code]);
  });

  it('select-all is checked only when every row shown is selected', () => {
    const shown = rows.map((row) => row.code);
    expect(selectAllState(new Map(), shown)).toEqual({ checked: false, indeterminate: false });
    const some = apply([{ type: 'toggle', key: shown[0] as string, row: rows[0] as Row }]);
    expect(selectAllState(some.rows, shown)).toEqual({ checked: false, indeterminate: true });
    const all = apply([{ type: 'toggle-all', entries, checked: true }]);
    expect(selectAllState(all.rows, shown)).toEqual({ checked: true, indeterminate: false });
    expect(selectAllState(all.rows, [])).toEqual({ checked: false, indeterminate: false });
  });

  it('pre-selects history rows without toggling selected ones off, and is a no-op when nothing is new', () => {
    const first = apply([{ type: 'toggle', key: rows[0]!.code, row: rows[0]! }]);
    const after = apply([{ type: 'preselect', entries }], first);
    expect(keys(after)).toEqual(rows.map((row) => row.code));
    expect(apply([{ type: 'preselect', entries }], after)).toBe(after);
  });

  it('removes one row and clears everything', () => {
    const all = apply([{ type: 'toggle-all', entries, checked: true }]);
    expect(keys(apply([{ type: 'remove', key: rows[1]!.code }], all))).toEqual([rows[0]!.code, rows[2]!.code]);
    expect(apply([{ type: 'remove', key: 'nope' }], all)).toBe(all);
    expect(keys(apply([{ type: 'clear' }], all))).toEqual([]);
    const empty = emptySelection<Row>();
    expect(apply([{ type: 'clear' }], empty)).toBe(empty);
  });

  it('finds history rows among the rows shown', () => {
    expect(historyEntries(rows, (row) => row.code, ['EA000000003MM', 'EA000000404MM'])).toEqual([
      ['EA000000003MM', rows[2]],
    ]);
  });

  it('finds the row of a scanned code, however it was typed', () => {
    expect(normalizeCode(' ea 000-000 002mm ')).toBe('EA000000002MM');
    expect(rowByTrackingCode(rows, (row) => row.code, 'ea000000002mm')).toBe(rows[1]);
    expect(rowByTrackingCode(rows, (row) => row.code, 'EA000000009MM')).toBeNull();
  });
});
