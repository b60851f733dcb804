import {
  acceptTypes,
  codFeeRule,
  insurancePercentRule,
  itemTypes,
  labelLimits,
  labelTypes,
  offeredServices,
  purchaseTypeOptions,
  selectRule,
  serviceTypeOptions,
  weightRule,
  type PurchaseType,
  type ServiceType,
} from '@waypost/domain';
import { Card, Checkbox, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useTranslation } from 'react-i18next';
import { TimeRangePicker } from '@/components/date-picker/date-picker';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { formatAmountInput, initialLabelFormValues, type LabelFormValues } from '../label-form-model';
import { DiscountField } from './discount-field';

/** What is sent and how: label, accept, service and payment types, weight, COD, insurance, discount, services. */
export function ParcelCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const form = Form.useFormInstance<LabelFormValues>();
  const labelType = Form.useWatch('type', form) ?? initialLabelFormValues.type!;
  const acceptType = Form.useWatch('accept_type', form) ?? initialLabelFormValues.accept_type!;
  const gateSubmit = Form.useWatch('gate_submit', form) ?? false;
  const purchaseOptions = purchaseTypeOptions({ acceptType, labelType, gateSubmit });
  const serviceOptions = serviceTypeOptions(labelType);
  const enumOptions = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Card title={t('labelForm.parcel')} size="small">
      <Row gutter={12}>
        <Col xs={24} md={8}>
          <Form.Item name="type" label={t('labelForm.labelType')} required rules={[rule(selectRule)]}>
            <Select
              data-testid="label-type"
              options={enumOptions(labelTypes, (value) => t(`labelType.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="accept_type" label={t('labelForm.acceptType')}>
            <Radio.Group
              data-testid="accept-type"
              optionType="button"
              options={enumOptions(acceptTypes, (value) => t(`acceptType.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="item_type" label={t('labelForm.itemType')}>
            <Radio.Group
              optionType="button"
              options={enumOptions(itemTypes, (value) => t(`itemType.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="service_type" label={t('labelForm.serviceType')} required rules={[rule(selectRule)]}>
            <Select<ServiceType>
              data-testid="service-type"
              options={enumOptions(serviceOptions, (value) => t(`serviceType.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="purchase_type" label={t('labelForm.purchaseType')} required rules={[rule(selectRule)]}>
            <Select<PurchaseType>
              data-testid="purchase-type"
              options={enumOptions(purchaseOptions, (value) => t(`purchaseType.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item
            name="weight"
            label={t('labelForm.weight')}
            required
            rules={[rule(weightRule(labelLimits.minWeightKg, labelLimits.maxWeightKg))]}
          >
            <Input inputMode="decimal" suffix={t('labelForm.kg')} data-testid="weight" />
          </Form.Item>
        </Col>
        {acceptType === 'cod' && (
          <Col xs={24} md={8}>
            <Form.Item
              name="cod_amount"
              label={t('labelForm.codAmount')}
              required
              rules={[rule(codFeeRule(labelLimits.minCodAmount, labelLimits.maxCodAmount))]}
            >
              <Input
                inputMode="numeric"
                suffix={t('labelForm.ks')}
                data-testid="cod-amount"
                onBlur={() =>
                  form.setFieldValue('cod_amount', formatAmountInput(form.getFieldValue('cod_amount'), locale))
                }
              />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={8}>
          <Form.Item
            name="insurance_percent"
            label={t('labelForm.insurancePercent')}
            rules={[rule(insurancePercentRule)]}
          >
            <Input inputMode="numeric" suffix="%" data-testid="insurance-percent" />
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <DiscountField form={form} />
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="time_request" label={t('labelForm.timeRequest')}>
            <TimeRangePicker style={{ width: '100%' }} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="services" label={t('labelForm.services')}>
            <Checkbox.Group
              data-testid="services"
              options={enumOptions(offeredServices, (value) => t(`serviceName.${value}`, { ns: 'domain' }))}
            />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="instant_deliver" label={t('labelForm.instantDeliver')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="gate_submit" label={t('labelForm.gateSubmit')} valuePropName="checked">
            <Switch data-testid="gate-submit" />
          </Form.Item>
        </Col>
        <Col xs={8}>
          <Form.Item name="flight_service" label={t('labelForm.flightService')} valuePropName="checked">
            <Switch />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="include_products" label={t('labelForm.includeProducts')}>
            <Input maxLength={300} />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="reference_id" label={t('labelForm.referenceId')}>
            <Input maxLength={60} />
          </Form.Item>
        </Col>
        <Col span={24}>
          <Form.Item name="remark" label={t('labelForm.remark')}>
            <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 4 }} />
          </Form.Item>
        </Col>
      </Row>
    </Card>
  );
}
