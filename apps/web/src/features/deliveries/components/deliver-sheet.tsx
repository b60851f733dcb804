import { CheckOutlined, ReloadOutlined } from '@/components/icons/icons';
import { formatKs, type DeliveryRunLabel } from '@waypost/domain';
import { Alert, Button, Checkbox, Drawer, Flex, Input, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { outcomeUnknown } from '@/lib/idempotency-key';
import { useDeliverLabel } from '../api/record-delivery';
import { deliverFormProblem, type DeliverFormProblem, type DeliverFormValues } from '../deliver-form-model';
import { uploadRetryDelaysMs } from '../upload-retry-model';
import { PhotoField } from './photo-field';
import { SignaturePad } from './signature-pad';

/** Where the upload stands, for the courier on a flaky network. */
type SendState =
  | { kind: 'idle' }
  | { kind: 'sending'; attempt: number }
  | { kind: 'retrying'; attempt: number; seconds: number }
  | { kind: 'failed'; lost: boolean; message: string };

const attemptsInAll = uploadRetryDelaysMs.length + 1;

/**
 * "Delivered": the proof on one full-screen sheet — who received it, their signature and/or a photo. A lost upload
 * is retried a few times by itself; if it still fails, everything stays filled in for "Try again".
 */
export function DeliverSheet({
  label,
  onClose,
  onDelivered,
}: {
  label: DeliveryRunLabel;
  onClose: () => void;
  onDelivered: (label: DeliveryRunLabel) => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const mutation = useDeliverLabel();
  const [values, setValues] = useState<DeliverFormValues>({
    receiverName: label.receiver_name,
    note: '',
    signature: null,
    photo: null,
    cashTaken: false,
  });
  const cash = label.cod_to_collect;
  const [problem, setProblem] = useState<DeliverFormProblem>(null);
  const [send, setSend] = useState<SendState>({ kind: 'idle' });
  const busy = mutation.isPending;
  const change = (next: Partial<DeliverFormValues>) => {
    setValues((current) => ({ ...current, ...next }));
    setProblem(null);
  };

  const submit = () => {
    const found = deliverFormProblem(values, cash);
    setProblem(found);
    if (found) return;
    mutation.mutate(
      {
        labelId: label.label_id,
        values,
        progress: {
          onAttempt: (attempt) => setSend({ kind: 'sending', attempt }),
          onRetry: ({ attempt, delayMs }) =>
            setSend({ kind: 'retrying', attempt: attempt + 1, seconds: Math.round(delayMs / 1000) }),
        },
      },
      {
        onSuccess: (delivered) => {
          setSend({ kind: 'idle' });
          onDelivered(delivered);
        },
        onError: (error) =>
          setSend({
            kind: 'failed',
            lost: outcomeUnknown(error),
            message: error instanceof ApiError ? error.displayMessage : t('deliveries.deliver.networkFailed'),
          }),
      },
    );
  };

  return (
    <Drawer
      open
      placement="bottom"
      size="100%"
      title={t('deliveries.deliver.title', { code: label.tracking_code })}
      onClose={busy ? undefined : onClose}
      closable={!busy}
      maskClosable={false}
      destroyOnHidden
      data-testid="deliver-sheet"
      footer={
        <Button
          type="primary"
          size="large"
          block
          icon={send.kind === 'failed' ? <ReloadOutlined /> : <CheckOutlined />}
          loading={busy}
          onClick={submit}
          style={{ minHeight: 52 }}
          data-testid="deliver-submit"
        >
          {send.kind === 'failed' ? t('deliveries.deliver.tryAgain') : t('deliveries.deliver.confirm')}
        </Button>
      }
    >
      <Flex vertical gap={20} style={{ maxWidth: 560, margin: '0 auto' }}>
        {cash > 0 && (
          // The cash to take, large, and his word that he took it (issue 26 §5): never a delivery with COD forgotten.
          <Flex vertical gap={8} data-testid="deliver-cash">
            <Statistic
              title={t('handOver.cash')}
              value={formatKs(cash, locale)}
              styles={{ content: { fontSize: 40, fontWeight: 700 } }}
            />
            <Checkbox
              checked={values.cashTaken}
              disabled={busy}
              onChange={(event) => change({ cashTaken: event.target.checked })}
              data-testid="deliver-cash-taken"
            >
              {t('handOver.confirmCash', { amount: formatKs(cash, locale) })}
            </Checkbox>
            {problem === 'cash' && (
              <Typography.Text type="danger" data-testid="deliver-cash-needed">
                {t('deliveries.deliver.cashNotConfirmed')}
              </Typography.Text>
            )}
          </Flex>
        )}
        <Flex vertical gap={4}>
          <label htmlFor="deliver-receiver-name">
            <Typography.Text strong>{t('deliveries.deliver.receiverName')}</Typography.Text>
          </label>
          <Input
            id="deliver-receiver-name"
            size="large"
            maxLength={120}
            value={values.receiverName}
            disabled={busy}
            status={problem === 'receiverName' ? 'error' : undefined}
            onChange={(event) => change({ receiverName: event.target.value })}
            data-testid="deliver-receiver-name"
          />
          {problem === 'receiverName' && (
            <Typography.Text type="danger">{t('deliveries.deliver.receiverNameNeeded')}</Typography.Text>
          )}
        </Flex>
        <SignaturePad disabled={busy} onChange={(signature) => change({ signature })} />
        <PhotoField disabled={busy} photo={values.photo} onChange={(photo) => change({ photo })} />
        <Flex vertical gap={4}>
          <label htmlFor="deliver-note">
            <Typography.Text strong>{t('deliveries.note')}</Typography.Text>
          </label>
          <Input.TextArea
            id="deliver-note"
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            value={values.note}
            disabled={busy}
            onChange={(event) => change({ note: event.target.value })}
          />
        </Flex>
        {problem === 'proof' && (
          <Alert type="error" showIcon title={t('deliveries.deliver.proofNeeded')} data-testid="deliver-proof-needed" />
        )}
        {send.kind === 'sending' && send.attempt > 1 && (
          <Alert
            type="info"
            showIcon
            title={t('deliveries.deliver.sendingAttempt', {
              attempt: formatNumber(send.attempt, locale),
              total: formatNumber(attemptsInAll, locale),
            })}
            data-testid="deliver-state"
            data-state="sending"
          />
        )}
        {send.kind === 'retrying' && (
          <Alert
            type="warning"
            showIcon
            title={t('deliveries.deliver.retrying', { seconds: formatNumber(send.seconds, locale) })}
            data-testid="deliver-state"
            data-state="retrying"
          />
        )}
        {send.kind === 'failed' && (
          <Alert
            type="error"
            showIcon
            title={send.lost ? t('deliveries.deliver.networkFailed') : send.message}
            description={send.lost ? t('deliveries.deliver.formKept') : undefined}
            data-testid="deliver-state"
            data-state="failed"
          />
        )}
      </Flex>
    </Drawer>
  );
}
