import { InputNumber, type InputNumberProps } from 'antd';
import { useLocale } from '@/lib/i18n';
import { countInputProps } from '@/lib/count-input';

/**
 * The app's number field (spec §5): arrow up and down do not change the number (a cashier moving through a form with
 * the arrows must not alter a count), Myanmar digits are read and shown (lib/count-input). Props pass to InputNumber.
 */
export function NumberInput(props: InputNumberProps) {
  const locale = useLocale();
  return <InputNumber {...countInputProps(locale)} {...props} />;
}
