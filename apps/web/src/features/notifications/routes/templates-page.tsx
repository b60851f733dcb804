import {
  localizeDigits,
  notificationChannels,
  notificationEvents,
  notificationLocales,
  notificationVariables,
  type NotificationChannel,
  type NotificationEvent,
  type NotificationLocale,
  type NotificationTemplate,
} from '@waypost/domain';
import {
  Alert,
  Button,
  Card,
  Col,
  Descriptions,
  Flex,
  Form,
  Input,
  Row,
  Segmented,
  Select,
  Tag,
  Typography,
} from 'antd';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useRules, useSaveTemplate, useTemplatePreview, useTemplates } from '../api/notifications-api';
import { insertVariable, previewWarnings } from '../notifications-model';

const oneOf = <T extends string>(values: readonly T[], value: string | null, fallback: T): T =>
  value !== null && (values as readonly string[]).includes(value) ? (value as T) : fallback;

/** A value once it has stopped changing for `delayMs`: one preview request per pause in typing, not per key. */
function useSettled<T>(value: T, delayMs = 300): T {
  const [settled, setSettled] = useState(value);
  useEffect(() => {
    const timer = setTimeout(() => setSettled(value), delayMs);
    return () => clearTimeout(timer);
  }, [value, delayMs]);
  return settled;
}

/**
 * /notification/templates?event=&channel=&locale= (notification.manage): head office's message texts, one per event ×
 * channel × language, with a live preview (the text filled with sample values, its characters, encoding and SMS
 * parts, a warning past the segment limit or for unknown variables). A text typed in Zawgyi is refused on save.
 */
export function TemplatesPage() {
  const { t } = useTranslation('notifications');
  const [params, setParams] = useSearchParams();
  const event = oneOf<NotificationEvent>(notificationEvents, params.get('event'), 'label.out_for_delivery');
  const channel = oneOf<NotificationChannel>(notificationChannels, params.get('channel'), 'sms');
  const locale = oneOf<NotificationLocale>(notificationLocales, params.get('locale'), 'mm');
  const templates = useTemplates();
  const template = templates.data?.find(
    (item) => item.event === event && item.channel === channel && item.locale === locale,
  );
  const choose = (next: Partial<Record<'event' | 'channel' | 'locale', string>>) =>
    setParams({ event, channel, locale, ...next }, { replace: true });

  return (
    <Flex vertical gap={12} data-testid="templates-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.notification-templates', { ns: 'translation' })}
      </Typography.Title>
      <Typography.Paragraph type="secondary" style={{ margin: 0, maxWidth: 760 }}>
        {t('templates.intro')}
      </Typography.Paragraph>
      <Flex gap={8} wrap align="center">
        <Select
          style={{ minWidth: 220 }}
          aria-label={t('field.event')}
          value={event}
          onChange={(value) => choose({ event: value })}
          options={notificationEvents.map((value) => ({
            value,
            label: t(`notificationEvent.${value}`, { ns: 'domain' }),
          }))}
          data-testid="template-event"
        />
        <Segmented
          value={channel}
          onChange={(value) => choose({ channel: value })}
          options={notificationChannels.map((value) => ({
            value,
            label: t(`notificationChannel.${value}`, { ns: 'domain' }),
          }))}
          data-testid="template-channel"
        />
        <Segmented
          value={locale}
          onChange={(value) => choose({ locale: value })}
          options={notificationLocales.map((value) => ({ value, label: t(`templates.language.${value}`) }))}
          data-testid="template-locale"
        />
      </Flex>
      {template && (
        <TemplateEditor key={`${event}/${channel}/${locale}/${template.updated_at ?? ''}`} template={template} />
      )}
    </Flex>
  );
}

function TemplateEditor({ template }: { template: NotificationTemplate }) {
  const { t } = useTranslation('notifications');
  const uiLocale = useLocale();
  const digits = (value: number) => localizeDigits(value, uiLocale);
  const rules = useRules();
  const save = useSaveTemplate();
  const [body, setBody] = useState(template.body);
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const caret = useRef<number | null>(null);
  const settled = useSettled(body);
  // A real parcel to fill the preview from (its tracking code), or sample values.
  const [parcel, setParcel] = useState('');
  const settledParcel = useSettled(parcel.trim());
  const preview = useTemplatePreview({
    event: template.event,
    channel: template.channel,
    locale: template.locale,
    body: settled,
    ...(settledParcel === '' ? {} : { tracking_code: settledParcel }),
  });
  // The preview refuses what saving would refuse (a Zawgyi text): its message shows in place of the preview.
  const previewError =
    preview.error instanceof ApiError && preview.error.status > 0 && preview.error.status < 500
      ? preview.error.displayMessage
      : null;
  const shown = body.trim() === '' || previewError ? undefined : preview.data;
  const warnings = previewWarnings(body, shown, rules.data?.segment_limit);

  const submit = () => {
    setFieldError(null);
    setFailure(null);
    save.mutate(
      { key: template, body },
      {
        onSuccess: () => toast.success(t('templates.saved')),
        onError: (error) => {
          if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
          const first = error.errors.body?.[0];
          if (first) setFieldError(first);
          else setFailure(error.displayMessage);
        },
      },
    );
  };

  return (
    <Row gutter={[16, 16]}>
      <Col xs={24} lg={14}>
        <Card
          size="small"
          title={t('templates.body')}
          extra={
            template.is_default ? (
              <Tag data-testid="template-default">{t('templates.default')}</Tag>
            ) : (
              <Typography.Text type="secondary">
                {t('templates.updated', {
                  at: template.updated_at ? formatDateTime(template.updated_at, uiLocale) : '',
                  name: template.updated_by_name ?? '',
                })}
              </Typography.Text>
            )
          }
        >
          <Form layout="vertical" onFinish={submit}>
            <Form.Item validateStatus={fieldError ? 'error' : undefined} help={fieldError ?? undefined}>
              <Input.TextArea
                value={body}
                rows={6}
                maxLength={1000}
                showCount={{ formatter: ({ count, maxLength }) => `${digits(count)} / ${digits(maxLength ?? 0)}` }}
                aria-label={t('templates.body')}
                onChange={(change) => {
                  setBody(change.target.value);
                  caret.current = change.target.selectionStart;
                  setFieldError(null);
                }}
                onSelect={(selection) => {
                  caret.current = selection.currentTarget.selectionStart;
                }}
                data-testid="template-body"
              />
            </Form.Item>
            <Typography.Text strong>{t('templates.variables')}</Typography.Text>
            <Flex gap={6} wrap style={{ margin: '8px 0 16px' }} data-testid="template-variables">
              {notificationVariables.map((name) => (
                <Button
                  key={name}
                  size="small"
                  title={t(`variables.${name}`)}
                  onClick={() => {
                    const next = insertVariable(body, name, caret.current);
                    caret.current = next.caret;
                    setBody(next.body);
                  }}
                >
                  {`{{${name}}}`}
                </Button>
              ))}
            </Flex>
            {failure && <Alert type="error" showIcon title={failure} style={{ marginBottom: 12 }} />}
            <Button
              type="primary"
              htmlType="submit"
              loading={save.isPending}
              disabled={body.trim() === ''}
              data-testid="template-save"
            >
              {t('templates.save')}
            </Button>
          </Form>
        </Card>
      </Col>
      <Col xs={24} lg={10}>
        <Card size="small" title={t('templates.preview')} data-testid="template-preview">
          <Flex vertical gap={12}>
            <Input
              allowClear
              value={parcel}
              onChange={(change) => setParcel(change.target.value)}
              placeholder={t('templates.previewParcel')}
              aria-label={t('templates.previewParcel')}
              data-testid="template-preview-parcel"
            />
            <Typography.Paragraph
              style={{
                whiteSpace: 'pre-wrap',
                margin: 0,
                padding: 12,
                background: 'rgba(0, 0, 0, 0.04)',
                borderRadius: 8,
              }}
              data-testid="template-preview-text"
            >
              {shown?.text ?? ''}
            </Typography.Paragraph>
            {shown && (
              <Descriptions size="small" column={1} bordered>
                <Descriptions.Item label={t('templates.characters')}>
                  <span data-testid="template-characters">{digits(shown.characters)}</span>
                </Descriptions.Item>
                <Descriptions.Item label={t('templates.encoding')}>
                  {t(`templates.encodingName.${shown.encoding}`)}
                </Descriptions.Item>
                {template.channel === 'sms' && (
                  <Descriptions.Item label={t('templates.segments')}>
                    <span data-testid="template-segments" data-segments={shown.segments}>
                      {digits(shown.segments)}
                    </span>
                  </Descriptions.Item>
                )}
              </Descriptions>
            )}
            {previewError && <Alert type="error" showIcon title={previewError} data-testid="template-preview-error" />}
            {warnings.map((warning) => (
              <Alert
                key={warning.kind}
                type="warning"
                showIcon
                data-testid={`template-warning-${warning.kind}`}
                title={
                  warning.kind === 'empty'
                    ? t('templates.empty')
                    : warning.kind === 'unknown_variables'
                      ? t('notification.unknownVariable', { ns: 'domain', names: warning.names })
                      : t('notification.overSegmentLimit', {
                          ns: 'domain',
                          segments: digits(warning.segments),
                          limit: digits(warning.limit),
                        })
                }
              />
            ))}
          </Flex>
        </Card>
      </Col>
    </Row>
  );
}
