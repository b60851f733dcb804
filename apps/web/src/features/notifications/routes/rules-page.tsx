import {
  defaultNotificationRules,
  notificationEvents,
  notificationRecipients,
  notificationRuleMatrix,
  notificationRuleRows,
  type NotificationRuleMatrix,
  type NotificationRules,
} from '@waypost/domain';
import { Alert, Button, Card, Checkbox, Flex, Form, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useRules, useSaveRules } from '../api/notifications-api';
import { NumberInput } from '@/components/inputs/number-input';

/** /notification/rules (notification.manage): who is told what (event × recipient) and the SMS segment limit. */
export function RulesPage() {
  const { t } = useTranslation('notifications');
  const rules = useRules();
  return (
    <Flex vertical gap={12} data-testid="rules-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.notification-rules', { ns: 'translation' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('rules.intro')}
      </Typography.Paragraph>
      {rules.data && <RulesForm key={JSON.stringify(rules.data)} initial={rules.data} />}
    </Flex>
  );
}

function RulesForm({ initial }: { initial: NotificationRules }) {
  const { t } = useTranslation('notifications');
  const save = useSaveRules();
  const [matrix, setMatrix] = useState<NotificationRuleMatrix>(() =>
    notificationRuleMatrix(initial.rules, defaultNotificationRules),
  );
  const [limit, setLimit] = useState(initial.segment_limit);
  const [courierPhone, setCourierPhone] = useState(initial.show_courier_phone);
  const [failure, setFailure] = useState<string | null>(null);

  const submit = () => {
    setFailure(null);
    save.mutate(
      { rules: notificationRuleRows(matrix), segment_limit: limit, show_courier_phone: courierPhone },
      {
        onSuccess: () => toast.success(t('rules.saved')),
        onError: (error) => {
          if (error instanceof ApiError && error.status > 0 && error.status < 500) setFailure(error.displayMessage);
        },
      },
    );
  };

  return (
    <Card size="small">
      <Table
        rowKey="event"
        size="small"
        pagination={false}
        dataSource={notificationEvents.map((event) => ({ event }))}
        data-testid="rules-matrix"
        columns={[
          {
            title: t('field.event'),
            dataIndex: 'event',
            render: (event: (typeof notificationEvents)[number]) => t(`notificationEvent.${event}`, { ns: 'domain' }),
          },
          ...notificationRecipients.map((recipient) => ({
            title: t(`notificationRecipient.${recipient}`, { ns: 'domain' }),
            key: recipient,
            align: 'center' as const,
            render: (_value: unknown, row: { event: (typeof notificationEvents)[number] }) => (
              <Checkbox
                checked={matrix[row.event][recipient]}
                aria-label={`${t(`notificationEvent.${row.event}`, { ns: 'domain' })} · ${t(`notificationRecipient.${recipient}`, { ns: 'domain' })}`}
                onChange={(change) =>
                  setMatrix({ ...matrix, [row.event]: { ...matrix[row.event], [recipient]: change.target.checked } })
                }
                data-testid={`rule-${row.event}-${recipient}`}
              />
            ),
          })),
        ]}
      />
      <Form layout="vertical" style={{ marginTop: 16, maxWidth: 420 }} onFinish={submit}>
        <Form.Item label={t('rules.segmentLimit')} extra={t('rules.segmentLimitHint')}>
          <NumberInput
            min={1}
            max={10}
            precision={0}
            value={limit}
            onChange={(value) => setLimit(Number(value ?? 1))}
            data-testid="rules-segment-limit"
          />
        </Form.Item>
        <Form.Item extra={t('rules.courierPhoneHint')}>
          <Checkbox
            checked={courierPhone}
            onChange={(change) => setCourierPhone(change.target.checked)}
            data-testid="rules-courier-phone"
          >
            {t('rules.courierPhone')}
          </Checkbox>
        </Form.Item>
        {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
        <Button type="primary" htmlType="submit" loading={save.isPending} data-testid="rules-save">
          {t('rules.save')}
        </Button>
      </Form>
    </Card>
  );
}
