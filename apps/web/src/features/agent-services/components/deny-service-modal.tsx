import type { AgentServiceItem } from '@waypost/domain';
import { Form, Input, Modal } from 'antd';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useDecideAgentService } from '../api/agent-service-api';

/** Deny with the reason the agent gives (required); the label goes back to the branch that sent it. */
export function DenyServiceModal({ service, onClose }: { service: AgentServiceItem; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<{ reason: string }>();
  const decide = useDecideAgentService();
  const submit = async () => {
    const { reason } = await form.validateFields();
    decide.mutate(
      { id: service.id, decision: 'deny', reason },
      {
        onSuccess: () => {
          toast.success(t('agentServices.denied', { code: service.label.tracking_code }));
          onClose();
        },
        onError: (error) => showFormErrors(error, { form, fields: ['reason'], onFailure: (text) => toast.error(text) }),
      },
    );
  };
  return (
    <Modal
      open
      title={t('agentServices.denyTitle', { code: service.label.tracking_code })}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={decide.isPending}
      okText={t('agentServices.deny')}
      okButtonProps={{ danger: true, ...{ 'data-testid': 'agent-deny-submit' } }}
    >
      <Form form={form} layout="vertical">
        <Form.Item
          name="reason"
          label={t('agentServices.reason')}
          extra={t('agentServices.denyHelp')}
          rules={[{ required: true, whitespace: true, message: t('agentServices.reasonRequired') }]}
        >
          <Input.TextArea rows={3} maxLength={500} data-testid="agent-deny-reason" />
        </Form.Item>
      </Form>
    </Modal>
  );
}
