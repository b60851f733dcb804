import { localizeDigits } from '@waypost/domain';
import { Button, Flex, Table, Tooltip, type Breakpoint, type TableColumnsType } from 'antd';

import type { HTMLAttributes, ReactNode } from 'react';
import './data-table.css';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routeUrl, type RouteName } from '@/lib/app-routes';
import { useLocale } from '@/lib/i18n';
import type { RowSelectionApi } from './use-row-selection';

export interface DataTableColumn<Row> {
  key: string;
  /** Already translated. */
  title: ReactNode;
  render: (row: Row) => ReactNode;
  width?: number | string;
  align?: 'left' | 'right' | 'center';
  /**
   * A less important column: it folds away on screens narrower than Ant Design's xxl (1600 px), so that a 1366×768
   * laptop shows the key columns without scrolling sideways; the row's detail still shows it.
   */
  fold?: boolean;
  /** Free text that may wrap (names, addresses); other values (codes, amounts, dates) keep to one line. */
  wrap?: boolean;
}

interface ActionBase {
  key: string;
  /** Already translated; shown as the tooltip and the accessible name. */
  label: string;
  icon?: ReactNode;
}

/** Spec §2: small action buttons link to a named route (params and query), open in a new tab, or link externally. */
export type DataTableAction =
  | (ActionBase & {
      kind: 'route';
      route: RouteName;
      params?: Readonly<Record<string, string>>;
      query?: Readonly<Record<string, string>>;
      newTab?: boolean;
    })
  | (ActionBase & { kind: 'external'; href: string });

interface DataTableProps<Row> {
  rows: readonly Row[];
  rowKey: (row: Row) => string;
  columns: readonly DataTableColumn<Row>[];
  loading?: boolean;
  /** The number of the first row (spec §9: configurable start index, locale-aware digits); none hides the column. */
  startIndex?: number;
  actions?: (row: Row) => readonly DataTableAction[];
  /**
   * Row checkboxes (spec §2): shown only when the route's `tab` parameter is `checkboxTab`; always, on a screen
   * without tabs, when there is no `checkboxTab`.
   */
  selection?: { checkboxTab?: string; api: RowSelectionApi<Row> };
  /** A row to draw attention to (e.g. the one just scanned). */
  highlightKey?: string | null;
  /** Shown under "There is no data!" when there are no rows (e.g. what a search can find). */
  emptyHint?: ReactNode;
  /** A last row under the rows (e.g. their totals), its cells by column key; not shown when there are no rows. */
  summary?: { cells: Readonly<Record<string, ReactNode>>; testId?: string };
  testId?: string;
}

/** Where a folded column shows: only on the widest screens. */
const foldedBreakpoints: Breakpoint[] = ['xxl'];

function actionHref(action: DataTableAction): string | null {
  if (action.kind === 'external') return action.href;
  const path = routeUrl(action.route, action.params);
  if (path === null) return null;
  const query = new URLSearchParams(action.query).toString();
  return query ? `${path}?${query}` : path;
}

function ActionButton({ action }: { action: DataTableAction }) {
  const href = actionHref(action);
  if (href === null) return null;
  const button = (
    <Button size="small" icon={action.icon} aria-label={action.icon ? action.label : undefined} tabIndex={-1}>
      {action.icon ? null : action.label}
    </Button>
  );
  const testId = `row-action-${action.key}`;
  const link =
    action.kind === 'external' || action.newTab ? (
      <a href={href} target="_blank" rel="noopener noreferrer" data-testid={testId} aria-label={action.label}>
        {button}
      </a>
    ) : (
      <Link to={href} data-testid={testId} aria-label={action.label}>
        {button}
      </Link>
    );
  return action.icon ? <Tooltip title={action.label}>{link}</Tooltip> : link;
}

/**
 * The shared data table (spec §2, §4): columns from config, loading and empty ("There is no data!") states, row
 * numbers in the reader's digits, action buttons, and row checkboxes with select-all on the configured tab.
 */
export function DataTable<Row>({
  rows,
  rowKey,
  columns,
  loading = false,
  startIndex,
  actions,
  selection,
  highlightKey,
  emptyHint,
  summary,
  testId = 'data-table',
}: DataTableProps<Row>) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { tab } = useParams();
  const checkboxes = selection !== undefined && (selection.checkboxTab === undefined || tab === selection.checkboxTab);

  const tableColumns: TableColumnsType<Row> = [
    ...(startIndex === undefined
      ? []
      : [
          {
            key: '#',
            title: t('table.rowNumber'),
            width: 64,
            render: (_value: unknown, _row: Row, index: number) => (
              <span data-testid="row-number">{localizeDigits(startIndex + index, locale)}</span>
            ),
          },
        ]),
    ...columns.map((column) => ({
      key: column.key,
      title: column.title,
      width: column.width,
      align: column.align,
      responsive: column.fold ? foldedBreakpoints : undefined,
      className: column.wrap ? undefined : 'data-table-one-line',
      render: (_value: unknown, row: Row) => column.render(row),
    })),
    ...(actions
      ? [
          {
            key: 'actions',
            title: t('table.actions'),
            render: (_value: unknown, row: Row) => (
              <Flex gap={4}>
                {actions(row).map((action) => (
                  <ActionButton key={action.key} action={action} />
                ))}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Table<Row>
      data-testid={testId}
      data-loading={loading}
      size="small"
      columns={tableColumns}
      dataSource={rows as Row[]}
      rowKey={rowKey}
      loading={loading}
      pagination={false}
      // As wide as the screen allows, headers wrapping before anything scrolls (max-content kept every header on
      // one line: a Burmese list scrolled sideways at 1366 px); wider than the screen only when the values are.
      scroll={{ x: true }}
      locale={{
        emptyText: loading ? (
          t('table.loading')
        ) : (
          <Flex vertical align="center" gap={4}>
            <span data-testid="table-empty">{t('table.noData')}</span>
            {emptyHint}
          </Flex>
        ),
      }}
      onRow={(row) => {
        const key = rowKey(row);
        return {
          'data-testid': 'table-row',
          'data-key': key,
          'data-highlight': highlightKey === key ? 'true' : undefined,
        } as HTMLAttributes<HTMLElement>;
      }}
      rowClassName={(row) => (highlightKey === rowKey(row) ? 'data-table-row-highlight' : '')}
      summary={
        summary && rows.length > 0
          ? () => {
              // One cell per column the table draws, checkboxes and row numbers first, as antd lays them out.
              const keys = [
                ...(checkboxes ? ['selection'] : []),
                ...(startIndex === undefined ? [] : ['#']),
                ...columns.map((column) => column.key),
                ...(actions ? ['actions'] : []),
              ];
              return (
                <Table.Summary.Row data-testid={summary.testId ?? 'table-summary'}>
                  {keys.map((key, index) => (
                    <Table.Summary.Cell
                      key={key}
                      index={index}
                      align={columns.find((column) => column.key === key)?.align}
                    >
                      {summary.cells[key]}
                    </Table.Summary.Cell>
                  ))}
                </Table.Summary.Row>
              );
            }
          : undefined
      }
      rowSelection={
        checkboxes
          ? {
              selectedRowKeys: rows.map(rowKey).filter((key) => selection.api.isSelected(key)),
              onSelect: (row) => selection.api.toggle(row),
              onSelectAll: (checked) => selection.api.toggleAll(checked),
              getCheckboxProps: (row) => ({ 'aria-label': t('table.selectRow', { key: rowKey(row) }) }),
            }
          : undefined
      }
    />
  );
}
