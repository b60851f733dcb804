import { PhoneOutlined } from '@/components/icons/icons';
import { hasPermission, localizeDigits, type CallReason, type FailedDeliveryItem } from '@waypost/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCallCase } from '../api/get-call-case';
import { CallForm } from '../components/call-form';
import { CallHistory } from '../components/call-history';
import { CallOutcomeTag, CallReasonTag } from '../components/call-case-tags';
import { caseIdFrom, isCallReason } from '../call-list-url';

/** /call-list/{type}/detail/{callID}: a case — the label, its phones to tap, the call form and every call so far. */
export function CallDetailPage() {
  const { type, callID } = useParams();
  const caseId = caseIdFrom(callID);
  if (!isCallReason(type) || caseId === null) return <NotFound />;
  return <CallDetail key={`${type}-${caseId}`} type={type} caseId={caseId} />;
}

function NotFound() {
  const { t } = useTranslation();
  return <Result status="404" title={t('callLogs.detail.notFound')} data-testid="call-case-not-found" />;
}

function CallDetail({ type, caseId }: { type: CallReason; caseId: number }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const query = useCallCase(type, caseId);

  if (query.error instanceof ApiError && query.error.status === 404) return <NotFound />;
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const callCase = query.data;
  if (!callCase) return <Skeleton active />;
  const open = callCase.state === 'open';

  const facts = [
    {
      key: 'tracking_code',
      label: t('callLogs.column.trackingCode'),
      children: (
        <Link
          to={routeUrl('label-detail', { labelId: String(callCase.label_id) }) ?? '#'}
          data-testid="call-label-link"
        >
          <Typography.Text code>{callCase.tracking_code}</Typography.Text>
        </Link>
      ),
    },
    { key: 'reason', label: t('callLogs.column.reason'), children: <CallReasonTag reason={callCase.reason} /> },
    {
      key: 'state',
      label: t('callLogs.detail.state'),
      children: (
        <Tag color={open ? 'processing' : 'success'} data-testid="call-case-state" data-state={callCase.state}>
          {t(`callCaseState.${callCase.state}`, { ns: 'domain' })}
        </Tag>
      ),
    },
    {
      key: 'status',
      label: t('callLogs.column.status'),
      children: t(`labelStatus.${callCase.status}`, { ns: 'domain' }),
    },
    { key: 'receiver', label: t('callLogs.column.receiver'), children: callCase.receiver_name },
    { key: 'sender', label: t('callLogs.column.sender'), children: callCase.sender_name },
    {
      key: 'branch',
      label: t('callLogs.column.branch'),
      children: `${callCase.branch.code} · ${branchName(callCase.branch)}`,
    },
    {
      key: 'calls',
      label: t('callLogs.column.calls'),
      children: <span data-testid="call-case-count">{formatNumber(callCase.call_count, locale)}</span>,
    },
    {
      key: 'last_outcome',
      label: t('callLogs.column.lastOutcome'),
      children: callCase.last_outcome ? <CallOutcomeTag outcome={callCase.last_outcome} /> : '—',
    },
    {
      key: 'call_again_at',
      label: t('callLogs.column.callAgainAt'),
      children: (
        <span data-testid="call-case-call-again-at">
          {callCase.call_again_at ? formatDateTime(callCase.call_again_at, locale) : '—'}
        </span>
      ),
    },
    { key: 'created_at', label: t('callLogs.column.createdAt'), children: formatDateTime(callCase.created_at, locale) },
  ];

  return (
    <Flex vertical gap={12} data-testid="call-detail" data-case-id={callCase.id} data-state={callCase.state}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('callLogs.detail.title', { code: callCase.tracking_code })}
      </Typography.Title>
      <Row gutter={[12, 12]}>
        <Col xs={24} lg={14}>
          <Flex vertical gap={12}>
            <Card size="small" title={t('callLogs.detail.label')}>
              <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={facts} />
            </Card>
            {callCase.last_failed_delivery && <FailedDeliveryCard failed={callCase.last_failed_delivery} />}
            <Card size="small" title={t('callLogs.detail.phones')} data-testid="call-phones">
              <Flex gap={8} wrap>
                {callCase.phones.map((phone) => (
                  <Button
                    key={phone.phone}
                    href={`tel:${phone.phone}`}
                    icon={<PhoneOutlined />}
                    size="large"
                    aria-label={t('callLogs.detail.callPhone', {
                      kind: t(`callLogs.phoneKind.${phone.kind}`),
                      phone: localizeDigits(phone.phone, locale),
                    })}
                    data-testid="call-phone-link"
                  >
                    {`${t(`callLogs.phoneKind.${phone.kind}`)} · ${localizeDigits(phone.phone, locale)}`}
                  </Button>
                ))}
              </Flex>
            </Card>
          </Flex>
        </Col>
        <Col xs={24} lg={10}>
          {open && hasPermission(user, 'call-log.manage') ? (
            <CallForm callCase={callCase} phones={callCase.phones} />
          ) : (
            <Card size="small" data-testid="call-case-closed">
              <Typography.Text type="secondary">
                {open ? t('callLogs.detail.viewOnly') : t('callLogs.detail.closed')}
              </Typography.Text>
            </Card>
          )}
        </Col>
      </Row>
      <Card size="small" title={t('callLogs.history.title')}>
        <CallHistory calls={callCase.calls} />
      </Card>
    </Flex>
  );
}

/** What the courier reported when the delivery failed: the caller reads it before calling the receiver. */
function FailedDeliveryCard({ failed }: { failed: FailedDeliveryItem }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = [
    { key: 'courier', label: t('callLogs.detail.failedCourier'), children: failed.courier.name },
    {
      key: 'reason',
      label: t('callLogs.detail.failedReason'),
      children: failed.failure_reason ? t(`deliveryFailureReason.${failed.failure_reason}`, { ns: 'domain' }) : '—',
    },
    {
      key: 'note',
      label: t('callLogs.detail.failedNote'),
      children: <span data-testid="call-failed-delivery-note">{failed.note ?? '—'}</span>,
    },
    {
      key: 'at',
      label: t('callLogs.detail.failedAt'),
      children: failed.finished_at ? formatDateTime(failed.finished_at, locale) : '—',
    },
  ];
  return (
    <Card size="small" title={t('callLogs.detail.failedDelivery')} data-testid="call-failed-delivery">
      <Descriptions size="small" column={{ xs: 1, sm: 2 }} items={items} />
    </Card>
  );
}
