import { countryOptions, deliveryTypes, ratingTypes } from '@waypost/domain';
import { Card, Col, Form, Input, Radio, Row, Select, Switch } from 'antd';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { formatAmountInput, initialLabelFormValues, type LabelFormValues } from '../label-form-model';

const flags = ['flat', 'finish_item', 'transaction_label', 'with_smart_invoice'] as const;
const flagLabels = {
  flat: 'labelForm.flat',
  finish_item: 'labelForm.finishItem',
  transaction_label: 'labelForm.transactionLabel',
  with_smart_invoice: 'labelForm.withSmartInvoice',
} as const satisfies Record<(typeof flags)[number], string>;

/**
 * The last fields of spec §3 (issue 30 §5): the item's name, the COD code, where and how it is delivered and rated,
 * its handling flags, the compensation agreed, each end's country and the sender's temporary address.
 */
export function MoreDetailsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const form = Form.useFormInstance<LabelFormValues>();
  const acceptType = Form.useWatch('accept_type', form) ?? initialLabelFormValues.accept_type!;
  const withTempAddress = Form.useWatch('with_temp_address', form) ?? false;
  const countries = useMemo(
    () => countryOptions(locale).map(({ code, name }) => ({ value: code, label: `${name} (${code})` })),
    [locale],
  );
  const countrySelect = (testId: string) => (
    <Select showSearch optionFilterProp="label" options={countries} data-testid={testId} />
  );

  return (
    <Card title={t('labelForm.moreDetails')} size="small" data-testid="label-more-details">
      <Row gutter={12}>
        <Col xs={24} md={12}>
          <Form.Item name="item_name" label={t('labelForm.itemName')}>
            <Input maxLength={120} data-testid="item-name" />
          </Form.Item>
        </Col>
        {acceptType === 'cod' && (
          <Col xs={24} md={12}>
            <Form.Item name="cod_code" label={t('labelForm.codCode')}>
              <Input maxLength={40} data-testid="cod-code" />
            </Form.Item>
          </Col>
        )}
        <Col xs={24} md={12}>
          <Form.Item name="delivery_type" label={t('labelForm.deliveryType')}>
            <Radio.Group
              optionType="button"
              data-testid="delivery-type"
              options={deliveryTypes.map((value) => ({ value, label: t(`deliveryType.${value}`, { ns: 'domain' }) }))}
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={12}>
          <Form.Item name="rating_type" label={t('labelForm.ratingType')}>
            <Radio.Group
              optionType="button"
              options={ratingTypes.map((value) => ({ value, label: t(`ratingType.${value}`, { ns: 'domain' }) }))}
            />
          </Form.Item>
        </Col>
        {flags.map((flag) => (
          <Col xs={12} md={6} key={flag}>
            <Form.Item name={flag} label={t(flagLabels[flag])} valuePropName="checked">
              <Switch data-testid={`flag-${flag}`} />
            </Form.Item>
          </Col>
        ))}
        <Col xs={24} md={12}>
          <Form.Item name="compensation_fee" label={t('labelForm.compensationFee')}>
            <Input
              inputMode="numeric"
              suffix={t('labelForm.ks')}
              data-testid="compensation-fee"
              onBlur={() =>
                form.setFieldValue(
                  'compensation_fee',
                  formatAmountInput(form.getFieldValue('compensation_fee'), locale),
                )
              }
            />
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="source_alpha_3_code" label={t('labelForm.sourceCountry')}>
            {countrySelect('source-country')}
          </Form.Item>
        </Col>
        <Col xs={24} md={6}>
          <Form.Item name="destination_alpha_3_code" label={t('labelForm.destinationCountry')}>
            {countrySelect('destination-country')}
          </Form.Item>
        </Col>
        <Col xs={24} md={8}>
          <Form.Item name="with_temp_address" label={t('labelForm.withTempAddress')} valuePropName="checked">
            <Switch data-testid="with-temp-address" />
          </Form.Item>
        </Col>
        {withTempAddress && (
          <Col xs={24} md={16}>
            <Form.Item name="temp_address" label={t('labelForm.tempAddress')} required>
              <Input.TextArea maxLength={500} autoSize={{ minRows: 1, maxRows: 3 }} data-testid="temp-address" />
            </Form.Item>
          </Col>
        )}
      </Row>
    </Card>
  );
}
