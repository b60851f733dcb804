import { formatKs, merchantClearanceTabs, type CodLabelItem, type MerchantClearanceTab } from '@waypost/domain';
import { Card, Col, Row, Statistic, Table, Tabs, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePortalCod } from '../api/portal-statements-api';

const isTab = (value: string | undefined): value is MerchantClearanceTab =>
  (merchantClearanceTabs as readonly string[]).includes(value ?? '');

/**
 * /portal/cod/{tab}: the merchant's COD by the spec's merchant clearance tabs (§4) — not paid out yet (collected,
 * remitted or in a batch) or paid out — with what the whole tab adds up to. One column of totals on a phone.
 */
export function PortalCodPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const navigate = useNavigate();
  const params = useParams();
  const tab: MerchantClearanceTab = isTab(params.tab) ? params.tab : 'cod_pending';
  const [page, setPage] = useState(1);
  const cod = usePortalCod(tab, page);
  const totals = cod.data?.totals;
  const ks = (value: number) => formatKs(value, locale);
  return (
    <div data-testid="portal-cod">
      <Tabs
        activeKey={tab}
        onChange={(key) => {
          setPage(1);
          void navigate(`/portal/cod/${key}`);
        }}
        items={merchantClearanceTabs.map((name) => ({
          key: name,
          label: <span data-testid={`portal-cod-tab-${name}`}>{t(`labelTab.${name}`, { ns: 'domain' })}</span>,
        }))}
      />
      <Row gutter={[12, 12]} style={{ marginBottom: 12 }}>
        <Col xs={24} sm={8}>
          <Card size="small" loading={!totals}>
            <Statistic
              title={t('cod.count')}
              value={totals ? formatNumber(totals.count, locale) : ''}
              data-testid="portal-cod-total-count"
            />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small" loading={!totals}>
            <Statistic
              title={t('cod.amount')}
              value={totals ? ks(totals.cod_amount) : ''}
              data-testid="portal-cod-total-amount"
            />
          </Card>
        </Col>
        <Col xs={24} sm={8}>
          <Card size="small" loading={!totals}>
            <Statistic
              title={t('cod.charge')}
              value={totals ? ks(totals.cod_charge) : ''}
              data-testid="portal-cod-total-charge"
            />
          </Card>
        </Col>
      </Row>
      <div data-testid="portal-cod-table">
        <Table<CodLabelItem>
          rowKey="label_id"
          size="small"
          loading={cod.isFetching}
          dataSource={cod.data?.data ?? []}
          locale={{ emptyText: t('cod.empty') }}
          scroll={{ x: true }}
          pagination={{
            current: page,
            pageSize: cod.data?.meta.per_page ?? 9,
            total: cod.data?.meta.total ?? 0,
            onChange: setPage,
            showSizeChanger: false,
          }}
          columns={[
            { title: t('clearanceField.tracking_code', { ns: 'domain' }), dataIndex: 'tracking_code' },
            { title: t('cod.receiver'), dataIndex: 'receiver_name' },
            {
              title: t('cod.amount'),
              dataIndex: 'cod_amount',
              align: 'right',
              render: (value: number) => ks(value),
            },
            {
              title: t('cod.charge'),
              dataIndex: 'cod_charge',
              align: 'right',
              render: (value: number) => ks(value),
            },
            {
              title: t('cod.state'),
              dataIndex: 'cod_state',
              render: (state: CodLabelItem['cod_state']) => (
                <Tag>{t(`codServiceState.${state}`, { ns: 'domain' })}</Tag>
              ),
            },
            {
              title: t('cod.date'),
              key: 'date',
              render: (_, row) => formatDateTime(row.collected_at ?? row.created_at, locale),
            },
          ]}
        />
      </div>
    </div>
  );
}
