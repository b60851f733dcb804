import type { MailbagDetail } from '@waypost/domain';
import { Alert, Button, Card, Flex, Form, Input, Typography } from 'antd';
import { useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { showFormErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/i18n';
import { mailbagKeys } from '../api/mailbag-keys';
import { scanIntoMailbag, useCloseMailbag } from '../api/mailbag-mutations';
import { ScanPanel } from './scan-panel';

/**
 * Filling the bag at its origin: every label scanned goes in at once or is refused with its reason (the server checks
 * in the order); the bag is closed with its weight in kg (a decimal comma is fine).
 */
export function FillDesk({ bag }: { bag: MailbagDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const close = useCloseMailbag(bag.id);
  const [form] = Form.useForm<{ weight: string }>();
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <Flex vertical gap={12}>
      <ScanPanel
        testId="bag-fill"
        label={t('mailbag.fill.scanLabel')}
        placeholder={t('mailbag.fill.scanPlaceholder')}
        okTitle={t('mailbag.fill.inBag')}
        onScan={async (code) => {
          const answer = await scanIntoMailbag(bag.id, code);
          void queryClient.invalidateQueries({ queryKey: mailbagKeys.bag(bag.id) });
          return {
            state: answer.already ? 'already' : 'ok',
            text: t('mailbag.fill.count', { shown: formatNumber(answer.count, locale) }),
          };
        }}
      />
      <Card size="small" title={t('mailbag.fill.closeTitle')}>
        <Form
          form={form}
          layout="inline"
          onFinish={(values) => {
            setFailure(null);
            close.mutate(values.weight, {
              onError: (error) => showFormErrors(error, { form, fields: ['weight'], onFailure: setFailure }),
            });
          }}
          data-testid="bag-close-form"
        >
          <Form.Item
            name="weight"
            label={t('mailbag.fill.weight')}
            rules={[{ required: true, message: t('mailbag.fill.weightRequired') }]}
          >
            <Input inputMode="decimal" style={{ width: 140 }} suffix={t('mailbag.kg')} data-testid="bag-weight" />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={close.isPending}
            disabled={bag.label_count === 0}
            data-testid="bag-close"
          >
            {t('mailbag.fill.close')}
          </Button>
        </Form>
        {failure && <Alert type="error" showIcon title={failure} data-testid="bag-close-failure" />}
        {bag.label_count === 0 && <Typography.Text type="secondary">{t('mailbag.fill.emptyHint')}</Typography.Text>}
      </Card>
    </Flex>
  );
}
