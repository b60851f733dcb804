import { Progress, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** Rows the server books per second, about (the bench's figure, rounded down): the bar's pace. */
const expectedRowsPerSecond = 1_500;

/**
 * The import is one request (all rows or none), so its progress is estimated: the bar fills at the expected pace and
 * waits at 95 % for the answer.
 */
export function ImportProgress({ count }: { count: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [elapsed, setElapsed] = useState(0);
  useEffect(() => {
    const started = performance.now();
    const timer = setInterval(() => setElapsed(performance.now() - started), 200);
    return () => clearInterval(timer);
  }, []);
  const expectedMs = Math.max(500, (count / expectedRowsPerSecond) * 1000);
  const percent = Math.min(95, Math.round((elapsed / expectedMs) * 100));
  return (
    <div data-testid="import-progress">
      <Typography.Text>{t('labelImport.importing', { count: formatNumber(count, locale) })}</Typography.Text>
      <Progress percent={percent} status="active" />
    </div>
  );
}
