import { missingStates, type DiscrepancyItem, type MissingState } from '@waypost/domain';
import { Button, Flex, Popconfirm, Segmented, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDecideDiscrepancy } from '../api/mailbag-mutations';
import { useDiscrepancies } from '../api/mailbag-queries';

/**
 * The missing work list (issue 27 §4): labels an opening did not find wait here until a supervisor finds them
 * (scanned later: back to arrived) or confirms them missing — never silently lost.
 */
export function MissingPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [state, setState] = useState<MissingState>('open');
  const list = useDiscrepancies(state);
  const decide = useDecideDiscrepancy();
  const mayDecide = user.role.permissions.includes('discrepancy.confirm');

  const columns: DataTableColumn<DiscrepancyItem>[] = [
    {
      key: 'code',
      title: t('mailbag.missing.label'),
      render: (item) => (
        <Link to={routeUrl('label-detail', { labelId: String(item.label.id) }) ?? '#'}>{item.label.tracking_code}</Link>
      ),
    },
    {
      key: 'status',
      title: t('mailbag.missing.status'),
      render: (item) => t(`labelStatus.${item.label.status}`, { ns: 'domain' }),
      wrap: true,
    },
    {
      key: 'bag',
      title: t('mailbag.missing.bag'),
      render: (item) => (
        <Link to={routeUrl('mailbag-detail', { bagId: String(item.mailbag.id) }) ?? '#'}>{item.mailbag.bag_code}</Link>
      ),
    },
    {
      key: 'state',
      title: t('mailbag.missing.state'),
      render: (item) => (
        <Tag color={item.state === 'open' ? 'warning' : item.state === 'found' ? 'success' : 'error'}>
          {t(`missingState.${item.state}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'listed',
      title: t('mailbag.missing.listedAt'),
      render: (item) => formatDateTime(item.listed_at, locale),
      fold: true,
    },
    {
      key: 'decided',
      title: t('mailbag.missing.decided'),
      render: (item) =>
        item.decided_at ? `${formatDateTime(item.decided_at, locale)} · ${item.decided_by?.name ?? ''}` : '—',
      wrap: true,
      fold: true,
    },
    ...(mayDecide
      ? [
          {
            key: 'decide',
            title: t('table.actions'),
            render: (item: DiscrepancyItem) => (
              <Flex gap={4} wrap>
                {item.state === 'open' && (
                  <Popconfirm
                    title={t('mailbag.missing.confirmTitle', { code: item.label.tracking_code })}
                    okText={t('mailbag.missing.confirm')}
                    cancelText={t('mailbag.missing.cancel')}
                    onConfirm={() => decide.mutateAsync({ labelId: item.label.id, decision: 'confirm-missing' })}
                  >
                    <Button size="small" danger data-testid="missing-confirm">
                      {t('mailbag.missing.confirm')}
                    </Button>
                  </Popconfirm>
                )}
                {item.state !== 'found' && (
                  <Button
                    size="small"
                    onClick={() => decide.mutate({ labelId: item.label.id, decision: 'found' })}
                    data-testid="missing-found"
                  >
                    {t('mailbag.missing.found')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={12} data-testid="missing-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.transfer-missing')}
      </Typography.Title>
      <Typography.Text type="secondary">{t('mailbag.missing.hint')}</Typography.Text>
      <Segmented<MissingState>
        value={state}
        onChange={setState}
        options={missingStates.map((value) => ({ value, label: t(`missingState.${value}`, { ns: 'domain' }) }))}
        data-testid="missing-state"
      />
      <DataTable
        testId="missing-list"
        rows={list.data?.data ?? []}
        loading={list.isPending}
        rowKey={(item) => `${item.mailbag.id}-${item.label.id}`}
        columns={columns}
        startIndex={1}
      />
    </Flex>
  );
}
