import { formatKs, type LabelDetail } from '@waypost/domain';
import { Checkbox, Form, Input, Modal, Statistic, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';

interface HandOverDialogProps {
  label: LabelDetail;
  open: boolean;
  onCancel: () => void;
  onHandOver: (receiverName: string) => void;
}

/**
 * The receiver collects at the counter (issue 26 §1): who took it is recorded, and the cash to take is shown large
 * and must be confirmed as taken — into the counter’s till (the branch’s cash).
 */
export function HandOverDialog({ label, open, onCancel, onHandOver }: HandOverDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [receiverName, setReceiverName] = useState('');
  const [cashTaken, setCashTaken] = useState(false);
  const cash = label.cod_charge ?? 0;
  const ready = receiverName.trim().length > 0 && (cash === 0 || cashTaken);

  return (
    <Modal
      open={open}
      title={t('handOver.title')}
      okText={t('handOver.ok')}
      cancelText={t('labelDetail.confirmCancel')}
      okButtonProps={{ disabled: !ready, 'data-testid': 'hand-over-ok' }}
      onCancel={onCancel}
      onOk={() => onHandOver(receiverName.trim())}
      destroyOnHidden
    >
      <Form layout="vertical">
        <Form.Item label={t('handOver.receiverName')} required>
          <Input
            autoFocus
            maxLength={100}
            value={receiverName}
            onChange={(event) => setReceiverName(event.target.value)}
            data-testid="hand-over-receiver"
          />
        </Form.Item>
        {cash > 0 ? (
          <>
            <Statistic
              title={t('handOver.cash')}
              value={formatKs(cash, locale)}
              styles={{ content: { fontSize: 36, fontWeight: 700 } }}
              data-testid="hand-over-cash"
            />
            <Checkbox
              checked={cashTaken}
              onChange={(event) => setCashTaken(event.target.checked)}
              data-testid="hand-over-cash-taken"
            >
              {t('handOver.confirmCash', { amount: formatKs(cash, locale) })}
            </Checkbox>
          </>
        ) : (
          <Typography.Text type="secondary">{t('handOver.noCash')}</Typography.Text>
        )}
      </Form>
    </Modal>
  );
}
