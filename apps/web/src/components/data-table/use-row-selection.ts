import { useEffect, useReducer, useRef } from 'react';
import {
  emptySelection,
  historyEntries,
  normalizeCode,
  rowByTrackingCode,
  selectAllState,
  selectionReducer,
  type SelectionAction,
} from './row-selection';

/** Spec §4 "checkerClick": which rows a selection change touched; history=true when restored after a reload. */
export interface CheckerClickEvent {
  keys: readonly string[];
  checked: boolean;
  history: boolean;
}

interface UseRowSelectionOptions<Row> {
  /** The rows shown now. */
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  /** For toggleByTrackingCode (spec §4: searching by tracking code toggles that row). */
  trackingCodeOf?: (row: Row) => string;
  /** Keys selected before a reload (from the URL or the history state): pre-selected once they show up. */
  history?: readonly string[];
  onCheckerClick?: (event: CheckerClickEvent) => void;
  /** Every change, with all selected keys (e.g. to keep them in the history state). */
  onChange?: (keys: readonly string[]) => void;
}

export type RowSelectionApi<Row> = ReturnType<typeof useRowSelection<Row>>;

/** Selection of a data table's rows, kept across pages (see row-selection.ts for the rules). */
export function useRowSelection<Row>({
  rows,
  rowKey,
  trackingCodeOf,
  history = [],
  onCheckerClick,
  onChange,
}: UseRowSelectionOptions<Row>) {
  const [state, dispatch] = useReducer(selectionReducer<Row>, undefined, emptySelection<Row>);
  const restored = useRef(new Set<string>());
  const reported = useRef(state);

  // Rows named in the history are pre-selected the first time they show up, and reported as a checkerClick.
  const historyKey = history.join(',');
  useEffect(() => {
    const entries = historyEntries(rows, rowKey, historyKey ? historyKey.split(',') : []).filter(
      ([key]) => !restored.current.has(key),
    );
    if (entries.length === 0) return;
    for (const [key] of entries) restored.current.add(key);
    dispatch({ type: 'preselect', entries });
    onCheckerClick?.({ keys: entries.map(([key]) => key), checked: true, history: true });
  }, [rows, rowKey, historyKey, onCheckerClick]);

  // A code scanned before its row showed (the first page still loading) is ticked when the row shows up.
  useEffect(() => {
    if (!trackingCodeOf || state.awaited.size === 0) return;
    const entries = rows.flatMap((row) => {
      const code = normalizeCode(trackingCodeOf(row));
      return state.awaited.has(code) ? [[rowKey(row), row, code] as const] : [];
    });
    if (entries.length === 0) return;
    dispatch({ type: 'arrive', entries });
    onCheckerClick?.({ keys: entries.map(([key]) => key), checked: true, history: false });
  }, [rows, rowKey, trackingCodeOf, state.awaited, onCheckerClick]);

  // Tell the owner about every change once it is committed.
  useEffect(() => {
    if (reported.current === state) return;
    reported.current = state;
    onChange?.([...state.rows.keys()]);
  }, [state, onChange]);

  const act = (action: SelectionAction<Row>, event?: Omit<CheckerClickEvent, 'history'>) => {
    dispatch(action);
    if (event) onCheckerClick?.({ ...event, history: false });
  };

  const shownKeys = rows.map(rowKey);

  return {
    selected: state.rows,
    count: state.rows.size,
    isSelected: (key: string) => state.rows.has(key),
    header: selectAllState(state.rows, shownKeys),
    toggle(row: Row) {
      const key = rowKey(row);
      act({ type: 'toggle', key, row }, { keys: [key], checked: !state.rows.has(key) });
    },
    toggleAll(checked: boolean) {
      act(
        { type: 'toggle-all', entries: rows.map((row) => [rowKey(row), row] as const), checked },
        { keys: shownKeys, checked },
      );
    },
    /** Toggles the row shown with this tracking code; returns it and whether it is now selected, or null. */
    toggleByTrackingCode(code: string): { row: Row; selected: boolean } | null {
      if (!trackingCodeOf) return null;
      const row = rowByTrackingCode(rows, trackingCodeOf, code);
      if (!row) return null;
      const key = rowKey(row);
      const selected = !state.rows.has(key);
      act({ type: 'toggle', key, row }, { keys: [key], checked: selected });
      return { row, selected };
    },
    /** A scanned code no row shows yet: its row is ticked when it shows up (see `arrived`). */
    awaitTrackingCode(code: string) {
      dispatch({ type: 'await', code: normalizeCode(code) });
    },
    /** Whether an awaited code's row showed up and was ticked, so the row now stands for it. */
    arrived: (code: string) => state.arrived.has(normalizeCode(code)),
    remove(key: string) {
      act({ type: 'remove', key }, { keys: [key], checked: false });
    },
    clear() {
      act({ type: 'clear' });
    },
  };
}
