import { formatKs } from '@waypost/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import type { RemittanceDifference } from '../remittance-model';

/** Says where a short or long remittance's difference goes: the branch's suspense account, to be investigated. */
export function RemittanceDifferenceNote({
  difference,
  branch,
}: {
  difference: RemittanceDifference;
  branch: { code: string };
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  if (difference.kind === 'exact') return null;
  return (
    <Alert
      type="warning"
      showIcon
      style={{ marginTop: 12 }}
      data-testid="remittance-suspense-note"
      title={t(`cod.remittance.${difference.kind}`, {
        amount: formatKs(difference.amount, locale),
        branch: branch.code,
      })}
    />
  );
}
