import { localizeDigits, pickupRequestLimits, type PickupAction, type PickupRequestItem } from '@waypost/domain';
import { Alert, Button, Flex, Form, Input, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAssignablePostmen } from '../api/get-pickups';
import { usePickupAction } from '../api/save-pickup';
import { readTrackingCodes } from '../pickup-model';
import { NumberInput } from '@/components/inputs/number-input';

/** Actions asking for something first open a dialog; accept and handover act at once. */
type DialogAction = Extract<PickupAction, 'assign' | 'deny' | 'complete' | 'fail'>;
const dialogActions: readonly PickupAction[] = ['assign', 'deny', 'complete', 'fail'];

interface DialogValues {
  postman_id?: number;
  reason?: string;
  accept_counts?: number;
  tracking_codes?: string;
}

interface PickupActionsProps {
  pickup: Pick<PickupRequestItem, 'id' | 'version' | 'counts' | 'postman' | 'name'>;
  actions: readonly PickupAction[];
  /** Phone cards: full-width, large buttons. */
  large?: boolean;
}

/** The buttons of what the user may do to a pickup now (the server's `actions`), each with its dialog. */
export function PickupActions({ pickup, actions, large = false }: PickupActionsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [open, setOpen] = useState<DialogAction | null>(null);
  const [form] = Form.useForm<DialogValues>();
  const change = usePickupAction(pickup.id);
  const postmen = useAssignablePostmen(actions.includes('assign') && open === 'assign');

  const run = (action: PickupAction, body?: Record<string, unknown>) =>
    change.mutate(
      { action, ...(body ? { body } : {}) },
      {
        onSuccess: () => {
          toast.success(t(`pickups.done.${action}`, { name: pickup.name }));
          setOpen(null);
          form.resetFields();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          toast.error(error.status === 409 ? t('pickups.moved') : error.displayMessage);
          if (error.status === 409) setOpen(null);
        },
      },
    );

  const submit = (values: DialogValues) => {
    if (open === 'assign') run('assign', { postman_id: values.postman_id, version: pickup.version });
    if (open === 'deny' || open === 'fail') run(open, { reason: values.reason ?? '' });
    if (open === 'complete') {
      const { codes, invalid } = readTrackingCodes(values.tracking_codes ?? '');
      if (invalid.length > 0) {
        form.setFields([{ name: 'tracking_codes', errors: [t('pickups.badCodes', { codes: invalid.join(', ') })] }]);
        return;
      }
      run('complete', { accept_counts: values.accept_counts ?? 0, tracking_codes: codes });
    }
  };

  const start = (action: PickupAction) => {
    if (!dialogActions.includes(action)) return run(action);
    form.resetFields();
    if (action === 'complete') form.setFieldsValue({ accept_counts: pickup.counts });
    setOpen(action as DialogAction);
  };

  if (actions.length === 0) return null;
  const primary: readonly PickupAction[] = ['assign', 'accept', 'complete'];
  const danger: readonly PickupAction[] = ['deny', 'fail'];
  return (
    <>
      <Flex gap={8} wrap vertical={large} data-testid="pickup-actions">
        {actions.map((action) => (
          <Button
            key={action}
            size={large ? 'large' : 'middle'}
            block={large}
            type={primary.includes(action) ? 'primary' : 'default'}
            danger={danger.includes(action)}
            style={large ? { minHeight: 52, fontSize: 18 } : undefined}
            loading={change.isPending && change.variables?.action === action}
            data-testid={`pickup-action-${action}`}
            onClick={() => start(action)}
          >
            {t(`pickups.action.${action}`)}
          </Button>
        ))}
      </Flex>
      <Modal
        open={open !== null}
        title={open ? t(`pickups.dialog.${open}`, { name: pickup.name }) : undefined}
        okText={open ? t(`pickups.action.${open}`) : undefined}
        cancelText={t('pickups.cancel')}
        okButtonProps={{ loading: change.isPending, 'data-testid': 'pickup-dialog-ok', size: 'large' }}
        cancelButtonProps={{ size: 'large' }}
        onOk={() => form.submit()}
        onCancel={() => setOpen(null)}
        destroyOnHidden
      >
        <Form<DialogValues>
          form={form}
          name="pickup-action"
          layout="vertical"
          onFinish={submit}
          data-testid="pickup-dialog"
        >
          {open === 'assign' && (
            <Form.Item
              name="postman_id"
              label={t('pickups.field.postman')}
              rules={[{ required: true, message: t('pickups.choosePostman') }]}
            >
              <Select
                aria-label={t('pickups.field.postman')}
                data-testid="pickup-postman-select"
                size="large"
                loading={postmen.isLoading}
                showSearch={{ optionFilterProp: 'label' }}
                options={(postmen.data?.data ?? []).map((postman) => ({
                  value: postman.id,
                  label: postman.phone ? `${postman.name} · ${localizeDigits(postman.phone, locale)}` : postman.name,
                }))}
              />
            </Form.Item>
          )}
          {open === 'assign' && pickup.postman && (
            <Alert type="info" showIcon title={t('pickups.reassignNote', { name: pickup.postman.name })} />
          )}
          {(open === 'deny' || open === 'fail') && (
            <Form.Item
              name="reason"
              label={t('pickups.field.reason')}
              rules={[{ required: true, whitespace: true, message: t('pickups.reasonRequired') }]}
            >
              <Input.TextArea rows={3} maxLength={300} data-testid="pickup-reason" />
            </Form.Item>
          )}
          {open === 'complete' && (
            <>
              <Form.Item
                name="accept_counts"
                label={t('pickups.field.acceptCounts')}
                rules={[{ required: true, message: t('pickups.countRequired') }]}
              >
                <NumberInput
                  min={0}
                  max={pickupRequestLimits.maxCounts}
                  precision={0}
                  size="large"
                  style={{ width: '100%' }}
                  data-testid="pickup-accept-counts"
                />
              </Form.Item>
              <Form.Item
                name="tracking_codes"
                label={t('pickups.field.trackingCodes')}
                extra={t('pickups.trackingCodesHint')}
              >
                <Input.TextArea rows={4} data-testid="pickup-tracking-codes" />
              </Form.Item>
            </>
          )}
        </Form>
      </Modal>
    </>
  );
}
