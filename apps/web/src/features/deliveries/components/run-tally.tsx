import type { DeliveryOutcome, DeliveryRunItem } from '@waypost/domain';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** A run's count per outcome: still out, delivered, failed (and taken back off the run, when any). */
export function RunTally({ tally }: { tally: DeliveryRunItem['tally'] }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const parts: { key: DeliveryOutcome; color: string; count: number }[] = [
    { key: 'out', color: 'blue', count: tally.out },
    { key: 'delivered', color: 'green', count: tally.delivered },
    { key: 'failed', color: 'red', count: tally.failed },
    ...(tally.withdrawn > 0 ? [{ key: 'withdrawn' as const, color: 'default', count: tally.withdrawn }] : []),
  ];
  return (
    <Flex gap={4} wrap data-testid="run-tally">
      {parts.map((part) => (
        <Tag key={part.key} color={part.color} data-testid={`run-tally-${part.key}`}>
          {`${t(`deliveryOutcome.${part.key}`, { ns: 'domain' })} ${formatNumber(part.count, locale)}`}
        </Tag>
      ))}
    </Flex>
  );
}
