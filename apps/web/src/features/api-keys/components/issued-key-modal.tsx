import { Alert, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';

/**
 * The new key, shown this once: the server keeps only its hash. Closing the dialog is the user's "I stored it";
 * a lost key is revoked and replaced, never shown again.
 */
export function IssuedKeyModal({ issued, onClose }: { issued: { key: string; prefix: string }; onClose: () => void }) {
  const { t } = useTranslation();
  return (
    <Modal
      open
      title={t('apiKeys.issued.title')}
      okText={t('apiKeys.issued.done')}
      okButtonProps={{ 'data-testid': 'api-key-issued-done' }}
      cancelButtonProps={{ style: { display: 'none' } }}
      closable={false}
      maskClosable={false}
      keyboard={false}
      onOk={onClose}
      destroyOnHidden
    >
      <Alert type="warning" showIcon title={t('apiKeys.issued.warning')} style={{ marginBottom: 12 }} />
      <Typography.Paragraph
        code
        copyable={{ tooltips: [t('apiKeys.issued.copy'), t('apiKeys.issued.copied')] }}
        data-testid="api-key-issued"
        style={{ wordBreak: 'break-all', fontSize: 15 }}
      >
        {issued.key}
      </Typography.Paragraph>
    </Modal>
  );
}
