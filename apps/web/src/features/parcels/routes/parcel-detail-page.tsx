import { Alert, Button, Card, Descriptions, Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useParcel } from '../api/parcel-queries';

/** /parcel-detail/{id}: a read-only view of one parcel's journey (GET /api/label/{id}), newest step first. */
export function ParcelDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const { id = '' } = useParams();
  const parcel = useParcel(Number(id));

  if (parcel.isPending && parcel.fetchStatus !== 'idle') return <PageLoader />;
  if (!parcel.data)
    return <Alert type="warning" showIcon title={t('parcels.notFound')} data-testid="parcel-not-found" />;
  const label = parcel.data;
  const steps = label.transactions.filter((step) => step.viewable).sort((a, b) => b.seq - a.seq);
  const place = (township: typeof label.source_township) =>
    township ? (locale === 'mm' ? township.name_mm : township.name_en) : '—';

  return (
    <Flex vertical gap={16} data-testid="parcel-detail">
      <Flex gap={12} align="center" wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          <Typography.Text code data-testid="parcel-tracking-code">
            {label.tracking_code}
          </Typography.Text>
        </Typography.Title>
        <Tag color="green" data-testid="parcel-status" data-status={label.status}>
          {t(`labelStatus.${label.status}`, { ns: 'domain' })}
        </Tag>
        <Tag>{t(`progressGroup.${label.progress_group}`, { ns: 'domain' })}</Tag>
        <Link to={routeUrl('label-detail', { labelId: String(label.id) }) ?? '#'}>
          <Button size="small">{t('parcels.openLabel')}</Button>
        </Link>
      </Flex>
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2 }}
          items={[
            {
              key: 'sender',
              label: t('labelList.sender'),
              children: `${label.source_name} · ${place(label.source_township)}`,
            },
            {
              key: 'receiver',
              label: t('labelList.receiver'),
              children: `${label.destination_name} · ${place(label.destination_township)}`,
            },
            {
              key: 'route',
              label: t('labelList.route'),
              children: `${branchName(label.accept_branch)} → ${branchName(label.deliver_branch)}`,
            },
            { key: 'updated', label: t('parcels.lastUpdate'), children: formatDateTime(label.updated_at, locale) },
          ]}
        />
      </Card>
      <Card size="small" title={t('parcels.history')}>
        <Timeline
          data-testid="parcel-timeline"
          items={steps.map((step, index) => ({
            key: step.id,
            color: index === 0 ? 'green' : 'blue',
            content: (
              <Flex vertical gap={2} data-testid="parcel-step" data-status={step.status}>
                <Typography.Text strong>{t(`labelStatus.${step.status}`, { ns: 'domain' })}</Typography.Text>
                <Typography.Text type="secondary">
                  {[
                    formatDateTime(step.created_at, locale),
                    step.branch ? `${step.branch.code} · ${branchName(step.branch)}` : null,
                    step.actor?.name,
                  ]
                    .filter(Boolean)
                    .join(' — ')}
                </Typography.Text>
              </Flex>
            ),
          }))}
        />
      </Card>
    </Flex>
  );
}
