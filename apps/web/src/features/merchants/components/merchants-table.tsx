import { EditOutlined, ShopOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, type MerchantItem } from '@waypost/domain';
import { Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { LogoThumbnail } from '@/components/logo/logo-thumbnail';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';

interface MerchantsTableProps {
  rows: readonly MerchantItem[];
  loading: boolean;
  startIndex: number;
  /** The user may open the edit form (merchant.manage). */
  canEdit: boolean;
}

/** The merchants list: logo, name (to the edit form), type, home branch, phone, COD fee version, credit. */
export function MerchantsTable({ rows, loading, startIndex, canEdit }: MerchantsTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const editUrl = (row: MerchantItem) => routeUrl('merchant-edit', { merchantId: String(row.id) }) ?? '#';
  const columns: DataTableColumn<MerchantItem>[] = [
    {
      key: 'logo',
      title: t('merchants.column.logo'),
      width: 64,
      render: (row) => (
        <LogoThumbnail url={row.logo_url} name={row.name} icon={<ShopOutlined />} testId="merchant-logo" />
      ),
    },
    {
      key: 'name',
      wrap: true,
      title: t('merchants.column.name'),
      render: (row) =>
        canEdit ? (
          <Link to={editUrl(row)} data-testid="merchant-row-name">
            {row.name}
          </Link>
        ) : (
          <span data-testid="merchant-row-name">{row.name}</span>
        ),
    },
    {
      key: 'type',
      wrap: true,
      title: t('merchants.column.type'),
      render: (row) => (
        <Tag color={row.merchant_type === 'new' ? 'blue' : 'green'}>
          {t(`merchantType.${row.merchant_type}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'home_branch',
      wrap: true,
      title: t('merchants.column.homeBranch'),
      render: (row) => (
        <span title={branchName(row.home_branch)}>
          {row.home_branch.code} · {branchName(row.home_branch)}
        </span>
      ),
    },
    { key: 'phone', title: t('merchants.column.phone'), render: (row) => localizeDigits(row.phone, locale) },
    {
      key: 'cod_fee_version',
      title: t('merchants.column.codFeeVersion'),
      render: (row) => t('merchants.codFeeVersion', { version: localizeDigits(row.cod_fee_version, locale) }),
    },
    {
      key: 'credit',
      title: t('merchants.column.credit'),
      align: 'right',
      // Only a user with a money permission is sent a merchant's credit (issue 26 §2).
      render: (row) =>
        row.credit_limit === null || row.credit_balance === null ? null : (
          <Flex vertical align="end" data-testid="merchant-row-credit">
            <span>{formatKs(row.credit_limit, locale)}</span>
            <Typography.Text type="secondary">
              {t('merchants.owed', { amount: formatKs(row.credit_balance, locale) })}
            </Typography.Text>
          </Flex>
        ),
    },
  ];
  return (
    <DataTable
      testId="merchants-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
      actions={
        canEdit
          ? (row) => [
              {
                kind: 'route',
                key: 'edit',
                label: t('merchants.edit'),
                icon: <EditOutlined />,
                route: 'merchant-edit',
                params: { merchantId: String(row.id) },
              },
            ]
          : undefined
      }
    />
  );
}
