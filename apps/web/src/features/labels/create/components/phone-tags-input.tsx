import { canonicalPhone, formLimits, localizeDigits } from '@waypost/domain';
import { Flex, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { translate, useLocale } from '@/lib/i18n';

interface PhoneTagsInputProps {
  value?: string[];
  onChange?: (value: string[]) => void;
  max?: number;
  id?: string;
  'data-testid'?: string;
}

/**
 * Spec §5 phone tags: a number is added on Enter or when the box loses focus, each checked with the phone rule, at
 * most `max` (2); each tag can be removed. An invalid or surplus entry stays in the box with the field's error.
 */
export function PhoneTagsInput({
  value = [],
  onChange,
  max = formLimits.phoneTagLimit,
  id,
  'data-testid': testId,
}: PhoneTagsInputProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [draft, setDraft] = useState('');
  const [invalid, setInvalid] = useState(false);
  const full = value.length >= max;

  const commit = () => {
    if (draft.trim() === '') return;
    // Kept in the stored form, whichever way it was typed (+959…, 959…, Myanmar digits).
    const phone = canonicalPhone(draft);
    if (full || !phone) {
      setInvalid(true);
      return;
    }
    if (!value.includes(phone)) onChange?.([...value, phone]);
    setDraft('');
    setInvalid(false);
  };

  return (
    <Flex vertical gap={8} data-testid={testId}>
      {value.length > 0 && (
        <Flex wrap gap={4}>
          {value.map((phone) => (
            <Tag
              key={phone}
              closable
              onClose={() => onChange?.(value.filter((item) => item !== phone))}
              data-testid="phone-tag"
            >
              {phone}
            </Tag>
          ))}
        </Flex>
      )}
      <Input
        id={id}
        value={draft}
        status={invalid ? 'error' : undefined}
        disabled={full}
        inputMode="tel"
        placeholder={
          full
            ? t('labelForm.phoneTagsFull', { max: localizeDigits(max, locale) })
            : t('labelForm.phoneTagsPlaceholder')
        }
        onChange={(event) => {
          setDraft(event.target.value);
          setInvalid(false);
        }}
        onPressEnter={(event) => {
          event.preventDefault();
          commit();
        }}
        onBlur={commit}
      />
      {invalid && (
        <Typography.Text type="danger">
          {full
            ? translate(locale, 'validation.phoneTagLimitErrorMessage', { max })
            : translate(locale, 'validation.phoneErrorMessage')}
        </Typography.Text>
      )}
    </Flex>
  );
}
