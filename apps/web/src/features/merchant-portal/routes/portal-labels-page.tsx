import { merchantTabs, type MerchantTab, type PortalLabelItem } from '@waypost/domain';
import { Input, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePortalLabelCounts, usePortalLabels } from '../api/merchant-portal';
import { PortalPrintActions } from '../components/portal-print-actions';

const isTab = (value: string | undefined): value is MerchantTab =>
  (merchantTabs as readonly string[]).includes(value ?? '');

/** /portal/labels/{tab}: the merchant's labels by the spec's merchant tabs (§4), with counts and search. */
export function PortalLabelsPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const tab: MerchantTab = isTab(params.tab) ? params.tab : 'pending';
  const [search, setSearch] = useState('');
  const [page, setPage] = useState(1);
  const counts = usePortalLabelCounts();
  const labels = usePortalLabels(tab, search, page);
  // The multi_label_print tab: the labels ticked to print (kept across its pages).
  const [selected, setSelected] = useState<number[]>([]);
  const printing = tab === 'multi_label_print';
  const tabTitle = (name: MerchantTab) => {
    const count = name === 'multi_label_print' ? undefined : counts.data?.counts[name];
    const title = t(`labelTab.${name}`, { ns: 'domain' });
    return count === undefined ? title : `${title} (${formatNumber(count, locale)})`;
  };
  return (
    <div data-testid="portal-labels">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setPage(1);
          void navigate(`/portal/labels/${key}`);
        }}
        items={merchantTabs.map((name) => ({
          key: name,
          label: <span data-testid={`portal-tab-${name}`}>{tabTitle(name)}</span>,
        }))}
      />
      <Input.Search
        allowClear
        placeholder={t('labels.search')}
        onSearch={(value) => {
          setPage(1);
          setSearch(value.trim());
        }}
        style={{ maxWidth: 420, marginBottom: 12 }}
        data-testid="portal-search"
      />
      {printing && <PortalPrintActions selected={selected} />}
      <Table<PortalLabelItem>
        rowKey="id"
        size="small"
        loading={labels.isFetching}
        dataSource={labels.data?.data ?? []}
        locale={{ emptyText: t('labels.empty') }}
        scroll={{ x: true }}
        rowSelection={
          printing
            ? {
                selectedRowKeys: selected,
                preserveSelectedRowKeys: true,
                onChange: (keys) => setSelected(keys.map(Number)),
              }
            : undefined
        }
        pagination={{
          current: page,
          pageSize: labels.data?.meta.per_page ?? 9,
          total: labels.data?.meta.total ?? 0,
          onChange: setPage,
          showSizeChanger: false,
        }}
        columns={[
          {
            title: t('labels.trackingCode'),
            dataIndex: 'tracking_code',
            // The label's page: its receiver, fees and tracking steps.
            render: (code: string, label) => (
              <Link
                to={routeUrl('merchant-portal-label', { id: String(label.id) }) ?? '/'}
                data-testid="portal-label-link"
              >
                {code}
              </Link>
            ),
          },
          {
            title: t('labels.receiver'),
            key: 'receiver',
            render: (_, label) => `${label.receiver_name} · ${label.receiver_phone}`,
          },
          {
            title: t('labels.township'),
            key: 'township',
            render: (_, label) =>
              label.receiver_township
                ? locale === 'mm'
                  ? label.receiver_township.name_mm
                  : label.receiver_township.name_en
                : '',
          },
          {
            title: t('labels.cod'),
            dataIndex: 'cod_amount',
            align: 'right',
            render: (value: number) => formatNumber(value, locale),
          },
          {
            title: t('labels.status'),
            dataIndex: 'status',
            render: (status: PortalLabelItem['status']) => <Tag>{t(`labelStatus.${status}`, { ns: 'domain' })}</Tag>,
          },
          {
            title: t('labels.booked'),
            dataIndex: 'created_at',
            render: (value: string) => formatDateTime(value, locale),
          },
        ]}
      />
    </div>
  );
}
