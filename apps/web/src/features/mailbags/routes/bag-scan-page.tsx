import { mailbagScanActions, type MailbagScanAction } from '@waypost/domain';
import { Flex, Segmented, Typography } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useCurrentUser } from '@/lib/auth';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { mailbagKeys } from '../api/mailbag-keys';
import { scanBagTag } from '../api/mailbag-mutations';
import { ScanPanel } from '../components/scan-panel';

/**
 * The bag-tag desk (issue 27 §3, §4): a transit office checks closed bags in and out without opening them; the
 * destination receives them. A bag scanned where it should not be answers "mis-sent" in red.
 */
export function BagScanPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const queryClient = useQueryClient();
  const actions = mailbagScanActions.filter((action) =>
    user.role.permissions.includes(action === 'receive' ? 'dispatch.receive' : 'mailbag.manage'),
  );
  const [action, setAction] = useState<MailbagScanAction>(actions[0] ?? 'checkin_transit');

  return (
    <Flex vertical gap={12} data-testid="bag-scan-page" data-action={action}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.transfer-scan')}
      </Typography.Title>
      <Segmented<MailbagScanAction>
        aria-label={t('mailbag.tagScan.action')}
        value={action}
        onChange={setAction}
        options={actions.map((value) => ({ value, label: t(`mailbagScanAction.${value}`, { ns: 'domain' }) }))}
        data-testid="bag-scan-action"
      />
      <Typography.Text type="secondary">{t(`mailbag.tagScan.hint.${action}`)}</Typography.Text>
      <ScanPanel
        key={action}
        testId="bag-tag-scan"
        label={t('mailbag.tagScan.label')}
        placeholder={t('mailbag.tagScan.placeholder')}
        okTitle={t('mailbag.tagScan.done')}
        onScan={async (code) => {
          const answer = await scanBagTag({ bag_code: code, action });
          void queryClient.invalidateQueries({ queryKey: mailbagKeys.all });
          const state = t(`mailbagState.${answer.mailbag.status}`, { ns: 'domain' });
          const parts = [
            `${answer.mailbag.origin.code} → ${answer.mailbag.destination.code}`,
            state,
            answer.mis_sent ? t('mailbag.tagScan.misSent', { branch: answer.mailbag.destination.code }) : null,
            answer.dispatch
              ? t('mailbag.tagScan.progress', {
                  received: formatNumber(answer.dispatch.bags_received, locale),
                  expected: formatNumber(answer.dispatch.bags_expected, locale),
                })
              : null,
          ];
          const text = parts.filter(Boolean).join(' · ');
          if (answer.mis_sent) return { state: 'refused', text };
          return { state: answer.already ? 'already' : 'ok', text };
        }}
      />
    </Flex>
  );
}
