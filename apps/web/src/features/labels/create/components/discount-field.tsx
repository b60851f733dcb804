import { formatKs, localizeDigits } from '@waypost/domain';
import { Form, Input, Select, Space, type FormInstance } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { discountRule, formatAmountInput, formFieldOf, type LabelFormValues } from '../label-form-model';
import { useDraftQuote } from './use-draft-quote';

/**
 * The discount off the shipping fee, in percent or kyat. Under it: the most this user may give on this draft, from
 * the server's quote — or, when the draft's discount is past it, the server's refusal, which names the limit — so
 * the clerk sees it before saving.
 */
export function DiscountField({ form }: { form: FormInstance<LabelFormValues> }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const kind = Form.useWatch('discount_kind', form) ?? 'percent';
  const { quote } = useDraftQuote(form);
  const refused =
    quote.error instanceof ApiError
      ? Object.entries(quote.error.errors).find(([field]) => formFieldOf(field) === 'discount_value')?.[1][0]
      : undefined;
  const limit = quote.data?.discount_limit;

  return (
    <Form.Item
      label={t('labelForm.discount')}
      {...(refused ? { validateStatus: 'error' as const, help: refused } : {})}
      extra={
        limit
          ? t('labelForm.discountLimit', {
              percent: localizeDigits(limit.max_percent, locale),
              amount: formatKs(limit.max_amount, locale),
            })
          : undefined
      }
    >
      <Space.Compact block>
        <Form.Item name="discount_kind" noStyle>
          <Select
            style={{ width: 96 }}
            data-testid="discount-kind"
            options={[
              { value: 'percent', label: '%' },
              { value: 'amount', label: t('labelForm.ks') },
            ]}
          />
        </Form.Item>
        <Form.Item name="discount_value" noStyle dependencies={['discount_kind']} rules={[rule(discountRule(kind))]}>
          <Input
            inputMode="numeric"
            data-testid="discount-value"
            onBlur={() =>
              form.setFieldValue('discount_value', formatAmountInput(form.getFieldValue('discount_value'), locale))
            }
          />
        </Form.Item>
      </Space.Compact>
    </Form.Item>
  );
}
