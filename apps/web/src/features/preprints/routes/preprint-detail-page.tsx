import { PrinterOutlined } from '@/components/icons/icons';
import { localizeDigits, type PreprintCode } from '@waypost/domain';
import { Alert, Button, Descriptions, Flex, Spin, Table, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { usePreprint } from '../api/preprint-api';
import { PreprintCounts } from '../components/preprint-counts';
import { VoidPreprintButton } from '../components/void-preprint-button';

const stateColors = { unused: 'green', used: 'blue', voided: 'default' } as const;

/** /preprint/{id}: a range's codes, each with its state and the label that took it; print its sheet, void the rest. */
export function PreprintDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const navigate = useNavigate();
  const { preprintId } = useParams();
  const id = Number(preprintId);
  const query = usePreprint(id);
  const range = query.data;

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Alert type="error" showIcon title={t('preprints.notFound')} data-testid="preprint-not-found" />;
  }
  if (query.isError) return <Alert type="error" showIcon title={t('errors.pageFailed')} />;
  if (!range) return <Spin />;
  return (
    <Flex vertical gap={12} data-testid="preprint-detail">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('preprints.detail.title', { id: localizeDigits(String(range.id), locale) })}
        </Typography.Title>
        <Flex gap={8}>
          <Button
            icon={<PrinterOutlined />}
            onClick={() => void navigate(routeUrl('preprint-sheet-print', { preprintId: String(range.id) }) ?? '/')}
            data-testid="preprint-open-sheet"
          >
            {t('preprints.sheet.open')}
          </Button>
          <VoidPreprintButton id={range.id} unused={range.unused} />
        </Flex>
      </Flex>
      <Descriptions
        size="small"
        bordered
        column={{ xs: 1, md: 2 }}
        items={[
          { key: 'merchant', label: t('preprints.field.merchant'), children: range.merchant.name },
          {
            key: 'type',
            label: t('preprints.field.type'),
            children: t(`preprintType.${range.type}`, { ns: 'domain' }),
          },
          {
            key: 'branch',
            label: t('preprints.field.branch'),
            children: `${range.branch.code} · ${branchName(range.branch)}`,
          },
          { key: 'issued', label: t('preprints.field.issuedAt'), children: formatDateTime(range.issued_at, locale) },
          { key: 'counts', label: t('preprints.field.counts'), children: <PreprintCounts range={range} /> },
        ]}
      />
      <Table<PreprintCode>
        rowKey="tracking_code"
        size="small"
        dataSource={range.codes}
        pagination={{ pageSize: 50, hideOnSinglePage: true }}
        data-testid="preprint-codes"
        columns={[
          {
            title: t('preprints.field.code'),
            dataIndex: 'tracking_code',
            render: (code: string) => <span style={{ fontFamily: 'monospace' }}>{code}</span>,
          },
          {
            title: t('preprints.field.state'),
            dataIndex: 'state',
            render: (state: PreprintCode['state']) => (
              <Tag color={stateColors[state]}>{t(`preprintCodeState.${state}`, { ns: 'domain' })}</Tag>
            ),
          },
          {
            title: t('preprints.field.label'),
            render: (_value, code) =>
              code.label_id === null ? null : (
                <Link to={routeUrl('label-detail', { labelId: String(code.label_id) }) ?? '#'}>
                  {t('preprints.openLabel')}
                </Link>
              ),
          },
          {
            title: t('preprints.field.usedAt'),
            dataIndex: 'used_at',
            render: (value: string | null) => (value ? formatDateTime(value, locale) : null),
          },
        ]}
      />
    </Flex>
  );
}
