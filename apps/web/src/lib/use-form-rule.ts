import { firstError, type FormRule } from '@waypost/domain';
import { translate, useLocale } from './i18n';

/** Ant Design rules from the domain's form rules: the first failing rule's message, in the reader's language. */
export function useFormRule() {
  const locale = useLocale();
  return (...rules: FormRule[]) => ({
    validator: (_: unknown, value: unknown) => {
      const error = firstError(value, rules);
      return error ? Promise.reject(new Error(translate(locale, error.key, error.params ?? {}))) : Promise.resolve();
    },
  });
}
