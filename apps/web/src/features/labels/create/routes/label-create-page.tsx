import {
  acceptTypes,
  codFeeRule,
  firstError,
  itemTypes,
  labelLimits,
  labelTypes,
  numberRule,
  parseNumberInput,
  phoneRule,
  phoneTagsRule,
  purchaseTypeOptions,
  required,
  selectRule,
  serviceTypeOptions,
  translate,
  weightRule,
  type FormRule,
  type PurchaseType,
  type ServiceType,
} from '@waypost/domain';
import { Button, Card, Checkbox, Col, Flex, Form, Input, Radio, Row, Select, Switch, Typography } from 'antd';
import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TimeRangePicker } from '../../../../components/date-picker/date-picker';
import { ApiError } from '../../../../lib/api-client';
import { routeUrl } from '../../../../lib/app-routes';
import { useDisplayNames } from '../../../../lib/display-names';
import { useLocale } from '../../../../lib/i18n';
import { toast } from '../../../../lib/toast';
import { useBranches } from '../api/get-branches';
import { useCreateLabel } from '../api/create-label';
import { DiscountField } from '../components/discount-field';
import { FeePreview } from '../components/fee-preview';
import { LocationPicker } from '../components/location-picker';
import { PhoneTagsInput } from '../components/phone-tags-input';
import {
  branchServing,
  draftErrors,
  formFieldOf,
  initialLabelFormValues,
  offeredServices,
  toLabelDraft,
  type LabelFormValues,
  type PlacePath,
} from '../label-form-model';

/** A fresh Idempotency-Key (getRandomValues works on plain-HTTP intranet hosts too, unlike randomUUID). */
function newIdempotencyKey(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return `label-${Array.from(bytes, (byte) => byte.toString(16).padStart(2, '0')).join('')}`;
}

const percentRule: FormRule = (value) => {
  if (value === undefined || value === null || String(value).trim() === '') return null;
  const number = parseNumberInput(value);
  if (number === null) return numberRule(value);
  return Number.isInteger(number) && number >= 0 && number <= 100 ? null : { key: 'validation.invalidErrorMessage' };
};

/** /label/create: the counter form — sender, receiver, parcel, services — with the live fee preview (spec §2, §3, §5). */
export function LabelCreatePage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const { branchName } = useDisplayNames();
  const [form] = Form.useForm<LabelFormValues>();
  const branches = useBranches();
  const createMutation = useCreateLabel();
  // One key per version of the form: a double click or a retry of the same values cannot create a second label.
  const idempotencyKey = useRef<string | null>(null);

  const labelType = Form.useWatch('type', form) ?? initialLabelFormValues.type!;
  const acceptType = Form.useWatch('accept_type', form) ?? initialLabelFormValues.accept_type!;
  const gateSubmit = Form.useWatch('gate_submit', form) ?? false;
  const purchaseOptions = purchaseTypeOptions({ acceptType, labelType, gateSubmit });
  const serviceOptions = serviceTypeOptions(labelType);

  const rule = (...rules: FormRule[]) => ({
    validator: (_: unknown, value: unknown) => {
      const error = firstError(value, rules);
      return error ? Promise.reject(new Error(translate(locale, error.key, error.params ?? {}))) : Promise.resolve();
    },
  });

  const keepOptionsValid = (values: LabelFormValues) => {
    const purchase = purchaseTypeOptions({
      acceptType: values.accept_type,
      labelType: values.type,
      gateSubmit: values.gate_submit,
    });
    if (!purchase.includes(values.purchase_type)) form.setFieldValue('purchase_type', purchase[0]);
    const service = serviceTypeOptions(values.type);
    if (!service.includes(values.service_type)) form.setFieldValue('service_type', service[0]);
  };

  const preselectBranch = (path: PlacePath) => {
    const branch = path.township && branches.data ? branchServing(branches.data, path) : undefined;
    form.setFields([{ name: 'deliver_branch_id', value: branch?.id, errors: [] }]);
  };

  const showErrors = (errors: Readonly<Record<string, readonly string[]>>) => {
    const known = new Set([...Object.keys(form.getFieldsValue(true)), 'discount_value']);
    form.setFields(
      Object.entries(errors)
        .map(([field, messages]) => [formFieldOf(field), messages] as const)
        .filter(([field]) => known.has(field))
        .map(([field, messages]) => ({ name: field as keyof LabelFormValues, errors: [...messages] })),
    );
  };

  const submit = (values: LabelFormValues) => {
    const errors = draftErrors(values, locale);
    const first = Object.values(errors)[0]?.[0];
    if (first) {
      showErrors(errors);
      toast.error(first);
      return;
    }
    idempotencyKey.current ??= newIdempotencyKey();
    createMutation.mutate(
      { draft: toLabelDraft(values), idempotencyKey: idempotencyKey.current },
      {
        onSuccess: (label) => {
          toast.success(t('labelForm.created', { code: label.tracking_code }));
          void navigate(routeUrl('label-detail', { labelId: String(label.id) }) ?? '/');
        },
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          showErrors(error.errors);
          toast.error(error.displayMessage);
        },
      },
    );
  };

  const enumOptions = <T extends string>(values: readonly T[], label: (value: T) => string) =>
    values.map((value) => ({ value, label: label(value) }));

  return (
    <Form<LabelFormValues>
      form={form}
      name="label"
      layout="vertical"
      initialValues={initialLabelFormValues}
      scrollToFirstError
      onValuesChange={(_changed, values) => {
        idempotencyKey.current = null;
        keepOptionsValid(values);
      }}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const first = errorFields[0]?.errors[0];
        if (first) toast.error(first);
      }}
      data-testid="label-create-form"
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {t('route.label-create')}
      </Typography.Title>
      <Row gutter={16}>
        <Col xs={24} xl={16}>
          <Flex vertical gap={16}>
            <Card title={t('labelForm.sender')} size="small">
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name="source_name" label={t('labelForm.name')} rules={[rule(required)]}>
                    <Input maxLength={120} data-testid="source-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="source_phone" label={t('labelForm.phone')} rules={[rule(phoneRule)]}>
                    <Input maxLength={20} inputMode="tel" data-testid="source-phone" />
                  </Form.Item>
                </Col>
              </Row>
              <LocationPicker side="source" />
            </Card>

            <Card title={t('labelForm.receiver')} size="small">
              <Row gutter={12}>
                <Col xs={24} md={12}>
                  <Form.Item name="destination_name" label={t('labelForm.name')} rules={[rule(required)]}>
                    <Input maxLength={120} data-testid="destination-name" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="destination_phone" label={t('labelForm.phone')} rules={[rule(phoneRule)]}>
                    <Input maxLength={20} inputMode="tel" data-testid="destination-phone" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item
                    name="contact_phone_list"
                    label={t('labelForm.contactPhones')}
                    rules={[rule(phoneTagsRule())]}
                  >
                    <PhoneTagsInput data-testid="contact-phones" />
                  </Form.Item>
                </Col>
                <Col xs={24} md={12}>
                  <Form.Item name="pickup_at_po" label={t('labelForm.pickupAtPo')} valuePropName="checked">
                    <Switch data-testid="pickup-at-po" />
                  </Form.Item>
                </Col>
              </Row>
              <LocationPicker side="destination" onTownshipChange={preselectBranch} />
            </Card>

            <Card title={t('labelForm.parcel')} size="small">
              <Row gutter={12}>
                <Col xs={24} md={8}>
                  <Form.Item name="type" label={t('labelForm.labelType')} rules={[rule(selectRule)]}>
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
                  <Form.Item name="service_type" label={t('labelForm.serviceType')} rules={[rule(selectRule)]}>
                    <Select<ServiceType>
                      data-testid="service-type"
                      options={enumOptions(serviceOptions, (value) => t(`serviceType.${value}`, { ns: 'domain' }))}
                    />
                  </Form.Item>
                </Col>
                <Col xs={24} md={8}>
                  <Form.Item name="purchase_type" label={t('labelForm.purchaseType')} rules={[rule(selectRule)]}>
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
                      rules={[rule(codFeeRule(labelLimits.minCodAmount, labelLimits.maxCodAmount))]}
                    >
                      <Input inputMode="numeric" suffix={t('labelForm.ks')} data-testid="cod-amount" />
                    </Form.Item>
                  </Col>
                )}
                <Col xs={24} md={8}>
                  <Form.Item
                    name="insurance_percent"
                    label={t('labelForm.insurancePercent')}
                    rules={[rule(percentRule)]}
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
          </Flex>
        </Col>

        <Col xs={24} xl={8}>
          <Flex vertical gap={16} style={{ position: 'sticky', top: 16 }}>
            <Card size="small" title={t('labelForm.deliverBranch')}>
              <Form.Item
                name="deliver_branch_id"
                rules={[rule(selectRule)]}
                extra={t('labelForm.deliverBranchHint')}
                style={{ marginBottom: 0 }}
              >
                <Select
                  data-testid="deliver-branch"
                  loading={branches.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('labelForm.choose')}
                  options={(branches.data ?? []).map((branch) => ({
                    value: branch.id,
                    label: `${branch.code} · ${branchName(branch)}`,
                  }))}
                />
              </Form.Item>
            </Card>
            <FeePreview form={form} />
            <Button
              type="primary"
              htmlType="submit"
              size="large"
              block
              loading={createMutation.isPending}
              data-testid="label-submit"
            >
              {t('labelForm.submit')}
            </Button>
          </Flex>
        </Col>
      </Row>
    </Form>
  );
}
