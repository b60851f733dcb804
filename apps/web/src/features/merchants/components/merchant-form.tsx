import { ShopOutlined } from '@/components/icons/icons';
import {
  codFeeVersions,
  formatKs,
  hasPermission,
  merchantReceiverMessages,
  merchantTypes,
  phoneRule,
  required,
  selectRule,
  withoutSlashes,
} from '@waypost/domain';
import type { MerchantItem } from '@waypost/domain';
import { Button, Card, Col, Flex, Form, Input, Radio, Row, Select, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { FormDraftNotice, useConfirmLeave } from '@/components/form-draft/form-draft-notice';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { LogoUpload, useLogoRule } from '@/components/logo/logo-upload';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { useReauth } from '@/components/reauth/use-reauth';
import { useBranchList } from '@/components/search-bar/branch-options';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useFormDraft } from '@/lib/form-draft';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useSaveMerchant } from '../api/save-merchant';
import {
  creditLimitRule,
  formatAmountInput,
  merchantFormErrors,
  merchantFormFields,
  optionalEmailRule,
  toMerchantFormData,
  type MerchantFormValues,
} from '../merchant-form-model';

interface MerchantFormProps {
  /** The merchant being edited; absent for a new one. */
  merchant?: MerchantItem;
  initialValues: Partial<MerchantFormValues>;
}

/** Ant Design gives each field the id `merchant_<field>`. */
const formName = 'merchant';

/**
 * Create and edit a merchant: who it is, where its parcels start, how it is paid (bank details: password again), its
 * shipping credit (set by credit.manage holders for existing merchants only, password again) and its logo.
 */
export function MerchantForm({ merchant, initialValues }: MerchantFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const rule = useFormRule();
  const logoRule = useLogoRule();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const branches = useBranchList();
  const [form] = Form.useForm<MerchantFormValues>();
  const { withReauth, prompt } = useReauth();
  const save = useSaveMerchant(withReauth);
  // The filled form survives a reload and a lost session (issue 26 §5); the logo file cannot be kept.
  const startValues = { ...initialValues, logo: undefined };
  const draft = useFormDraft({
    form,
    name: merchant ? `merchant-${merchant.id}` : 'merchant-new',
    userId: user.id,
    baseline: startValues,
    omit: ['logo'],
  });
  useConfirmLeave(draft);
  const merchantType = Form.useWatch('merchant_type', form) ?? initialValues.merchant_type;
  const name = Form.useWatch('name', form) ?? '';
  const canSetCreditLimit = hasPermission(user, 'credit.manage');
  const creditEditable = canSetCreditLimit && merchantType === 'existing';
  const options = { canSetCreditLimit };
  // Why the limit is text, when it is: a new merchant has none; only credit.manage holders set one.
  const creditNote = creditEditable
    ? t('merchants.creditHint')
    : merchantType === 'new'
      ? t('merchants.creditNewMerchant')
      : canSetCreditLimit
        ? undefined
        : t('merchants.creditFinanceOnly');

  /** Each error under its field; the first one on the page scrolled to and named in a toast. */
  const showErrors = (errors: Readonly<Record<string, readonly string[]>>) => {
    const fields = Object.entries(errors).filter(([field]) => merchantFormFields.includes(field));
    form.setFields(
      fields.map(([field, messages]) => ({ name: field as keyof MerchantFormValues, errors: [...messages] })),
    );
    const [first] = fields;
    if (first) form.scrollToField(first[0], { block: 'center' });
    const message = first?.[1][0] ?? Object.values(errors)[0]?.[0];
    if (message) toast.error(message);
    return message !== undefined;
  };

  const submit = (values: MerchantFormValues) => {
    if (showErrors(merchantFormErrors(values, locale, options))) return;
    save.mutate(
      { id: merchant?.id, form: toMerchantFormData(values, options) },
      {
        onSuccess: (saved) => {
          draft.discard();
          toast.success(t('merchants.saved', { name: saved.name }));
          void navigate(routeUrl('merchants') ?? '/');
        },
        onError: (error) => {
          // Cancelling the password prompt leaves the form as it was.
          if (isReauthCancelled(error) || !(error instanceof ApiError) || error.status === 0 || error.status >= 500) {
            return;
          }
          if (!showErrors(error.errors)) toast.error(error.displayMessage);
        },
      },
    );
  };

  return (
    <Form<MerchantFormValues>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={startValues}
      onValuesChange={draft.save}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const [first] = errorFields;
        if (first?.errors[0]) toast.error(first.errors[0]);
      }}
      scrollToFirstError={{ block: 'center' }}
      data-testid="merchant-form"
    >
      {prompt}
      <FormDraftNotice draft={draft} onDiscard={() => form.resetFields()} />
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {merchant ? t('route.merchant-edit') : t('route.merchant-create')}
      </Typography.Title>
      <Flex vertical gap={16}>
        <Card size="small" title={t('merchants.section.merchant')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="name"
                normalize={withoutSlashes}
                label={t('merchants.field.name')}
                required
                rules={[rule(required)]}
              >
                <Input maxLength={120} data-testid="merchant-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="merchant_type" label={t('merchants.field.type')} required>
                <Radio.Group
                  data-testid="merchant-type"
                  optionType="button"
                  options={merchantTypes.map((type) => ({
                    value: type,
                    label: t(`merchantType.${type}`, { ns: 'domain' }),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="home_branch_id"
                label={t('merchants.field.homeBranch')}
                required
                rules={[rule(selectRule)]}
              >
                <Select
                  data-testid="merchant-home-branch"
                  loading={branches.isLoading}
                  showSearch={{ optionFilterProp: 'label' }}
                  placeholder={t('merchants.choose')}
                  options={(branches.data ?? []).map((branch) => ({
                    value: branch.id,
                    label: `${branch.code} · ${branchName(branch)}`,
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="phone" label={t('merchants.field.phone')} required rules={[rule(phoneRule)]}>
                <Input maxLength={20} inputMode="tel" data-testid="merchant-phone" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item name="email" label={t('merchants.field.email')} rules={[rule(optionalEmailRule)]}>
                <Input maxLength={120} inputMode="email" data-testid="merchant-email" />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="cod_fee_version"
                label={t('merchants.field.codFeeVersion')}
                extra={merchant ? undefined : t('merchants.codFeeVersionHint')}
              >
                <Select
                  data-testid="merchant-cod-fee-version"
                  allowClear={!merchant}
                  placeholder={t('merchants.companyCodFeeVersion')}
                  options={codFeeVersions.map((version) => ({
                    value: version,
                    label: t('merchants.codFeeVersion', { version }),
                  }))}
                />
              </Form.Item>
            </Col>
            <Col xs={24} md={12}>
              <Form.Item
                name="receiver_messages"
                label={t('merchants.field.receiverMessages')}
                extra={t('merchants.receiverMessagesHint')}
              >
                <Radio.Group
                  data-testid="merchant-receiver-messages"
                  options={merchantReceiverMessages.map((choice) => ({
                    value: choice,
                    label: t(`merchantReceiverMessages.${choice}`, { ns: 'domain' }),
                  }))}
                />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('merchants.section.address')}>
          <Typography.Paragraph type="secondary">{t('merchants.addressHint')}</Typography.Paragraph>
          <Row gutter={12}>
            <PlacePicker
              names={{ region: 'region', district: 'district', township: 'township_id' }}
              labels={{
                region: t('merchants.field.region'),
                district: t('merchants.field.district'),
                township: t('merchants.field.township'),
              }}
              placeholder={t('merchants.choose')}
              testIdPrefix="merchant"
              col={{ xs: 24, md: 8 }}
            />
            <Col span={24}>
              <Form.Item name="address" label={t('merchants.field.address')}>
                <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} data-testid="merchant-address" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('merchants.section.bank')}>
          <Typography.Paragraph type="secondary">{t('merchants.bankHint')}</Typography.Paragraph>
          <Row gutter={12}>
            <Col xs={24} md={8}>
              <Form.Item name="bank_name" normalize={withoutSlashes} label={t('merchants.field.bankName')}>
                <Input maxLength={80} data-testid="merchant-bank-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item
                name="bank_account_name"
                normalize={withoutSlashes}
                label={t('merchants.field.bankAccountName')}
              >
                <Input maxLength={120} data-testid="merchant-bank-account-name" />
              </Form.Item>
            </Col>
            <Col xs={24} md={8}>
              <Form.Item name="bank_account_number" label={t('merchants.field.bankAccountNumber')}>
                <Input maxLength={40} data-testid="merchant-bank-account-number" />
              </Form.Item>
            </Col>
          </Row>
        </Card>

        <Card size="small" title={t('merchants.section.credit')}>
          <Row gutter={12}>
            <Col xs={24} md={12}>
              <Form.Item
                name="credit_limit"
                label={t('merchants.field.creditLimit')}
                rules={creditEditable ? [rule(creditLimitRule)] : []}
                extra={creditNote}
              >
                {creditEditable ? (
                  <Input
                    inputMode="numeric"
                    suffix={t('merchants.ks')}
                    data-testid="merchant-credit-limit"
                    onBlur={(event) =>
                      form.setFieldValue('credit_limit', formatAmountInput(event.target.value, locale))
                    }
                  />
                ) : (
                  <CreditText amount={merchantType === 'new' ? 0 : (merchant?.credit_limit ?? 0)} />
                )}
              </Form.Item>
            </Col>
            {merchant && merchant.credit_balance !== null && (
              <Col xs={24} md={12}>
                <Form.Item label={t('merchants.field.creditBalance')}>
                  <Typography.Text data-testid="merchant-credit-balance">
                    {formatKs(merchant.credit_balance, locale)}
                  </Typography.Text>
                </Form.Item>
              </Col>
            )}
          </Row>
        </Card>

        <Card size="small" title={t('merchants.section.logo')}>
          <Form.Item name="logo" style={{ marginBottom: 0 }} rules={[logoRule]}>
            <LogoUpload
              currentUrl={merchant?.logo_url ?? null}
              name={name}
              icon={<ShopOutlined />}
              inputTestId="merchant-logo-input"
              logoTestId="merchant-logo"
            />
          </Form.Item>
        </Card>

        <Flex justify="end">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending} data-testid="merchant-submit">
            {t('merchants.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}

function CreditText({ amount }: { amount: number }) {
  const locale = useLocale();
  return <Typography.Text data-testid="merchant-credit-limit-text">{formatKs(amount, locale)}</Typography.Text>;
}
