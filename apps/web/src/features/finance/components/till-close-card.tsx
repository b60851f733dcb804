import { formatKs, type TillCloseItem } from '@waypost/domain';
import { Alert, Button, Card, Descriptions, Flex, Tag } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useApproveTillClose } from '../api/save-till';

/** A day's close: what was counted against what was expected, why they differ, who counted and who approved. */
export function TillCloseCard({ close }: { close: TillCloseItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { withReauth, prompt } = useReauth();
  const approve = useApproveTillClose(withReauth);
  const [failure, setFailure] = useState<string | null>(null);
  const ks = (amount: number) => formatKs(amount, locale);

  const startApprove = () => {
    setFailure(null);
    approve.mutate(close.id, {
      onSuccess: () => toast.success(t('till.approve.done')),
      onError: (error) => {
        if (isReauthCancelled(error)) return;
        setFailure(error instanceof ApiError ? error.displayMessage : error.message);
      },
    });
  };

  return (
    <Card
      title={t('till.closed.title')}
      size="small"
      data-testid="till-close-card"
      extra={
        <Tag
          color={close.state === 'approved' ? 'green' : 'gold'}
          data-testid="till-close-state"
          data-state={close.state}
        >
          {t(`tillCloseState.${close.state}`, { ns: 'domain' })}
        </Tag>
      }
    >
      <Flex vertical gap={12}>
        <Descriptions
          column={1}
          size="small"
          bordered
          items={[
            { key: 'expected', label: t('till.figures.expected'), children: ks(close.expected) },
            { key: 'counted', label: t('till.closed.counted'), children: ks(close.counted) },
            {
              key: 'difference',
              label: t('till.close.difference'),
              children: (
                <span data-testid="till-close-difference" data-amount={close.difference}>
                  {close.difference > 0 ? '+' : ''}
                  {ks(close.difference)}
                </span>
              ),
            },
            ...(close.reason ? [{ key: 'reason', label: t('till.close.reason'), children: close.reason }] : []),
            {
              key: 'closed',
              label: t('till.closed.closedBy'),
              children: `${close.closed_by.name} · ${formatDateTime(close.closed_at, locale)}`,
            },
            ...(close.approved_by && close.approved_at
              ? [
                  {
                    key: 'approved',
                    label: t('till.closed.approvedBy'),
                    children: `${close.approved_by.name} · ${formatDateTime(close.approved_at, locale)}`,
                  },
                ]
              : []),
          ]}
        />
        {failure && <Alert type="error" showIcon title={failure} data-testid="till-approve-error" />}
        {close.can_approve && (
          <Button type="primary" loading={approve.isPending} onClick={startApprove} data-testid="till-approve">
            {t('till.approve.action')}
          </Button>
        )}
      </Flex>
      {prompt}
    </Card>
  );
}
