import { PrinterOutlined } from '@/components/icons/icons';
import { formatKs, type GateReport } from '@waypost/domain';
import { Button, Card, Descriptions, Flex, Result, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useGateSlip, useReportGate } from '../api/gate-api';

const stateColors = { handed: 'processing', collected: 'success', returned: 'warning' } as const;

/**
 * A hand-over slip (issue 28 §1): its bus and its parcels, each with what the gate reported. When the gate calls,
 * the clerk ticks the parcels and records them collected by their receivers or returned by the gate.
 */
export function GateSlipPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const id = Number(useParams().slipId);
  const slip = useGateSlip(id);
  const report = useReportGate(id);
  const [selected, setSelected] = useState<number[]>([]);
  if (!Number.isInteger(id) || id <= 0 || (slip.error instanceof ApiError && slip.error.status === 404)) {
    return <Result status="404" title={t('gate.slip.notFound')} data-testid="gate-slip-not-found" />;
  }
  if (slip.isError) return <Result status="error" title={t('errors.pageFailed')} />;
  if (!slip.data) return <PageLoader />;
  const data = slip.data.data;
  const canReport = user.role.permissions.includes('gate.submit');

  const record = (kind: GateReport) =>
    report.mutate(
      { report: kind, labelIds: selected },
      {
        onSuccess: () => {
          toast.success(t(`gate.report.done.${kind}`, { n: formatNumber(selected.length, locale) }));
          setSelected([]);
        },
      },
    );

  return (
    <Flex vertical gap={16} data-testid="gate-slip-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }} data-testid="gate-slip-title">
          {t('gate.slip.heading', { slip: data.slip_no })}
        </Typography.Title>
        <Link
          to={routeUrl('gate-slip-print', { slipId: String(data.id) })!}
          target="_blank"
          data-testid="gate-slip-print-link"
        >
          <Button icon={<PrinterOutlined />}>{t('gate.slip.print')}</Button>
        </Link>
      </Flex>
      <Card>
        <Descriptions
          size="small"
          column={{ xs: 1, sm: 2, lg: 3 }}
          items={[
            { key: 'gate', label: t('gate.field.gate'), children: data.gate.name },
            {
              key: 'operator',
              label: t('gate.field.operator'),
              children: `${data.gate.operator} · ${data.gate.phone}`,
            },
            { key: 'vehicle', label: t('gate.field.vehicleNo'), children: data.vehicle_no },
            { key: 'driver', label: t('gate.field.driverPhone'), children: data.driver_phone },
            { key: 'departs', label: t('gate.field.departsAt'), children: formatDateTime(data.departs_at, locale) },
            { key: 'amount', label: t('gate.field.amount'), children: formatKs(data.amount, locale) },
            {
              key: 'state',
              label: t('gate.field.state'),
              children: t(`gateSubmitState.${data.state}`, { ns: 'domain' }),
            },
          ]}
        />
      </Card>
      <Card
        title={t('gate.field.parcels')}
        extra={
          canReport && (
            <Flex gap={8} wrap>
              <Button
                type="primary"
                disabled={selected.length === 0}
                loading={report.isPending}
                onClick={() => record('collected')}
                data-testid="gate-report-collected"
              >
                {t('gate.report.collected')}
              </Button>
              <Button
                disabled={selected.length === 0}
                loading={report.isPending}
                onClick={() => record('returned')}
                data-testid="gate-report-returned"
              >
                {t('gate.report.returned')}
              </Button>
            </Flex>
          )
        }
      >
        <Table
          size="small"
          rowKey="id"
          pagination={false}
          dataSource={data.labels}
          data-testid="gate-slip-labels"
          scroll={{ x: 'max-content' }}
          rowSelection={
            canReport
              ? {
                  selectedRowKeys: selected,
                  onChange: (keys) => setSelected(keys as number[]),
                  getCheckboxProps: (row) => ({ disabled: row.state !== 'handed' }),
                }
              : undefined
          }
          columns={[
            {
              title: t('gate.field.trackingCode'),
              render: (_, row) => (
                <Link to={routeUrl('label-detail', { labelId: String(row.id) }) ?? '#'}>{row.tracking_code}</Link>
              ),
            },
            { title: t('gate.field.receiver'), dataIndex: 'destination_name' },
            { title: t('gate.field.phone'), dataIndex: 'destination_phone' },
            {
              title: t('gate.field.state'),
              render: (_, row) => (
                <Tag color={stateColors[row.state]}>{t(`gateItemState.${row.state}`, { ns: 'domain' })}</Tag>
              ),
            },
          ]}
        />
      </Card>
    </Flex>
  );
}
