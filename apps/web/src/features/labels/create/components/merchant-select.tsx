import { localizeDigits, type MerchantItem } from '@waypost/domain';
import { Form, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { useMerchantChoices } from '../api/search-merchants';
import type { LabelFormValues } from '../label-form-model';
import { senderValuesOfMerchant } from '../sender-values';
import { useDebounced } from './use-debounced';

/**
 * The merchant a COD label is booked for (required; its COD is paid out to it and its COD fee version prices the
 * label), found by name or phone. Choosing one fills the sender block with the merchant's details, as the saved
 * sender offer does.
 */
export function MerchantSelect() {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const form = Form.useFormInstance<LabelFormValues>();
  const [typed, setTyped] = useState('');
  const search = useDebounced(typed.trim(), 300);
  const choices = useMerchantChoices(search);
  // The chosen merchant stays named in the select while the list shows another search.
  const [chosen, setChosen] = useState<MerchantItem | null>(null);
  const merchants = [...(chosen ? [chosen] : []), ...(choices.data ?? []).filter((item) => item.id !== chosen?.id)];

  const choose = (id: number | undefined) => {
    const merchant = merchants.find((item) => item.id === id) ?? null;
    setChosen(merchant);
    if (!merchant) return;
    form.setFields(
      Object.entries(senderValuesOfMerchant(merchant)).map(([field, value]) => ({
        name: field as keyof LabelFormValues,
        value,
        errors: [],
      })),
    );
  };

  return (
    <Form.Item
      name="merchant_id"
      label={t('labelForm.merchant')}
      required
      rules={[rule((value) => (value === undefined || value === null ? { key: 'label.merchantRequired' } : null))]}
      extra={t('labelForm.merchantHint')}
    >
      <Select
        data-testid="merchant-select"
        showSearch={{ filterOption: false, onSearch: setTyped }}
        loading={choices.isFetching}
        allowClear
        placeholder={t('labelForm.merchantPlaceholder')}
        notFoundContent={choices.isFetching ? null : t('labelForm.merchantNone')}
        onChange={(value?: number) => choose(value)}
        options={merchants.map((merchant) => ({
          value: merchant.id,
          label: `${merchant.name} · ${localizeDigits(merchant.phone, locale)}`,
        }))}
      />
    </Form.Item>
  );
}
