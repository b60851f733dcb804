import { hasPermission, vehicles, withoutSlashes } from '@waypost/domain';
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import dayjs, { type Dayjs } from 'dayjs';
import { DatePicker } from '@/components/date-picker/date-picker';
import { FormDraftNotice, useConfirmLeave } from '@/components/form-draft/form-draft-notice';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useFormDraft } from '@/lib/form-draft';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useCreatePickup } from '../api/save-pickup';
import { defaultTimeWindow, fromLocalInput } from '../pickup-model';

/** The app's date-time format (dd-mm-yyyy, 24 h: spec §9), not the browser's, for the pickup window (issue 26 §5). */
const pickupTimeFormat = 'DD-MM-YYYY HH:mm';
/** The form keeps the window as Myanmar wall-clock text (`2026-11-27T15:30`); the picker shows and edits it. */
const localTimeField = {
  getValueProps: (value: string | undefined) => ({ value: value ? dayjs(value) : null }),
  normalize: (value: Dayjs | null) => (value ? value.format('YYYY-MM-DDTHH:mm') : ''),
};

interface PickupFormValues {
  name: string;
  phone: string;
  include_products?: string;
  counts: string;
  weight?: string;
  time_from: string;
  time_to: string;
  region?: string;
  district?: string;
  township_id?: string;
  address: string;
  vehicle: (typeof vehicles)[number];
  merchant_id?: number;
}

/** Server field names → the form's: the window's two ends are two inputs. */
const formFieldOf = (field: string): string =>
  field === 'time_request.from' ? 'time_from' : field.startsWith('time_request') ? 'time_to' : field;

function MerchantField({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  const { t } = useTranslation();
  return (
    <MerchantPicker
      value={value}
      onChange={(merchant) => onChange?.(merchant?.id)}
      placeholder={t('pickups.field.merchant')}
      testId="pickup-merchant"
      width="100%"
    />
  );
}

/** /pickup-request/create: a customer's request to collect parcels, at the creator's branch. */
export function PickupCreatePage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const navigate = useNavigate();
  const [form] = Form.useForm<PickupFormValues>();
  const create = useCreatePickup();
  const submissions = useIdempotentSubmissions();
  const [initialWindow] = useState(() => defaultTimeWindow(new Date()));
  const required = { required: true, whitespace: true, message: t('pickups.required') };
  const initialValues = { vehicle: 'motor_bike' as const, time_from: initialWindow.from, time_to: initialWindow.to };
  // The filled form survives a reload and a lost session (issue 26 §5).
  const draft = useFormDraft({ form, name: 'pickup', userId: user.id, baseline: initialValues });
  useConfirmLeave(draft);

  const submit = (values: PickupFormValues) => {
    const body = {
      name: values.name,
      phone: values.phone,
      ...(values.include_products ? { include_products: values.include_products } : {}),
      counts: values.counts,
      ...(values.weight ? { weight: values.weight } : {}),
      time_request: { from: fromLocalInput(values.time_from), to: fromLocalInput(values.time_to) },
      township_id: values.township_id ?? '',
      address: values.address,
      vehicle: values.vehicle,
      ...(values.merchant_id ? { merchant_id: values.merchant_id } : {}),
    };
    const idempotencyKey = submissions.start(body);
    if (idempotencyKey === null) return;
    create.mutate(
      { body, idempotencyKey },
      {
        onSuccess: (created) => {
          draft.discard();
          toast.success(t('pickups.created', { name: values.name }));
          void navigate(routeUrl('pickup-request-detail', { pickupId: String(created.id) }) ?? '/');
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          const fields = Object.entries(error.errors);
          form.setFields(
            fields.map(([field, messages]) => ({ name: formFieldOf(field) as never, errors: [...messages] })),
          );
          toast.error(error.displayMessage);
        },
        onSettled: (_created, error) => submissions.finish(error),
      },
    );
  };

  return (
    <Form<PickupFormValues>
      form={form}
      layout="vertical"
      name="pickup-create"
      data-testid="pickup-form"
      initialValues={initialValues}
      onValuesChange={draft.save}
      onFinish={submit}
      scrollToFirstError={{ block: 'center' }}
      style={{ maxWidth: 960 }}
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('route.pickup-request-create')}
      </Typography.Title>
      <FormDraftNotice draft={draft} onDiscard={() => form.resetFields()} />
      <Flex vertical gap={16}>
        <Card size="small" title={t('pickups.section.customer')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="name" normalize={withoutSlashes} label={t('pickups.field.name')} rules={[required]}>
                <Input maxLength={120} size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('pickups.field.phone')} rules={[required]}>
                <Input inputMode="tel" maxLength={30} size="large" />
              </Form.Item>
            </Col>
            <PlacePicker
              names={{ region: 'region', district: 'district', township: 'township_id' }}
              labels={{
                region: t('pickups.field.region'),
                district: t('pickups.field.district'),
                township: t('pickups.field.township'),
              }}
              placeholder={t('pickups.choose')}
              testIdPrefix="pickup"
              col={{ xs: 24, md: 8 }}
              size="large"
            />
            <Col span={24}>
              <Form.Item name="address" label={t('pickups.field.address')} rules={[required]}>
                <Input maxLength={300} size="large" />
              </Form.Item>
            </Col>
          </Row>
        </Card>
        <Card size="small" title={t('pickups.section.parcels')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item name="include_products" label={t('pickups.field.products')}>
                <Input maxLength={300} size="large" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="counts" label={t('pickups.field.counts')} rules={[required]}>
                <Input inputMode="numeric" size="large" />
              </Form.Item>
            </Col>
            <Col xs={12} md={6}>
              <Form.Item name="weight" label={t('pickups.field.weight')}>
                <Input inputMode="decimal" size="large" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="time_from" label={t('pickups.field.timeFrom')} rules={[required]} {...localTimeField}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format={pickupTimeFormat}
                  size="large"
                  style={{ width: '100%' }}
                  data-testid="pickup-time-from"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="time_to" label={t('pickups.field.timeTo')} rules={[required]} {...localTimeField}>
                <DatePicker
                  showTime={{ format: 'HH:mm' }}
                  format={pickupTimeFormat}
                  size="large"
                  style={{ width: '100%' }}
                  data-testid="pickup-time-to"
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="vehicle" label={t('pickups.field.vehicle')} rules={[{ required: true }]}>
                <Radio.Group
                  optionType="button"
                  buttonStyle="solid"
                  size="large"
                  data-testid="pickup-vehicle"
                  options={vehicles.map((vehicle) => ({
                    value: vehicle,
                    label: t(`vehicle.${vehicle}`, { ns: 'domain' }),
                  }))}
                />
              </Form.Item>
            </Col>
            {hasPermission(user, 'merchant.view') && (
              <Col xs={24} md={12}>
                <Form.Item name="merchant_id" label={t('pickups.field.merchant')}>
                  <MerchantField />
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>
        <Flex gap={8} wrap>
          <Button type="primary" htmlType="submit" size="large" loading={create.isPending} data-testid="pickup-submit">
            {t('pickups.submit')}
          </Button>
          <Button size="large" onClick={() => void navigate(routeUrl('pickup-request') ?? '/')}>
            {t('pickups.cancel')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
