import type { LabelBulkStatusResponse } from '@waypost/domain';
import { Alert, Button, Flex, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface BulkResultProps {
  result: LabelBulkStatusResponse;
  onClose: () => void;
}

/** What the last bulk action did, row by row: moved (and to which status) or refused (and why). */
export function BulkResult({ result, onClose }: BulkResultProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Alert
      type={result.refused === 0 ? 'success' : 'warning'}
      data-testid="bulk-result"
      data-moved={result.moved}
      data-refused={result.refused}
      title={
        <Flex gap={8} wrap align="center">
          <Typography.Text strong>{t('bulk.resultTitle')}</Typography.Text>
          <Tag color="success" data-testid="bulk-moved">
            {t('bulk.moved', { n: formatNumber(result.moved, locale) })}
          </Tag>
          <Tag color={result.refused === 0 ? 'default' : 'error'} data-testid="bulk-refused">
            {t('bulk.refused', { n: formatNumber(result.refused, locale) })}
          </Tag>
        </Flex>
      }
      description={
        <Flex vertical gap={4} component="ul" style={{ listStyle: 'none', margin: 0, padding: 0 }}>
          {result.data.map((item) => (
            <li
              key={item.tracking_code}
              data-testid="bulk-result-row"
              data-code={item.tracking_code}
              data-outcome={item.outcome}
              data-status={item.status ?? undefined}
            >
              <Flex gap={8} wrap align="center">
                <Typography.Text code>{item.tracking_code}</Typography.Text>
                {item.outcome === 'moved' ? (
                  <Tag color="success">
                    {item.status
                      ? t('bulk.movedTo', { status: t(`labelStatus.${item.status}`, { ns: 'domain' }) })
                      : t('bulk.moved', { n: formatNumber(1, locale) })}
                  </Tag>
                ) : (
                  <Typography.Text type="danger">{item.reason}</Typography.Text>
                )}
              </Flex>
            </li>
          ))}
        </Flex>
      }
      action={
        <Button size="small" type="text" onClick={onClose} data-testid="bulk-result-close">
          {t('bulk.close')}
        </Button>
      }
    />
  );
}
