import { courierFailureReasons, type CourierFailureReason, type DeliveryRunLabel } from '@waypost/domain';
import { Alert, Button, Drawer, Flex, Input, Radio, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { outcomeUnknown } from '@/lib/idempotency-key';
import { useFailDelivery } from '../api/record-delivery';
import { deliveryFailedRequestOf } from '../deliver-form-model';

/** "Failed": why the label could not be delivered; it goes back to wait at the branch and onto the call list. */
export function FailSheet({
  label,
  onClose,
  onFailed,
}: {
  label: DeliveryRunLabel;
  onClose: () => void;
  onFailed: (label: DeliveryRunLabel) => void;
}) {
  const { t } = useTranslation();
  const mutation = useFailDelivery();
  const [reason, setReason] = useState<CourierFailureReason | null>(null);
  const [note, setNote] = useState('');
  const [missingReason, setMissingReason] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    const request = deliveryFailedRequestOf(reason, note);
    setMissingReason(request === null);
    if (!request) return;
    setFailure(null);
    mutation.mutate(
      { labelId: label.label_id, request },
      {
        onSuccess: onFailed,
        onError: (error) =>
          setFailure(
            outcomeUnknown(error) || !(error instanceof ApiError)
              ? t('deliveries.deliver.networkFailed')
              : error.displayMessage,
          ),
      },
    );
  };

  return (
    <Drawer
      open
      placement="bottom"
      size="100%"
      title={t('deliveries.fail.title', { code: label.tracking_code })}
      onClose={mutation.isPending ? undefined : onClose}
      maskClosable={false}
      destroyOnHidden
      data-testid="fail-sheet"
      footer={
        <Button
          type="primary"
          danger
          size="large"
          block
          loading={mutation.isPending}
          onClick={submit}
          style={{ minHeight: 52 }}
          data-testid="fail-submit"
        >
          {failure ? t('deliveries.deliver.tryAgain') : t('deliveries.fail.confirm')}
        </Button>
      }
    >
      <Flex vertical gap={20} style={{ maxWidth: 560, margin: '0 auto' }}>
        <Flex vertical gap={8}>
          <Typography.Text strong id="fail-reason-label">
            {t('deliveries.fail.reason')}
          </Typography.Text>
          <Radio.Group
            aria-labelledby="fail-reason-label"
            value={reason}
            disabled={mutation.isPending}
            onChange={(event) => {
              setReason(event.target.value as CourierFailureReason);
              setMissingReason(false);
            }}
            style={{ display: 'flex', flexDirection: 'column', gap: 8 }}
          >
            {courierFailureReasons.map((value) => (
              <Radio
                key={value}
                value={value}
                // The whole row is the touch target (≥ 44 px).
                style={{
                  minHeight: 48,
                  display: 'flex',
                  alignItems: 'center',
                  padding: '0 12px',
                  border: `1px solid ${reason === value ? '#ff4d4f' : '#d9d9d9'}`,
                  borderRadius: 8,
                  marginInlineEnd: 0,
                  fontSize: 16,
                }}
                data-testid={`fail-reason-${value}`}
              >
                {t(`deliveryFailureReason.${value}`, { ns: 'domain' })}
              </Radio>
            ))}
          </Radio.Group>
          {missingReason && <Typography.Text type="danger">{t('deliveries.fail.reasonNeeded')}</Typography.Text>}
        </Flex>
        <Flex vertical gap={4}>
          <label htmlFor="fail-note">
            <Typography.Text strong>{t('deliveries.note')}</Typography.Text>
          </label>
          <Input.TextArea
            id="fail-note"
            maxLength={500}
            autoSize={{ minRows: 2, maxRows: 4 }}
            value={note}
            disabled={mutation.isPending}
            onChange={(event) => setNote(event.target.value)}
          />
        </Flex>
        {failure && <Alert type="error" showIcon title={failure} data-testid="fail-failure" />}
      </Flex>
    </Drawer>
  );
}
