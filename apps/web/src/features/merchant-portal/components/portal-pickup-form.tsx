import { vehicles } from '@waypost/domain';
import { Button, Card, Col, Form, Input, Radio, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@/components/date-picker/date-picker';
import { defaultTimeWindow, fromLocalInput } from '@/features/pickups/pickup-model';
import { ApiError } from '@/lib/api-client';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useCreatePortalPickup, type PortalPickupBody } from '../api/portal-operations';

/** The app's date-time format (dd-mm-yyyy, 24 h: spec §9), as the counter's pickup form. */
const pickupTimeFormat = 'DD-MM-YYYY HH:mm';
/** The window kept as Myanmar wall-clock text (`2026-11-27T15:30`); the picker shows and edits it. */
const localTimeField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DDTHH:mm') : ''),
};

interface PortalPickupValues {
  counts: string;
  include_products?: string;
  time_from: string;
  time_to: string;
  vehicle: (typeof vehicles)[number];
  phone?: string;
  address?: string;
}

/** Server field names → the form's: the window's two ends are two inputs. */
const formFieldOf = (field: string): string =>
  field === 'time_request.from' ? 'time_from' : field.startsWith('time_request') ? 'time_to' : field;

/**
 * The member's request that his home branch collect parcels: how many, what, when and how; whom and where default to
 * the shop's own phone and address. One column on a phone; sent once per submission (Idempotency-Key).
 */
export function PortalPickupForm({ onCreated }: { onCreated: () => void }) {
  const { t } = useTranslation('merchantPortal');
  const [form] = Form.useForm<PortalPickupValues>();
  const create = useCreatePortalPickup();
  const submissions = useIdempotentSubmissions();
  const [initialWindow] = useState(() => defaultTimeWindow(new Date()));
  const required = { required: true, whitespace: true, message: t('pickups.required') };

  const submit = (values: PortalPickupValues) => {
    const body: PortalPickupBody = {
      counts: values.counts,
      ...(values.include_products ? { include_products: values.include_products } : {}),
      time_request: { from: fromLocalInput(values.time_from), to: fromLocalInput(values.time_to) },
      vehicle: values.vehicle,
      ...(values.phone?.trim() ? { phone: values.phone } : {}),
      ...(values.address?.trim() ? { address: values.address } : {}),
    };
    const idempotencyKey = submissions.start(body);
    if (idempotencyKey === null) return;
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: () => {
          toast.success(t('pickups.created'));
          form.resetFields();
          onCreated();
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          form.setFields(
            Object.entries(error.errors).map(([field, messages]) => ({
              name: formFieldOf(field) as never,
              errors: [...messages],
            })),
          );
          toast.error(error.displayMessage);
        },
        onSettled: (_created, error) => submissions.finish(error),
      },
    );
  };

  return (
    <Card size="small" title={t('pickups.formTitle')}>
      <Form<PortalPickupValues>
        form={form}
        layout="vertical"
        name="portal-pickup"
        data-testid="portal-pickup-form"
        initialValues={{ vehicle: 'motor_bike', time_from: initialWindow.from, time_to: initialWindow.to }}
        onFinish={submit}
        scrollToFirstError={{ block: 'center' }}
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item name="counts" label={t('pickups.counts')} rules={[required]}>
              <Input inputMode="numeric" size="large" data-testid="portal-pickup-counts" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="include_products" label={t('pickups.note')}>
              <Input maxLength={300} size="large" data-testid="portal-pickup-note" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="time_from" label={t('pickups.timeFrom')} rules={[required]} {...localTimeField}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={pickupTimeFormat}
                size="large"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="time_to" label={t('pickups.timeTo')} rules={[required]} {...localTimeField}>
              <DatePicker
                showTime={{ format: 'HH:mm' }}
                format={pickupTimeFormat}
                size="large"
                style={{ width: '100%' }}
              />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="vehicle" label={t('pickups.vehicle')} rules={[{ required: true }]}>
              <Radio.Group
                optionType="button"
                buttonStyle="solid"
                size="large"
                options={vehicles.map((vehicle) => ({
                  value: vehicle,
                  label: t(`vehicle.${vehicle}`, { ns: 'domain' }),
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item name="phone" label={t('pickups.phone')} extra={t('pickups.phoneHint')}>
              <Input inputMode="tel" maxLength={30} size="large" />
            </Form.Item>
          </Col>
          <Col xs={24} md={16}>
            <Form.Item name="address" label={t('pickups.address')} extra={t('pickups.addressHint')}>
              <Input maxLength={300} size="large" />
            </Form.Item>
          </Col>
        </Row>
        <Button
          type="primary"
          htmlType="submit"
          size="large"
          block
          loading={create.isPending}
          data-testid="portal-pickup-submit"
        >
          {t('pickups.submit')}
        </Button>
      </Form>
    </Card>
  );
}
