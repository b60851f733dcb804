import type { MailbagLabelLine } from '@waypost/domain';
import { Button, Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The bag's lines: each label, its status, and what the opening found (scanned, extra, missing). */
export function BagLabelsTable({
  lines,
  onRemove,
  removing = false,
}: {
  lines: readonly MailbagLabelLine[];
  /** While the bag is open at its origin: take a label out. */
  onRemove?: (line: MailbagLabelLine) => void;
  removing?: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const columns: DataTableColumn<MailbagLabelLine>[] = [
    {
      key: 'code',
      title: t('mailbag.labels.code'),
      render: (line) => (
        <Link to={routeUrl('label-detail', { labelId: String(line.id) }) ?? '#'}>{line.tracking_code}</Link>
      ),
    },
    {
      key: 'status',
      title: t('mailbag.labels.status'),
      render: (line) => t(`labelStatus.${line.status}`, { ns: 'domain' }),
      wrap: true,
    },
    {
      key: 'found',
      title: t('mailbag.labels.opening'),
      render: (line) => (
        <Flex gap={4} wrap>
          {line.opened && <Tag color="success">{t('mailbag.labels.opened')}</Tag>}
          {line.extra && <Tag color="warning">{t('mailbag.labels.extra')}</Tag>}
          {line.missing_state && (
            <Tag color={line.missing_state === 'found' ? 'success' : 'error'} data-testid="bag-line-missing">
              {t(`missingState.${line.missing_state}`, { ns: 'domain' })}
            </Tag>
          )}
        </Flex>
      ),
    },
    {
      key: 'receiver',
      title: t('mailbag.labels.receiver'),
      render: (line) => line.destination_name,
      wrap: true,
      fold: true,
    },
    {
      key: 'weight',
      title: t('mailbag.labels.weight'),
      align: 'right',
      render: (line) => formatNumber(line.weight, locale),
      fold: true,
    },
    {
      key: 'added',
      title: t('mailbag.labels.added'),
      render: (line) => formatDateTime(line.added_at, locale),
      fold: true,
    },
    ...(onRemove
      ? [
          {
            key: 'remove',
            title: t('table.actions'),
            render: (line: MailbagLabelLine) => (
              <Button
                size="small"
                danger
                disabled={removing}
                onClick={() => onRemove(line)}
                aria-label={t('mailbag.labels.removeOne', { code: line.tracking_code })}
                data-testid="bag-line-remove"
              >
                {t('mailbag.labels.remove')}
              </Button>
            ),
          },
        ]
      : []),
  ];
  return (
    <DataTable testId="bag-labels" rows={lines} rowKey={(line) => String(line.id)} columns={columns} startIndex={1} />
  );
}
