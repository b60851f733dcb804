import {
  locales,
  phoneRule,
  required,
  type FormRule,
  type Locale,
  type Profile,
  withoutSlashes,
} from '@waypost/domain';
import { Button, Card, Form, Input, Select } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { changeLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useUpdateProfile } from '../api/profile';

/** His phone may be left empty; one typed must be a phone. */
const optionalPhone: FormRule = (value) =>
  value === undefined || value === null || String(value).trim() === '' ? null : phoneRule(value);

interface DetailsValues {
  name: string;
  phone: string;
  locale: Locale;
}

/** His name, phone and language; a new language turns the screens to it at once. */
export function ProfileDetailsCard({ profile }: { profile: Profile }) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<DetailsValues>();
  const update = useUpdateProfile();

  const submit = (values: DetailsValues) =>
    update.mutate(values, {
      // Said in the language just chosen, once the screens have turned to it.
      onSuccess: (saved) =>
        void changeLocale(saved.locale).then(() => toast.success(t('profile.saved', { lng: saved.locale }))),
      onError: (error) => {
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
        const fields = (['name', 'phone', 'locale'] as const).filter((name) => error.errors[name]);
        form.setFields(fields.map((name) => ({ name, errors: [...(error.errors[name] ?? [])] })));
        if (fields.length === 0) toast.error(error.displayMessage);
      },
    });

  return (
    <Card title={t('profile.details')}>
      <Form<DetailsValues>
        form={form}
        name="profile"
        layout="vertical"
        initialValues={{ name: profile.name, phone: profile.phone ?? '', locale: profile.locale }}
        onFinish={submit}
      >
        <Form.Item label={t('profile.userName')}>
          <Input value={profile.user_name} disabled data-testid="profile-user-name" />
        </Form.Item>
        <Form.Item name="name" normalize={withoutSlashes} label={t('profile.name')} rules={[rule(required)]}>
          <Input maxLength={120} data-testid="profile-name-input" />
        </Form.Item>
        <Form.Item name="phone" label={t('profile.phone')} rules={[rule(optionalPhone)]}>
          <Input inputMode="tel" data-testid="profile-phone-input" />
        </Form.Item>
        <Form.Item name="locale" label={t('language.label')}>
          <Select
            data-testid="profile-locale-select"
            options={locales.map((locale) => ({ value: locale, label: t(`language.${locale}`) }))}
          />
        </Form.Item>
        <Button type="primary" htmlType="submit" loading={update.isPending} data-testid="profile-save">
          {t('profile.save')}
        </Button>
      </Form>
    </Card>
  );
}
