import type { MailbagDetail } from '@waypost/domain';
import { Alert, Button, Card, Flex, Form, Input, Modal, Progress } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { showFormErrors } from '@/lib/form-errors';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { mailbagKeys } from '../api/mailbag-keys';
import { scanOpenedLabel, useFinishOpening } from '../api/mailbag-mutations';
import { ScanPanel } from './scan-panel';

interface FinishValues {
  weight?: string;
  note?: string;
}

/**
 * Opening the bag at its destination: each label scanned arrives here (one not in the bag's list is an extra, taken
 * in all the same); finishing makes the verification note — what was listed and not scanned waits as missing.
 */
export function OpeningDesk({ bag }: { bag: MailbagDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const queryClient = useQueryClient();
  const finish = useFinishOpening(bag.id);
  const [form] = Form.useForm<FinishValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const listed = bag.labels.filter((line) => !line.extra);
  const scanned = listed.filter((line) => line.opened).length;
  const unscanned = listed.length - scanned;

  const submit = (values: FinishValues) => {
    setFailure(null);
    // The weight goes as typed (a decimal comma is read by the server); empty fields are left out.
    const request = {
      ...(values.weight ? { weight: values.weight } : {}),
      ...(values.note ? { note: values.note } : {}),
    };
    const run = () =>
      finish.mutate(request, {
        onError: (error) => showFormErrors(error, { form, fields: ['weight', 'note'], onFailure: setFailure }),
      });
    if (unscanned === 0) return run();
    Modal.confirm({
      title: t('mailbag.open.confirmTitle'),
      content: t('mailbag.open.confirmMissing', { shown: formatNumber(unscanned, locale) }),
      okText: t('mailbag.open.finish'),
      cancelText: t('mailbag.open.keepScanning'),
      onOk: run,
    });
  };

  return (
    <Flex vertical gap={12}>
      <Progress
        percent={listed.length === 0 ? 100 : Math.round((scanned / listed.length) * 100)}
        format={() => `${formatNumber(scanned, locale)} / ${formatNumber(listed.length, locale)}`}
        data-testid="bag-open-progress"
      />
      <ScanPanel
        testId="bag-open"
        label={t('mailbag.open.scanLabel')}
        placeholder={t('mailbag.open.scanPlaceholder')}
        okTitle={t('mailbag.open.arrived')}
        onScan={async (code) => {
          const answer = await scanOpenedLabel(bag.id, code);
          void queryClient.invalidateQueries({ queryKey: mailbagKeys.bag(bag.id) });
          const status = t(`labelStatus.${answer.label.status}`, { ns: 'domain' });
          return {
            state: answer.already ? 'already' : 'ok',
            text: answer.extra ? t('mailbag.open.extra', { status }) : status,
          };
        }}
      />
      <Card size="small" title={t('mailbag.open.finishTitle')}>
        <Form form={form} layout="vertical" onFinish={submit} data-testid="bag-finish-form" style={{ maxWidth: 480 }}>
          <Form.Item name="weight" label={t('mailbag.open.weight')} extra={t('mailbag.open.weightHint')}>
            <Input inputMode="decimal" style={{ width: 140 }} suffix={t('mailbag.kg')} data-testid="bag-open-weight" />
          </Form.Item>
          <Form.Item name="note" label={t('mailbag.open.note')}>
            <Input.TextArea rows={2} maxLength={500} data-testid="bag-open-note" />
          </Form.Item>
          {failure && <Alert type="error" showIcon title={failure} />}
          <Button type="primary" htmlType="submit" loading={finish.isPending} data-testid="bag-finish">
            {t('mailbag.open.finish')}
          </Button>
        </Form>
      </Card>
    </Flex>
  );
}
