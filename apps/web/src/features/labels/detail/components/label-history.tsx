import { DeleteOutlined } from '@/components/icons/icons';
import type { LabelDetail } from '@waypost/domain';
import { Button, Flex, Tag, Timeline, Tooltip, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

interface LabelHistoryProps {
  label: LabelDetail;
  /** Offered on the step the server marks deletable (the label's newest, by its writer, with the permission). */
  onDelete: (transactionId: number) => void;
  deleting?: boolean;
}

/** The label's steps, newest first: status, branch, who, when (Yangon time); rolled-back steps are marked. */
export function LabelHistory({ label, onDelete, deleting }: LabelHistoryProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const steps = [...label.transactions].sort((a, b) => b.seq - a.seq);
  // The current step is the newest one still shown; rolled-back steps are history only and cannot be deleted.
  const viewable = steps.filter((step) => step.viewable);
  const newestId = viewable[0]?.id;

  return (
    <Timeline
      data-testid="label-history"
      items={steps.map((step) => ({
        key: step.id,
        color: step.viewable ? (step.id === newestId ? 'green' : 'blue') : 'gray',
        content: (
          <Flex vertical gap={2} data-testid="history-step" data-status={step.status} data-viewable={step.viewable}>
            <Flex gap={8} align="center" wrap>
              <Typography.Text strong delete={!step.viewable}>
                {t(`labelStatus.${step.status}`, { ns: 'domain' })}
              </Typography.Text>
              {!step.viewable && <Tag color="default">{t('labelDetail.rolledBack')}</Tag>}
              {step.deletable && (
                <Tooltip title={t('labelDetail.deleteTransaction')}>
                  <Button
                    size="small"
                    danger
                    type="text"
                    icon={<DeleteOutlined />}
                    loading={deleting}
                    aria-label={t('labelDetail.deleteTransaction')}
                    data-testid="delete-transaction"
                    onClick={() => onDelete(step.id)}
                  />
                </Tooltip>
              )}
            </Flex>
            <Typography.Text type="secondary">
              {[
                formatDateTime(step.created_at, locale),
                step.branch ? `${step.branch.code} · ${branchName(step.branch)}` : null,
                step.actor?.name,
              ]
                .filter(Boolean)
                .join(' — ')}
            </Typography.Text>
            {step.note && <Typography.Text>{step.note}</Typography.Text>}
          </Flex>
        ),
      }))}
    />
  );
}
