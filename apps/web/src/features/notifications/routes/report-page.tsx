import {
  formatKs,
  localizeDigits,
  notificationReportScopes,
  reportPeriods,
  type NotificationReportRow,
} from '@waypost/domain';
import { Alert, Flex, Segmented, Select, Table, Typography } from 'antd';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { RangePicker } from '@/components/date-picker/date-picker';
import { useLocale } from '@/lib/i18n';
import { useNotificationReport } from '../api/notifications-api';
import { reportQueryFrom } from '../notifications-model';

const pickers = { daily: 'date', monthly: 'month', yearly: 'year', range: 'date' } as const;
const formats = { daily: 'DD-MM-YYYY', monthly: 'MM-YYYY', yearly: 'YYYY', range: 'DD-MM-YYYY' } as const;

/**
 * /notification/report?period=&from=&to=&scope= (notification.view): messages, SMS parts and what the providers
 * charged, by branch, merchant, operator or provider, against the SMS fee the labels were charged.
 */
export function NotificationReportPage() {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const [params, setParams] = useSearchParams();
  const query = reportQueryFrom(params);
  const report = useNotificationReport(query);
  const from = query.from ?? report.data?.from;
  const to = query.to ?? report.data?.to;
  const change = (next: Record<string, string | undefined>) => {
    const copy = new URLSearchParams(params);
    for (const [name, value] of Object.entries(next)) {
      if (value) copy.set(name, value);
      else copy.delete(name);
    }
    setParams(copy, { replace: true });
  };
  const digits = (value: number) => localizeDigits(value, locale);
  const totals = report.data?.totals;

  return (
    <Flex vertical gap={12} data-testid="notification-report-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.notification-report', { ns: 'translation' })}
      </Typography.Title>
      <Flex gap={8} wrap align="center">
        <Segmented
          value={query.period}
          onChange={(period) => change({ period, from: undefined, to: undefined })}
          options={reportPeriods.map((period) => ({
            value: period,
            label: t(`reportPeriod.${period}`, { ns: 'domain' }),
          }))}
          data-testid="notification-report-period"
        />
        <RangePicker
          picker={pickers[query.period]}
          format={formats[query.period]}
          allowClear={false}
          aria-label={t('report.span')}
          value={from && to ? [dayjs(from), dayjs(to)] : null}
          onChange={(range) => {
            const [start, end] = range ?? [];
            if (!start || !end) return;
            const unit = query.period === 'monthly' ? 'month' : query.period === 'yearly' ? 'year' : 'day';
            change({
              from: start.startOf(unit).format('YYYY-MM-DD'),
              to: end.endOf(unit).format('YYYY-MM-DD'),
            });
          }}
          data-testid="notification-report-span"
        />
        <Select
          style={{ minWidth: 200 }}
          aria-label={t('report.scope')}
          value={query.scope}
          onChange={(scope) => change({ scope })}
          options={notificationReportScopes.map((scope) => ({
            value: scope,
            label: t(`notificationReportScope.${scope}`, { ns: 'domain' }),
          }))}
          data-testid="notification-report-scope"
        />
      </Flex>
      {report.isError && (
        <Alert type="error" showIcon title={t('report.failed')} data-testid="notification-report-error" />
      )}
      <Table<NotificationReportRow>
        rowKey="key"
        size="small"
        pagination={false}
        loading={report.isFetching && !report.data}
        dataSource={report.data?.rows ?? []}
        scroll={{ x: 720 }}
        data-testid="notification-report-table"
        columns={[
          {
            title: t('report.name'),
            dataIndex: 'name',
            render: (name: string) => name || t('notification.unknownOperator', { ns: 'domain' }),
          },
          { title: t('report.messages'), dataIndex: 'messages', align: 'right', render: digits },
          { title: t('field.parts'), dataIndex: 'parts', align: 'right', render: digits },
          {
            title: t('field.cost'),
            dataIndex: 'cost',
            align: 'right',
            render: (value: number) => formatKs(value, locale),
          },
          {
            title: t('report.smsFee'),
            dataIndex: 'sms_fee_charged',
            align: 'right',
            render: (value: number) => formatKs(value, locale),
          },
        ]}
        summary={() =>
          totals && (
            <Table.Summary.Row data-testid="notification-report-totals">
              <Table.Summary.Cell index={0}>
                <Typography.Text strong>{t('report.total')}</Typography.Text>
              </Table.Summary.Cell>
              <Table.Summary.Cell index={1} align="right">
                {digits(totals.messages)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={2} align="right">
                {digits(totals.parts)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={3} align="right">
                {formatKs(totals.cost, locale)}
              </Table.Summary.Cell>
              <Table.Summary.Cell index={4} align="right">
                {formatKs(totals.sms_fee_charged, locale)}
              </Table.Summary.Cell>
            </Table.Summary.Row>
          )
        }
      />
    </Flex>
  );
}
