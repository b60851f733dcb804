import { PlusOutlined } from '@/components/icons/icons';
import { formatKs, localizeDigits, paginatorDefaults, type DeliveryRunItem } from '@waypost/domain';
import { Button, Flex, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { PagedList } from '@/components/paged-list/paged-list';
import { usePageParam } from '@/components/search-bar/use-url-filters';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCouriers } from '../api/get-couriers';
import { useDeliveryRuns } from '../api/get-delivery-runs';
import { NewRunDrawer } from '../components/new-run-drawer';
import { RunTally } from '../components/run-tally';

/** /delivery-run: the branch's runs, newest first, filtered by courier (in the URL), and "New run". */
export function DeliveryRunsPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const [page, setPage] = usePageParam();
  const rawCourier = Number(params.get('courier_id'));
  const courierId = Number.isInteger(rawCourier) && rawCourier > 0 ? rawCourier : undefined;
  const list = useDeliveryRuns({ page, per_page: paginatorDefaults.pageSize, courier_id: courierId });
  const couriers = useCouriers();
  const [creating, setCreating] = useState(false);

  const chooseCourier = (value: number | undefined) =>
    setParams((previous) => {
      const copy = new URLSearchParams(previous);
      copy.delete('page');
      if (value) copy.set('courier_id', String(value));
      else copy.delete('courier_id');
      return copy;
    });

  const columns: DataTableColumn<DeliveryRunItem>[] = [
    {
      key: 'id',
      title: t('deliveries.field.run'),
      render: (run) => (
        <Link to={routeUrl('delivery-run-detail', { runId: String(run.id) }) ?? '#'} data-testid="run-link">
          {t('deliveries.runs.runNumber', { id: localizeDigits(run.id, locale) })}
        </Link>
      ),
    },
    {
      key: 'courier',
      title: t('deliveries.field.courier'),
      render: (run) => <span data-testid="run-courier">{run.courier.name}</span>,
    },
    { key: 'created', title: t('deliveries.field.createdAt'), render: (run) => formatDateTime(run.created_at, locale) },
    { key: 'tally', title: t('deliveries.field.tally'), render: (run) => <RunTally tally={run.tally} /> },
    {
      key: 'cod',
      title: t('deliveries.field.codTotal'),
      align: 'right',
      render: (run) => formatKs(run.cod_total, locale),
    },
    { key: 'by', title: t('deliveries.field.createdBy'), render: (run) => run.created_by.name },
  ];

  return (
    <Flex vertical gap={16}>
      <Flex justify="space-between" align="center" gap={12} wrap>
        <Flex align="center" gap={8}>
          <Typography.Text>{t('deliveries.field.courier')}</Typography.Text>
          <Select<number>
            aria-label={t('deliveries.runs.courierFilter')}
            allowClear
            showSearch={{ optionFilterProp: 'label' }}
            style={{ minWidth: 220 }}
            placeholder={t('deliveries.runs.allCouriers')}
            value={courierId}
            onChange={chooseCourier}
            options={(couriers.data ?? []).map((courier) => ({ value: courier.id, label: courier.name }))}
            data-testid="runs-courier-filter"
          />
        </Flex>
        <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="runs-new">
          {t('deliveries.runs.new')}
        </Button>
      </Flex>
      <PagedList list={list} page={page} perPage={paginatorDefaults.pageSize} onPage={setPage}>
        {(shown) => (
          <DataTable
            testId="delivery-runs"
            rows={shown.rows}
            rowKey={(run) => String(run.id)}
            columns={columns}
            loading={shown.loading}
            startIndex={shown.startIndex}
          />
        )}
      </PagedList>
      {creating && <NewRunDrawer onClose={() => setCreating(false)} />}
    </Flex>
  );
}
