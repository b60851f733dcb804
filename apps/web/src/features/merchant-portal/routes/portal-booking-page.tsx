import { PrinterOutlined } from '@/components/icons/icons';
import { formatKs, itemTypes, purchaseTypes, serviceTypes, type PortalLabelCreated } from '@waypost/domain';
import { Alert, Button, Card, Checkbox, Descriptions, Flex, Form, Input, Radio, Result, Select, Switch } from 'antd';
import { useState } from 'react';
import type en from '@/i18n/en.json';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { placeName } from '@/components/location-picker/place-path';
import { showFormErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/i18n';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { portalPrintUrl, useCreatePortalLabel, usePortalQuote, usePortalSender } from '../api/portal-booking';
import {
  initialPortalBookingValues,
  portalServiceChoices,
  toPortalLabel,
  toPortalQuote,
  type PortalBookingValues,
} from '../portal-booking-model';

type LabelFormTexts = (typeof en)['labelForm'];

/** The answer's field → the form's field. */
const formFields = {
  source_phone: 'source_phone',
  destination_name: 'destination_name',
  destination_phone: 'destination_phone',
  destination_township: 'destination_township',
  destination_address: 'destination_address',
  service_type: 'service_type',
  item_type: 'item_type',
  purchase_type: 'purchase_type',
  weight: 'weight',
  cod_amount: 'cod_amount',
  merchant_id: 'cod_amount',
  services: 'services',
  reference_id: 'reference_id',
  remark: 'remark',
  preprint_code: 'preprint_code',
} as const satisfies Record<string, keyof PortalBookingValues>;

/**
 * /portal/label/create (issue 30 §2): a member books a label for his merchant on his phone — the sender is the
 * merchant (prefilled, only the phone may change), the receiver, the parcel, COD and services, the fee shown live;
 * once booked, its label to print.
 */
export function PortalBookingPage() {
  const { t } = useTranslation('merchantPortal');
  const { t: common } = useTranslation();
  const label = (key: keyof LabelFormTexts) => common(`labelForm.${key}`);
  const locale = useLocale();
  const [form] = Form.useForm<PortalBookingValues>();
  const sender = usePortalSender().data?.data;
  const values = Form.useWatch([], form) as PortalBookingValues | undefined;
  const quote = usePortalQuote(toPortalQuote(values, sender));
  const create = useCreatePortalLabel();
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const [created, setCreated] = useState<PortalLabelCreated['data'] | null>(null);
  const collectCod = Form.useWatch('collect_cod', form) ?? true;

  const submit = (submitted: PortalBookingValues) => {
    if (!sender) return;
    const fields = toPortalLabel(submitted, sender);
    const idempotencyKey = submissions.start(fields);
    if (!idempotencyKey) return;
    setFailure(null);
    create.mutate(
      { fields, idempotencyKey },
      {
        onSuccess: (answer) => {
          submissions.finish(null);
          setCreated(answer.data);
        },
        onError: (error) => {
          submissions.finish(error);
          showFormErrors(error, { form, fields: formFields, onFailure: setFailure });
        },
      },
    );
  };

  if (created) {
    return (
      <Card>
        <Result
          status="success"
          title={t('booking.created', { code: created.tracking_code })}
          subTitle={t('booking.total', { total: formatKs(created.total_cost, locale) })}
          data-testid="portal-label-created"
          extra={
            <Flex wrap gap={8} justify="center">
              <Button
                type="primary"
                icon={<PrinterOutlined />}
                href={portalPrintUrl([created.id], 'roll')}
                target="_blank"
                data-testid="portal-print-created"
              >
                {t('booking.print')}
              </Button>
              <Button
                onClick={() => {
                  setCreated(null);
                  form.resetFields();
                }}
              >
                {t('booking.another')}
              </Button>
            </Flex>
          }
        />
      </Card>
    );
  }

  return (
    <Form<PortalBookingValues>
      form={form}
      layout="vertical"
      size="large"
      initialValues={initialPortalBookingValues}
      onFinish={submit}
      style={{ maxWidth: 640 }}
      data-testid="portal-booking-form"
    >
      <Card title={label('sender')} size="small" style={{ marginBottom: 16 }}>
        {sender && (
          <Descriptions column={1} size="small" data-testid="portal-sender">
            <Descriptions.Item label={label('name')}>{sender.name}</Descriptions.Item>
            <Descriptions.Item label={label('township')}>{placeName(sender.township, locale)}</Descriptions.Item>
            {sender.address && <Descriptions.Item label={label('address')}>{sender.address}</Descriptions.Item>}
          </Descriptions>
        )}
        <Form.Item name="source_phone" label={label('phone')} extra={t('booking.senderPhoneHint')}>
          <Input inputMode="tel" maxLength={20} placeholder={sender?.phone} data-testid="portal-source-phone" />
        </Form.Item>
      </Card>
      <Card title={label('receiver')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="destination_name" label={label('name')} required>
          <Input maxLength={120} data-testid="portal-destination-name" />
        </Form.Item>
        <Form.Item name="destination_phone" label={label('phone')} required>
          <Input inputMode="tel" maxLength={20} data-testid="portal-destination-phone" />
        </Form.Item>
        <PlacePicker
          names={{ region: 'destination_region', district: 'destination_district', township: 'destination_township' }}
          labels={{ region: label('region'), district: label('district'), township: label('township') }}
          placeholder={label('choose')}
          testIdPrefix="portal-destination"
          col={{ span: 24 }}
          size="large"
        />
        <Form.Item name="destination_address" label={label('address')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 2, maxRows: 4 }} />
        </Form.Item>
      </Card>
      <Card title={t('booking.parcel')} size="small" style={{ marginBottom: 16 }}>
        <Form.Item name="service_type" label={label('serviceType')}>
          <Select
            options={serviceTypes.map((value) => ({ value, label: t(`serviceType.${value}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Form.Item name="item_type" label={label('itemType')}>
          <Radio.Group
            options={itemTypes.map((value) => ({ value, label: t(`itemType.${value}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Form.Item name="weight" label={`${label('weight')} (${label('kg')})`} required>
          <Input inputMode="decimal" data-testid="portal-weight" />
        </Form.Item>
        <Form.Item name="collect_cod" label={t('booking.collectCod')} valuePropName="checked">
          <Switch data-testid="portal-collect-cod" />
        </Form.Item>
        {collectCod && (
          <Form.Item name="cod_amount" label={label('codAmount')} required>
            <Input inputMode="numeric" data-testid="portal-cod-amount" />
          </Form.Item>
        )}
        <Form.Item name="purchase_type" label={label('purchaseType')}>
          <Select
            options={purchaseTypes.map((value) => ({ value, label: t(`purchaseType.${value}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
        <Form.Item name="services" label={label('services')}>
          <Checkbox.Group
            options={portalServiceChoices.map((value) => ({
              value,
              label: t(`serviceName.${value}`, { ns: 'domain' }),
            }))}
          />
        </Form.Item>
        <Form.Item name="reference_id" label={label('referenceId')}>
          <Input maxLength={60} />
        </Form.Item>
        <Form.Item name="preprint_code" label={label('preprintCode')} extra={t('booking.preprintHint')}>
          <Input maxLength={20} />
        </Form.Item>
        <Form.Item name="remark" label={label('remark')}>
          <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} />
        </Form.Item>
      </Card>
      <Flex vertical gap={12}>
        {quote.data && (
          <Alert
            type="info"
            title={t('booking.total', { total: formatKs(quote.data.data.total_cost, locale) })}
            data-testid="portal-fee-total"
          />
        )}
        {quote.isError && <Alert type="warning" title={t('booking.noQuote')} />}
        {failure && <Alert type="error" showIcon title={failure} />}
        <Button type="primary" htmlType="submit" block loading={create.isPending} disabled={!sender}>
          {t('booking.submit')}
        </Button>
      </Flex>
    </Form>
  );
}
