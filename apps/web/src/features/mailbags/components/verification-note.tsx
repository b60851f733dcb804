import type { DiscrepancyNote, MailbagDetail } from '@waypost/domain';
import { Alert, Button, Card, Descriptions, Flex, Form, Input, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { showFormErrors } from '@/lib/form-errors';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useSignVerification } from '../api/mailbag-mutations';

interface SignValues {
  user_name: string;
  password: string;
}

/** The bag's verification note (CN 43 style): what was missing and extra, the weight, and its two officers. */
export function VerificationNote({
  bag,
  note,
  canSign,
}: {
  bag: MailbagDetail;
  note: DiscrepancyNote;
  canSign: boolean;
}) {
  const { t } = useTranslation();
  const locale = useLocale();
  const sign = useSignVerification(bag.id);
  const [form] = Form.useForm<SignValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const codes = (labels: DiscrepancyNote['missing']) =>
    labels.length === 0 ? (
      <Typography.Text type="secondary">{t('mailbag.note.none')}</Typography.Text>
    ) : (
      <Flex gap={4} wrap>
        {labels.map((label) => (
          <Link key={label.id} to={routeUrl('label-detail', { labelId: String(label.id) }) ?? '#'}>
            <Tag>{label.tracking_code}</Tag>
          </Link>
        ))}
      </Flex>
    );

  return (
    <Card
      size="small"
      title={t('mailbag.note.title')}
      extra={
        <Link
          to={routeUrl('mailbag-note-print', { bagId: String(bag.id) }) ?? '#'}
          target="_blank"
          data-testid="bag-note-print"
        >
          {t('mailbag.note.print')}
        </Link>
      }
      data-testid="verification-note"
    >
      <Flex vertical gap={12}>
        <Descriptions
          column={1}
          size="small"
          items={[
            {
              key: 'missing',
              label: t('mailbag.note.missing'),
              children: <span data-testid="note-missing">{codes(note.missing)}</span>,
            },
            {
              key: 'extra',
              label: t('mailbag.note.extra'),
              children: <span data-testid="note-extra">{codes(note.extra)}</span>,
            },
            {
              key: 'weight',
              label: t('mailbag.note.weightDifference'),
              children:
                note.weight_difference === null ? (
                  t('mailbag.note.notWeighed')
                ) : (
                  <Typography.Text type={note.weight_off ? 'danger' : undefined}>
                    {t('mailbag.kgValue', { value: formatNumber(note.weight_difference, locale) })}
                  </Typography.Text>
                ),
            },
            ...(note.note ? [{ key: 'remark', label: t('mailbag.note.remark'), children: note.note }] : []),
            { key: 'opened', label: t('mailbag.note.openedBy'), children: note.opened_by?.name ?? '—' },
            {
              key: 'signed',
              label: t('mailbag.note.signedBy'),
              children: note.signed_by ? (
                <span data-testid="note-signed-by">
                  {note.signed_by.name}
                  {note.signed_at ? ` · ${formatDateTime(note.signed_at, locale)}` : ''}
                </span>
              ) : (
                <Tag color="warning">{t('mailbag.note.unsigned')}</Tag>
              ),
            },
          ]}
        />
        {canSign && (
          <Card size="small" type="inner" title={t('mailbag.note.signTitle')}>
            <Typography.Paragraph type="secondary">{t('mailbag.note.signHint')}</Typography.Paragraph>
            <Form
              form={form}
              layout="vertical"
              style={{ maxWidth: 360 }}
              autoComplete="off"
              data-testid="note-sign-form"
              onFinish={(values) => {
                setFailure(null);
                sign.mutate(values, {
                  onSuccess: () => form.resetFields(),
                  onError: (error) =>
                    showFormErrors(error, { form, fields: ['user_name', 'password'], onFailure: setFailure }),
                });
              }}
            >
              <Form.Item
                name="user_name"
                label={t('mailbag.note.signUser')}
                rules={[{ required: true, message: t('mailbag.note.required') }]}
              >
                <Input autoComplete="off" data-testid="note-sign-user" />
              </Form.Item>
              <Form.Item
                name="password"
                label={t('mailbag.note.signPassword')}
                rules={[{ required: true, message: t('mailbag.note.required') }]}
              >
                <Input.Password autoComplete="new-password" data-testid="note-sign-password" />
              </Form.Item>
              {failure && <Alert type="error" showIcon title={failure} />}
              <Button type="primary" htmlType="submit" loading={sign.isPending} data-testid="note-sign">
                {t('mailbag.note.sign')}
              </Button>
            </Form>
          </Card>
        )}
      </Flex>
    </Card>
  );
}
