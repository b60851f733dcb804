import type { PickupLogItem, PickupLogState } from '@waypost/domain';
import { Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

const colors: Partial<Record<PickupLogState, string>> = { deny: 'red', failed: 'red', complete: 'green' };

/** Every change of the pickup, newest first: what, when (Myanmar time), who, the postman and the reason. */
export function PickupLogTimeline({ logs }: { logs: readonly PickupLogItem[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  return (
    <Timeline
      data-testid="pickup-logs"
      items={[...logs].reverse().map((log) => ({
        key: log.id,
        color: colors[log.state] ?? 'blue',
        content: (
          <Flex vertical gap={2} data-testid="pickup-log" data-state={log.state}>
            <Typography.Text strong>{t(`pickupLogState.${log.state}`, { ns: 'domain' })}</Typography.Text>
            <Typography.Text type="secondary">
              {[formatDateTime(log.created_at, locale), log.actor.name].join(' — ')}
            </Typography.Text>
            {log.postman && <Typography.Text>{t('pickups.logPostman', { name: log.postman.name })}</Typography.Text>}
            {log.reason && <Typography.Text>{t('pickups.logReason', { reason: log.reason })}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}
