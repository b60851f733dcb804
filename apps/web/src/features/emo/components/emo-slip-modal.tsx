import { formatEmoCode, formatKs, localizeDigits, type EmoBookRequest, type EmoBookResponse } from '@waypost/domain';
import { Alert, Button, Descriptions, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '@/components/search-bar/branch-options';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';

/**
 * The payout code, shown this once, with the sender's slip to print: the server keeps only its hash. Only the
 * button closes it (the clerk has printed the slip or read the code out).
 */
export function EmoSlipModal({
  answer,
  request,
  onClose,
}: {
  answer: EmoBookResponse;
  request: EmoBookRequest;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const payBranch = useBranchList().data?.find((branch) => branch.id === request.pay_branch_id);
  return (
    <Modal
      open
      title={t('emo.slip.title', { id: localizeDigits(answer.id, locale) })}
      closable={false}
      maskClosable={false}
      keyboard={false}
      footer={[
        <Button key="print" onClick={() => window.print()} data-testid="emo-slip-print">
          {t('emo.slip.print')}
        </Button>,
        <Button key="done" type="primary" onClick={onClose} data-testid="emo-slip-done">
          {t('emo.slip.done')}
        </Button>,
      ]}
    >
      <div className="emo-slip" data-testid="emo-slip">
        <Alert type="warning" showIcon title={t('emo.slip.warning')} style={{ marginBottom: 12 }} />
        <Typography.Paragraph style={{ textAlign: 'center', fontSize: 28, letterSpacing: 4 }} data-testid="emo-code">
          {answer.code ? localizeDigits(formatEmoCode(answer.code), locale) : t('emo.slip.codeGone')}
        </Typography.Paragraph>
        <Descriptions column={1} size="small" bordered>
          <Descriptions.Item label={t('emo.field.amount')}>{formatKs(answer.amount, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('emo.field.fee')}>{formatKs(answer.fee, locale)}</Descriptions.Item>
          <Descriptions.Item label={t('emo.field.total')}>
            {formatKs(answer.amount + answer.fee, locale)}
          </Descriptions.Item>
          <Descriptions.Item label={t('emo.field.pay_branch_id')}>
            {payBranch ? `${payBranch.code} · ${branchName(payBranch)}` : ''}
          </Descriptions.Item>
          <Descriptions.Item label={t('emo.field.sender_name')}>{request.sender_name}</Descriptions.Item>
          <Descriptions.Item label={t('emo.field.receiver_name')}>{request.receiver_name}</Descriptions.Item>
          <Descriptions.Item label={t('emo.field.receiver_nrc')}>{request.receiver_nrc}</Descriptions.Item>
          <Descriptions.Item label={t('emo.field.booked_at')}>{formatDateTime(new Date(), locale)}</Descriptions.Item>
        </Descriptions>
      </div>
    </Modal>
  );
}
