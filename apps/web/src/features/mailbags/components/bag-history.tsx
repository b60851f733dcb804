import type { MailbagEventLine } from '@waypost/domain';
import { Flex, Tag, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** Everything that happened to the bag, newest first: what, where, who, when, which label; a mis-sent scan in red. */
export function BagHistory({ events }: { events: readonly MailbagEventLine[] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  return (
    <Timeline
      data-testid="bag-history"
      items={[...events].reverse().map((event, index) => ({
        key: index,
        color: event.mis_sent ? 'red' : event.event.startsWith('missing') ? 'orange' : 'blue',
        content: (
          <Flex vertical gap={2} data-testid="bag-event" data-event={event.event}>
            <Flex gap={8} wrap align="center">
              <Typography.Text strong>{t(`mailbagEvent.${event.event}`, { ns: 'domain' })}</Typography.Text>
              {event.tracking_code && <Typography.Text code>{event.tracking_code}</Typography.Text>}
              {event.mis_sent && <Tag color="error">{t('mailbag.misSent')}</Tag>}
            </Flex>
            <Typography.Text type="secondary">
              {[
                formatDateTime(event.at, locale),
                event.branch ? `${event.branch.code} · ${branchName(event.branch)}` : null,
                event.actor?.name,
              ]
                .filter(Boolean)
                .join(' · ')}
            </Typography.Text>
          </Flex>
        ),
      }))}
    />
  );
}
