import type { EmoSettingsRequest } from '@waypost/domain';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { formatKyatInput, kyatInputOf, kyatRule, readKyat } from '@/lib/amount-input';
import { showFormErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useEmoSettings, useSaveEmoSettings } from '../api/emo-api';
import { NumberInput } from '@/components/inputs/number-input';

interface SettingsValues {
  fee_bands: { up_to?: string; fee?: string }[];
  approval_threshold?: string;
  return_days?: number;
}

/** /emo/settings (head office): the EMO fee bands, the payout approval threshold and the return days. */
export function EmoSettingsPage() {
  const { t } = useTranslation();
  const settings = useEmoSettings();
  return (
    <Flex vertical gap={16} data-testid="emo-settings">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.emo-settings')}
      </Typography.Title>
      {settings.data && <SettingsForm initial={settings.data} />}
    </Flex>
  );
}

function SettingsForm({ initial }: { initial: EmoSettingsRequest }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const { withReauth, prompt } = useReauth();
  const save = useSaveEmoSettings(withReauth);
  const [form] = Form.useForm<SettingsValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const kyat = (amount: number) => kyatInputOf(amount, locale);
  const normalize = (value: string) => formatKyatInput(value, locale);

  const submit = (values: SettingsValues) => {
    setFailure(null);
    const request = {
      fee_bands: values.fee_bands.map((band) => ({ up_to: readKyat(band.up_to) ?? 0, fee: readKyat(band.fee) ?? 0 })),
      approval_threshold: readKyat(values.approval_threshold) ?? 0,
      return_days: values.return_days ?? 0,
    };
    save.mutate(request, {
      onSuccess: () => toast.success(t('emo.settings.saved')),
      onError: (error) => {
        if (isReauthCancelled(error)) return;
        showFormErrors(error, { form, fields: ['approval_threshold', 'return_days'], onFailure: setFailure });
      },
    });
  };

  return (
    <Card size="small">
      <Form<SettingsValues>
        form={form}
        name="emo-settings"
        layout="vertical"
        style={{ maxWidth: 520 }}
        initialValues={{
          fee_bands: initial.fee_bands.map((band) => ({ up_to: kyat(band.up_to), fee: kyat(band.fee) })),
          approval_threshold: kyat(initial.approval_threshold),
          return_days: initial.return_days,
        }}
        onFinish={submit}
      >
        <Typography.Text strong>{t('emo.settings.bands')}</Typography.Text>
        <Form.List name="fee_bands">
          {(fields, { add, remove }) => (
            <>
              {fields.map((field) => (
                <Flex key={field.key} gap={8} align="start">
                  <Form.Item
                    name={[field.name, 'up_to']}
                    label={t('emo.settings.upTo')}
                    rules={[rule(kyatRule)]}
                    normalize={normalize}
                  >
                    <Input inputMode="numeric" />
                  </Form.Item>
                  <Form.Item
                    name={[field.name, 'fee']}
                    label={t('emo.field.fee')}
                    rules={[rule(kyatRule)]}
                    normalize={normalize}
                  >
                    <Input inputMode="numeric" />
                  </Form.Item>
                  {fields.length > 1 && (
                    <Button style={{ marginTop: 30 }} onClick={() => remove(field.name)}>
                      {t('emo.settings.remove')}
                    </Button>
                  )}
                </Flex>
              ))}
              <Button onClick={() => add({})} style={{ marginBottom: 16 }}>
                {t('emo.settings.add')}
              </Button>
            </>
          )}
        </Form.List>
        <Form.Item
          name="approval_threshold"
          label={t('emo.settings.threshold')}
          rules={[rule(kyatRule)]}
          normalize={normalize}
        >
          <Input inputMode="numeric" data-testid="emo-settings-threshold" />
        </Form.Item>
        <Form.Item name="return_days" label={t('emo.settings.returnDays')}>
          <NumberInput min={1} max={365} precision={0} data-testid="emo-settings-days" />
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="emo-settings-save">
          {t('emo.settings.save')}
        </Button>
      </Form>
      {prompt}
    </Card>
  );
}
