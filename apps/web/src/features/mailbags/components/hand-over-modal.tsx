import { PrinterOutlined } from '@/components/icons/icons';
import {
  carrierKinds,
  phoneRule,
  required,
  selectRule,
  type CarrierKind,
  type DispatchSummary,
  type FormRule,
  type MailbagSummary,
  withoutSlashes,
} from '@waypost/domain';
import { Alert, Button, Descriptions, Form, Input, Modal, Result, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateDispatch } from '../api/mailbag-mutations';
import type { HandOverReady } from '../transfer-model';
import { useTransferText } from '../use-transfer-text';
import { TransferCode } from './transfer-code';

interface HandOverValues {
  carrier_kind?: CarrierKind;
  carrier_name: string;
  vehicle_no: string;
  driver_phone: string;
}

/** The answer's field names → the form's. */
const formFields = {
  'carrier.kind': 'carrier_kind',
  'carrier.name': 'carrier_name',
  'carrier.vehicle_no': 'vehicle_no',
  'carrier.driver_phone': 'driver_phone',
} as const;

const optionalPhone: FormRule = (value) =>
  value === undefined || value === null || String(value).trim() === '' ? null : phoneRule(value);

/**
 * "Hand over": the ticked bags (one destination) go to a carrier in one dispatch. Done, it offers the delivery bill
 * (a new tab, to print) and the dispatch's page.
 */
export function HandOverModal({
  bags,
  check,
  onClose,
  onHandedOver,
}: {
  bags: readonly MailbagSummary[];
  check: HandOverReady;
  onClose: () => void;
  onHandedOver: () => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const navigate = useNavigate();
  const text = useTransferText();
  const [form] = Form.useForm<HandOverValues>();
  const mutation = useCreateDispatch();
  // One dispatch per click: a second click while the first is on its way sends nothing.
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const [dispatch, setDispatch] = useState<DispatchSummary | null>(null);

  const submit = (values: HandOverValues) => {
    if (values.carrier_kind === undefined) return;
    const request = {
      destination_branch_id: check.destination.id,
      mailbag_ids: bags.map((bag) => bag.id),
      carrier: {
        kind: values.carrier_kind,
        name: values.carrier_name.trim(),
        vehicle_no: values.vehicle_no.trim() || undefined,
        driver_phone: values.driver_phone.trim() || undefined,
      },
    };
    const idempotencyKey = submissions.start(request);
    if (idempotencyKey === null) return;
    setFailure(null);
    mutation.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (created) => {
          setDispatch(created);
          onHandedOver();
        },
        onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
        onSettled: (_created, error) => submissions.finish(error),
      },
    );
  };

  if (dispatch) {
    const id = String(dispatch.id);
    const openDispatch = () => void navigate(routeUrl('dispatch-detail', { dispatchId: id }) ?? '/');
    return (
      <Modal open footer={null} onCancel={openDispatch} destroyOnHidden>
        <Result
          status="success"
          title={t('transfer.handOver.done')}
          subTitle={<TransferCode>{dispatch.dispatch_code}</TransferCode>}
          data-testid="hand-over-done"
          extra={[
            <Button
              key="bill"
              icon={<PrinterOutlined />}
              href={routeUrl('dispatch-bill-print', { dispatchId: id }) ?? undefined}
              target="_blank"
              rel="noopener"
              data-testid="hand-over-print-bill"
            >
              {t('transfer.printBill')}
            </Button>,
            <Button key="open" type="primary" onClick={openDispatch} data-testid="hand-over-open-dispatch">
              {t('transfer.handOver.openDispatch')}
            </Button>,
          ]}
        />
      </Modal>
    );
  }

  return (
    <Modal
      open
      title={t('transfer.handOver.title')}
      okText={t('transfer.handOver.submit')}
      cancelText={t('transfer.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'hand-over-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Descriptions
        size="small"
        column={1}
        style={{ marginBottom: 16 }}
        items={[
          { key: 'destination', label: t('transfer.field.destination'), children: text.branch(check.destination) },
          {
            key: 'bags',
            label: t('transfer.field.bags'),
            children: t('transfer.handOver.load', {
              bags: text.count(check.bags),
              labels: text.count(check.labels),
              weight: text.kg(check.weight),
            }),
          },
        ]}
      />
      <Form<HandOverValues>
        form={form}
        name="dispatch-create"
        layout="vertical"
        initialValues={{ carrier_name: '', vehicle_no: '', driver_phone: '' }}
        onFinish={submit}
      >
        <Form.Item name="carrier_kind" label={t('transfer.field.carrierKind')} rules={[rule(selectRule)]}>
          <Select<CarrierKind>
            options={carrierKinds.map((kind) => ({ value: kind, label: t(`carrierKind.${kind}`, { ns: 'domain' }) }))}
            data-testid="hand-over-kind"
          />
        </Form.Item>
        <Form.Item
          name="carrier_name"
          normalize={withoutSlashes}
          label={t('transfer.field.carrierName')}
          rules={[rule(required)]}
        >
          <Input maxLength={120} data-testid="hand-over-name" />
        </Form.Item>
        <Form.Item name="vehicle_no" label={t('transfer.field.vehicleNo')}>
          <Input maxLength={30} data-testid="hand-over-vehicle" />
        </Form.Item>
        <Form.Item name="driver_phone" label={t('transfer.field.driverPhone')} rules={[rule(optionalPhone)]}>
          <Input inputMode="tel" maxLength={20} data-testid="hand-over-phone" />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="hand-over-failure" />}
    </Modal>
  );
}
