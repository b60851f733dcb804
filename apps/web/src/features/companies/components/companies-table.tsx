import { BankOutlined, UserAddOutlined } from '@/components/icons/icons';
import type { CompanyItem } from '@waypost/domain';
import { Button, Flex, Tag, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LogoThumbnail } from '@/components/logo/logo-thumbnail';
import { useDisplayNames } from '@/lib/display-names';
import { formatDate, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The platform's companies: logo, names, branches, owners, staff, when created; each gets its owner here. */
export function CompaniesTable({
  rows,
  loading,
  onAddOwner,
}: {
  rows: readonly CompanyItem[];
  loading: boolean;
  onAddOwner: (company: CompanyItem) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName, localName } = useDisplayNames();
  const columns: DataTableColumn<CompanyItem>[] = [
    {
      key: 'logo',
      title: t('companies.column.logo'),
      width: 64,
      render: (row) => (
        <LogoThumbnail url={row.logo_url} name={localName(row)} icon={<BankOutlined />} testId="company-logo" />
      ),
    },
    {
      key: 'name',
      title: t('companies.column.name'),
      render: (row) => (
        <Flex vertical data-testid={`company-row-${row.id}`}>
          <Typography.Text strong data-testid="company-row-name">
            {localName(row)}
          </Typography.Text>
          <Typography.Text type="secondary">{locale === 'mm' ? row.name_en : row.name_mm}</Typography.Text>
        </Flex>
      ),
    },
    {
      key: 'branches',
      title: t('companies.column.branches'),
      render: (row) => (
        // Tags wrap within the cell rather than widening the table (it scrolls to its content's width).
        <Flex gap={4} wrap style={{ maxWidth: 280 }}>
          {row.branches.map((branch) => (
            <Tooltip key={branch.id} title={branchName(branch)}>
              <Tag>{branch.code}</Tag>
            </Tooltip>
          ))}
        </Flex>
      ),
    },
    {
      key: 'owners',
      title: t('companies.column.owners'),
      render: (row) =>
        row.owners.length === 0 ? (
          <Typography.Text type="secondary">{t('companies.noOwner')}</Typography.Text>
        ) : (
          <Flex vertical style={{ maxWidth: 240 }} data-testid="company-owners">
            {row.owners.map((owner) => (
              <span key={owner.id}>{t('companies.ownerLine', { name: owner.name, userName: owner.user_name })}</span>
            ))}
          </Flex>
        ),
    },
    {
      key: 'staff',
      title: t('companies.column.staff'),
      align: 'right',
      render: (row) => formatNumber(row.staff_count, locale),
    },
    { key: 'created', title: t('companies.column.created'), render: (row) => formatDate(row.created_at, locale) },
    {
      key: 'actions',
      title: t('table.actions'),
      render: (row) => (
        <Tooltip title={t('companies.addOwner')}>
          <Button
            size="small"
            icon={<UserAddOutlined />}
            aria-label={t('companies.addOwner')}
            onClick={() => onAddOwner(row)}
            data-testid={`company-add-owner-${row.id}`}
          />
        </Tooltip>
      ),
    },
  ];
  return (
    <DataTable
      testId="companies-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={1}
    />
  );
}
