import { useLocation, useSearchParams } from 'react-router';

export type FilterValues<Name extends string> = Record<Name, string>;

/**
 * Filters kept in the URL's search params (table state lives in the URL, so a view can be shared and survives a
 * reload). Applying or resetting filters goes back to page 1; other params (e.g. `side`) and what the screen keeps
 * in the history state (e.g. its selection) are left alone.
 */
export function useUrlFilters<Name extends string>(names: readonly Name[]) {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const values = Object.fromEntries(names.map((name) => [name, params.get(name) ?? ''])) as FilterValues<Name>;

  const apply = (next: Partial<FilterValues<Name>>) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        for (const [name, value] of Object.entries(next) as [Name, string | undefined][]) {
          const trimmed = value?.trim() ?? '';
          if (trimmed) copy.set(name, trimmed);
          else copy.delete(name);
        }
        copy.delete('page');
        return copy;
      },
      { state },
    );

  const reset = () =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        for (const name of [...names, 'page']) copy.delete(name);
        return copy;
      },
      { state },
    );

  return { values, apply, reset };
}

/** The `?page=` of a list (1 when absent or not a page number) and a setter that keeps the other params. */
export function usePageParam(): [number, (page: number) => void] {
  const [params, setParams] = useSearchParams();
  const { state } = useLocation();
  const raw = Number(params.get('page'));
  const page = Number.isInteger(raw) && raw >= 1 ? raw : 1;
  const setPage = (next: number) =>
    setParams(
      (previous) => {
        const copy = new URLSearchParams(previous);
        if (next <= 1) copy.delete('page');
        else copy.set('page', String(next));
        return copy;
      },
      { state },
    );
  return [page, setPage];
}
