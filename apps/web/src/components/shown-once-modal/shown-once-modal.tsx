import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * A secret shown this once (an API key, a webhook's signing secret): the server never answers it again. Closing the
 * dialog is the user's "I stored it"; only the button closes it.
 */
export function ShownOnceModal({
  title,
  warning,
  value,
  testId,
  onClose,
}: {
  /** Already translated. */
  title: string;
  warning: string;
  value: string;
  /** `<testId>` on the value, `<testId>-done` on the button. */
  testId: string;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={title}
      okText={t('shownOnce.done')}
      okButtonProps={{ 'data-testid': `${testId}-done` }}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onOk={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={warning} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        code
        copyable={{ tooltips: [t('shownOnce.copy'), t('shownOnce.copied')] }}
        data-testid={testId}
        style={{ wordBreak: 'break-all', fontSize: 15 }}
      >
        {value}
      </Typography.Paragraph>
    </Modal>
  );
}
