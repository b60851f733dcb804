import { localizeDigits, type MerchantItem } from '@waypost/domain';
import { Select } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '@/lib/i18n';
import { useMerchantChoices, usePickedMerchant } from './get-merchant-choices';

interface MerchantPickerProps {
  /** The chosen merchant's id (e.g. from the URL), or undefined. */
  value: number | undefined;
  onChange: (merchant: { id: number; name: string } | undefined) => void;
  /** Already translated. */
  placeholder?: string;
  allowClear?: boolean;
  testId?: string;
  width?: number | string;
}

/** The search typed into the picker, once typing pauses: one request per pause, not per key. */
function useSettledSearch(typed: string, delayMs = 300): string {
  const [settled, setSettled] = useState(typed);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(typed), delayMs);
    return () => clearTimeout(timer);
  }, [typed, delayMs]);
  return settled;
}

/**
 * A merchant chosen by name or phone (GET /api/merchant?search=), for the money screens' filters and forms. The
 * chosen merchant stays named while the list shows another search, and one named only by id (a shared link) is
 * looked up to show its name.
 */
export function MerchantPicker({
  value,
  onChange,
  placeholder,
  allowClear = true,
  testId = 'merchant-picker',
  width = 280,
}: MerchantPickerProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [typed, setTyped] = useState('');
  const search = useSettledSearch(typed.trim());
  const choices = useMerchantChoices(search);
  const picked = usePickedMerchant(value);
  const chosen: MerchantItem | undefined = value === undefined ? undefined : picked.data;
  const merchants = [...(chosen ? [chosen] : []), ...(choices.data ?? []).filter((item) => item.id !== value)];

  return (
    <Select
      data-testid={testId}
      aria-label={placeholder ?? t('merchantPicker.placeholder')}
      style={{ width }}
      showSearch={{ filterOption: false, onSearch: setTyped }}
      loading={choices.isFetching}
      allowClear={allowClear}
      placeholder={placeholder ?? t('merchantPicker.placeholder')}
      popupMatchSelectWidth={false}
      notFoundContent={choices.isFetching ? null : t('merchantPicker.none')}
      value={value}
      onChange={(id?: number) => {
        const merchant = merchants.find((item) => item.id === id);
        onChange(merchant ? { id: merchant.id, name: merchant.name } : undefined);
      }}
      options={merchants.map((merchant) => ({
        value: merchant.id,
        label: `${merchant.name} · ${localizeDigits(merchant.phone, locale)}`,
      }))}
    />
  );
}
