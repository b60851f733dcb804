import { FileSearchOutlined, PrinterOutlined } from '@/components/icons/icons';
import { formatKs, type LabelSummary, type ProgressGroup } from '@waypost/domain';
import { Flex, Tag, Typography, theme, type GlobalToken } from 'antd';
import type { CSSProperties, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableAction, type DataTableColumn } from '@/components/data-table/data-table';
import type { RowSelectionApi } from '@/components/data-table/use-row-selection';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface LabelsTableProps {
  rows: readonly LabelSummary[];
  loading: boolean;
  startIndex: number;
  selection?: { checkboxTab: string; api: RowSelectionApi<LabelSummary> };
  highlight?: string | null;
  /** Shown under "There is no data!" when no label is listed. */
  emptyHint?: ReactNode;
}

/**
 * Each progress group's palette and the shade of its text. Ant's preset tags put gold text on pale yellow at 2.8:1;
 * these shades keep every status at 4.5:1 or more (WCAG AA) on the tag's own tint, on a selected row too.
 */
const progressPalettes = {
  process: ['blue', 8],
  ongoing: ['gold', 9],
  delivered: ['green', 8],
  returned: ['volcano', 8],
} as const satisfies Record<ProgressGroup, readonly [string, number]>;

function statusTagStyle(token: GlobalToken, group: ProgressGroup): CSSProperties {
  const [palette, textShade] = progressPalettes[group];
  return {
    color: token[`${palette}${textShade}`],
    background: token[`${palette}1`],
    borderColor: token[`${palette}3`],
  };
}

/** The label lists' table: code (to the detail), people, route, status, money, date; detail and print actions. */
export function LabelsTable({ rows, loading, startIndex, selection, highlight, emptyHint }: LabelsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const { branchName } = useDisplayNames();
  const person = (name: string, phone: string) => (
    <Flex vertical>
      <span>{name}</span>
      <Typography.Text type="secondary">{phone}</Typography.Text>
    </Flex>
  );
  const columns: DataTableColumn<LabelSummary>[] = [
    {
      key: 'tracking_code',
      title: t('labelList.trackingCode'),
      render: (row) => (
        <Link to={routeUrl('label-detail', { labelId: String(row.id) }) ?? '#'} data-testid="tracking-code">
          <Typography.Text code>{row.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    {
      key: 'sender',
      wrap: true,
      title: t('labelList.sender'),
      render: (row) => person(row.source_name, row.source_phone),
    },
    {
      key: 'receiver',
      wrap: true,
      title: t('labelList.receiver'),
      render: (row) => person(row.destination_name, row.destination_phone),
    },
    {
      key: 'route',
      wrap: true,
      title: t('labelList.route'),
      render: (row) => (
        <span title={`${branchName(row.accept_branch)} → ${branchName(row.deliver_branch)}`}>
          {row.accept_branch.code} → {row.deliver_branch.code}
        </span>
      ),
    },
    {
      key: 'status',
      title: t('labelList.status'),
      render: (row) => (
        <Tag style={statusTagStyle(token, row.progress_group)} data-testid="label-status" data-status={row.status}>
          {t(`labelStatus.${row.status}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'cod',
      title: t('labelList.cod'),
      align: 'right',
      render: (row) =>
        row.cod_state ? (
          // Where the COD money stands, under its amount (walk-in labels have none).
          <Flex vertical align="end" gap={2}>
            <span>{formatKs(row.cod_amount, locale)}</span>
            <CodStateTag state={row.cod_state} testId="label-cod-state" />
          </Flex>
        ) : row.cod_amount > 0 ? (
          formatKs(row.cod_amount, locale)
        ) : (
          '—'
        ),
    },
    { key: 'total', title: t('labelList.total'), align: 'right', render: (row) => formatKs(row.total_cost, locale) },
    { key: 'created', title: t('labelList.createdAt'), render: (row) => formatDateTime(row.created_at, locale) },
  ];

  return (
    <DataTable
      testId="labels-table"
      rows={rows}
      rowKey={(row) => row.tracking_code}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      selection={selection}
      highlightKey={highlight}
      emptyHint={emptyHint}
      actions={(row): DataTableAction[] => [
        {
          key: 'detail',
          kind: 'route',
          route: 'label-detail',
          params: { labelId: String(row.id) },
          label: t('labelList.detail'),
          icon: <FileSearchOutlined />,
        },
        {
          key: 'print',
          kind: 'route',
          route: 'label-print',
          params: { id: String(row.id) },
          newTab: true,
          label: t('labelList.print'),
          icon: <PrinterOutlined />,
        },
      ]}
    />
  );
}
