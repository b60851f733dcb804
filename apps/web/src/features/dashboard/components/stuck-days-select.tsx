import { Flex, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** The choices of "unmoved for more than N days"; a day a link carries that is not among them is offered too. */
const dayChoices = [1, 2, 3, 5, 7, 14, 30];

export function StuckDaysSelect({ days, onChange }: { days: number; onChange: (days: number) => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const choices = dayChoices.includes(days) ? dayChoices : [...dayChoices, days].sort((a, b) => a - b);
  return (
    <Flex gap={6} align="center" wrap>
      <Typography.Text type="secondary">{t('dashboard.stuck.days')}</Typography.Text>
      <Select
        size="small"
        value={days}
        onChange={onChange}
        aria-label={t('dashboard.stuck.days')}
        data-testid="stuck-days"
        popupMatchSelectWidth={false}
        options={choices.map((value) => ({
          value,
          label: t('dashboard.stuck.daysOption', { days: formatNumber(value, locale) }),
        }))}
      />
    </Flex>
  );
}
