import { localizeDigits, type PreprintRange } from '@waypost/domain';
import { Flex, Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

/** A range's used / unused / voided counts as tags. */
export function PreprintCounts({ range }: { range: Pick<PreprintRange, 'id' | 'used' | 'unused' | 'voided'> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const states = [
    ['used', 'blue'],
    ['unused', 'green'],
    ['voided', 'default'],
  ] as const;
  return (
    <Flex gap={4} wrap data-testid={`preprint-counts-${range.id}`}>
      {states.map(([state, color]) => (
        <Tag key={state} color={color} data-testid={`preprint-${state}`}>
          {t(`preprintCodeState.${state}`, { ns: 'domain' })} {localizeDigits(String(range[state]), locale)}
        </Tag>
      ))}
    </Flex>
  );
}
