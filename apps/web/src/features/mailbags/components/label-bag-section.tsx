import type { LabelDetail } from '@waypost/domain';
import { Card, Flex, Timeline, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/** On the label's page (issue 27 §5): the bag it is in or last rode in, its dispatch, and every bag scan. */
export function LabelBagSection({ label }: { label: LabelDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  if (!label.mailbag) return null;
  const scans = [...(label.bag_scans ?? [])].reverse();
  return (
    <Card
      size="small"
      title={t('mailbag.labelSection.title')}
      data-testid="label-bag"
      extra={
        <Flex gap={12}>
          <Link
            to={routeUrl('mailbag-detail', { bagId: String(label.mailbag.id) }) ?? '#'}
            data-testid="label-bag-link"
          >
            {label.mailbag.bag_code}
          </Link>
          {label.mailbag.dispatch_id && (
            <Link to={routeUrl('dispatch-detail', { dispatchId: String(label.mailbag.dispatch_id) }) ?? '#'}>
              {t('mailbag.dispatch')}
            </Link>
          )}
        </Flex>
      }
    >
      <Timeline
        items={scans.map((scan, index) => ({
          key: index,
          color: scan.event.startsWith('missing') ? 'red' : 'blue',
          content: (
            <Flex vertical gap={2} data-testid="label-bag-scan" data-event={scan.event}>
              <Typography.Text strong>{t(`mailbagEvent.${scan.event}`, { ns: 'domain' })}</Typography.Text>
              <Typography.Text type="secondary">
                {[
                  formatDateTime(scan.at, locale),
                  scan.branch ? `${scan.branch.code} · ${branchName(scan.branch)}` : null,
                  scan.actor?.name,
                  scan.bag_code,
                ]
                  .filter(Boolean)
                  .join(' · ')}
              </Typography.Text>
            </Flex>
          ),
        }))}
      />
    </Card>
  );
}
