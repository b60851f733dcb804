import { DollarOutlined, PlusOutlined, PrinterOutlined } from '@/components/icons/icons';
import {
  canAccessRoute,
  formatKs,
  hasPermission,
  labelConfirmKeys,
  localizeDigits,
  type LabelDetail,
} from '@waypost/domain';
import { Alert, App, Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate, useParams } from 'react-router';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { LabelDeliveriesSection } from '@/features/deliveries/components/label-deliveries-section';
import { LabelBagSection } from '@/features/mailbags/components/label-bag-section';
import { LabelAgentSection } from '@/features/agent-services/components/label-agent-section';
import { LabelMessagesSection } from '@/features/notifications/components/label-messages-section';
import { ApiError } from '@/lib/api-client';
import { routeMeta, routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { translate, useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { repeatSenderUrl } from '../../create/sender-values';
import { useDeleteLabelTransaction } from '../api/delete-label-transaction';
import { useLabel } from '../api/get-label';
import { FeeLines } from '../components/fee-lines';
import { LabelActions } from '../components/label-actions';
import { LabelHistory } from '../components/label-history';
import { LabelMoreDetails } from '../components/label-more-details';
import { addressLines } from '../label-places';

const progressColors = { process: 'blue', ongoing: 'gold', delivered: 'green', returned: 'red' } as const;

function PartyCard({ label, side }: { label: LabelDetail; side: 'source' | 'destination' }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const items = [
    { key: 'name', label: t('labelForm.name'), children: label[`${side}_name`] },
    { key: 'phone', label: t('labelForm.phone'), children: localizeDigits(label[`${side}_phone`], locale) },
    ...(side === 'destination' && label.contact_phone_list.length > 0
      ? [
          {
            key: 'contact',
            label: t('labelForm.contactPhones'),
            children: label.contact_phone_list.map((phone) => localizeDigits(phone, locale)).join(', '),
          },
        ]
      : []),
    {
      key: 'address',
      label: t('labelForm.address'),
      children: (
        <Flex vertical>
          {addressLines(label, side, locale).map((line) => (
            <span key={line.part}>{line.text}</span>
          ))}
        </Flex>
      ),
    },
    ...(side === 'destination'
      ? [
          {
            key: 'po',
            label: t('labelForm.pickupAtPo'),
            children: label.pickup_at_po ? t('labelDetail.yes') : t('labelDetail.no'),
          },
        ]
      : []),
  ];
  return (
    <Card size="small" title={side === 'source' ? t('labelForm.sender') : t('labelForm.receiver')}>
      <Descriptions column={1} size="small" items={items} data-testid={`label-${side}`} />
    </Card>
  );
}

/** /label/detail/{labelId}: fields, fees, history and the actions this user may take (spec §2, §4, §8). */
export function LabelDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { modal } = App.useApp();
  const { branchName } = useDisplayNames();
  const { labelId } = useParams();
  const navigate = useNavigate();
  const user = useCurrentUser();
  const createAccess = routeMeta['label-create'].access;
  const mayCreate = createAccess !== 'guest' && canAccessRoute(user, createAccess);
  // The money trail is finance's and branch heads' (cod.view); counter staff see only where the COD stands.
  const maySeeMoney = hasPermission(user, 'cod.view');
  const id = Number(labelId);
  const query = useLabel(id);
  const deleteMutation = useDeleteLabelTransaction(id);

  if (!Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t('labelDetail.notFound')} data-testid="label-not-found" />;
  }
  if (query.isError) {
    return (
      <Result
        status="error"
        title={t('errors.pageFailed')}
        extra={<Button onClick={() => void query.refetch()}>{t('errors.retry')}</Button>}
      />
    );
  }
  const label = query.data;
  if (!label) return <Skeleton active />;

  const printUrl = routeUrl('label-print', { id: String(label.id) });
  const confirmDelete = (transactionId: number) =>
    void modal.confirm({
      title: translate(locale, labelConfirmKeys.deleteTransaction),
      okText: t('labelDetail.confirmOk'),
      okButtonProps: { danger: true },
      cancelText: t('labelDetail.confirmCancel'),
      onOk: () =>
        deleteMutation.mutate(transactionId, {
          onError: (error) => {
            if (error instanceof ApiError && error.status >= 400 && error.status < 500 && error.status !== 403) {
              toast.error(error.displayMessage);
              void query.refetch();
            }
          },
        }),
    });

  const parcelItems = [
    { key: 'type', label: t('labelForm.labelType'), children: t(`labelType.${label.type}`, { ns: 'domain' }) },
    {
      key: 'accept',
      label: t('labelForm.acceptType'),
      children: t(`acceptType.${label.accept_type}`, { ns: 'domain' }),
    },
    {
      key: 'service',
      label: t('labelForm.serviceType'),
      children: t(`serviceType.${label.service_type}`, { ns: 'domain' }),
    },
    { key: 'item', label: t('labelForm.itemType'), children: t(`itemType.${label.item_type}`, { ns: 'domain' }) },
    {
      key: 'purchase',
      label: t('labelForm.purchaseType'),
      children: t(`purchaseType.${label.purchase_type}`, { ns: 'domain' }),
    },
    {
      key: 'weight',
      label: t('labelForm.weight'),
      children: `${formatNumber(label.weight, locale)} ${t('labelForm.kg')}`,
    },
    ...(label.accept_type === 'cod'
      ? [{ key: 'cod', label: t('labelForm.codAmount'), children: formatKs(label.cod_amount, locale) }]
      : []),
    ...(label.merchant
      ? [
          {
            key: 'merchant',
            label: t('labelDetail.merchant'),
            children: <span data-testid="label-merchant">{label.merchant.name}</span>,
          },
        ]
      : []),
    ...(label.cod_state
      ? [{ key: 'cod_state', label: t('labelDetail.codState'), children: <CodStateTag state={label.cod_state} /> }]
      : []),
    ...(label.services.length > 0
      ? [
          {
            key: 'services',
            label: t('labelForm.services'),
            children: label.services.map((service) => t(`serviceName.${service}`, { ns: 'domain' })).join(', '),
          },
        ]
      : []),
    ...(label.insurance_percent > 0
      ? [
          {
            key: 'insurance',
            label: t('labelForm.insurancePercent'),
            children: `${formatNumber(label.insurance_percent, locale)} %`,
          },
        ]
      : []),
    ...(label.time_request
      ? [
          {
            key: 'time',
            label: t('labelForm.timeRequest'),
            children: `${label.time_request.from} – ${label.time_request.to}`,
          },
        ]
      : []),
    ...(label.include_products
      ? [{ key: 'products', label: t('labelForm.includeProducts'), children: label.include_products }]
      : []),
    ...(label.reference_id ? [{ key: 'ref', label: t('labelForm.referenceId'), children: label.reference_id }] : []),
    ...(label.remark ? [{ key: 'remark', label: t('labelForm.remark'), children: label.remark }] : []),
  ];

  const routeItems = [
    {
      key: 'accept',
      label: t('labelDetail.acceptBranch'),
      children: `${label.accept_branch.code} · ${branchName(label.accept_branch)}`,
    },
    {
      key: 'deliver',
      label: t('labelForm.deliverBranch'),
      children: `${label.deliver_branch.code} · ${branchName(label.deliver_branch)}`,
    },
    ...(label.via_branch
      ? [
          {
            key: 'via',
            label: t('labelDetail.viaBranch'),
            children: `${label.via_branch.code} · ${branchName(label.via_branch)}`,
          },
        ]
      : []),
    {
      key: 'shipping',
      label: t('labelDetail.shippingType'),
      children: t(`shippingType.${label.shipping_type}`, { ns: 'domain' }),
    },
    { key: 'created', label: t('labelDetail.createdAt'), children: formatDateTime(label.created_at, locale) },
    ...(label.creator ? [{ key: 'creator', label: t('labelDetail.creator'), children: label.creator.name }] : []),
    ...(label.delivered_at
      ? [
          {
            key: 'delivered',
            label: t('labelDetail.deliveredAt'),
            children: formatDateTime(label.delivered_at, locale),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap={16} data-testid="label-detail">
      <Flex justify="space-between" align="start" wrap gap={12}>
        <Flex vertical gap={4}>
          <Typography.Title
            level={3}
            style={{ margin: 0 }}
            copyable={{
              text: label.tracking_code,
              // Spec §8: "Copied!" on copy.
              tooltips: [t('copy.copy'), t('copy.copied')],
              onCopy: () => toast.success(t('copy.copied')),
            }}
          >
            <span data-testid="tracking-code">{label.tracking_code}</span>
          </Typography.Title>
          <Flex gap={8} wrap>
            <Tag color={progressColors[label.progress_group]} data-testid="label-status" data-status={label.status}>
              {t(`labelStatus.${label.status}`, { ns: 'domain' })}
            </Tag>
            <Tag data-testid="label-progress" data-progress={label.progress_group}>
              {t(`progressGroup.${label.progress_group}`, { ns: 'domain' })}
            </Tag>
            {label.cod_state && <CodStateTag state={label.cod_state} testId="label-cod-state" />}
          </Flex>
        </Flex>
        <Flex gap={8} wrap>
          {mayCreate && (
            <Button
              icon={<PlusOutlined />}
              onClick={() => void navigate(repeatSenderUrl(label.id))}
              data-testid="label-repeat-sender"
            >
              {t('labelSender.another')}
            </Button>
          )}
          {maySeeMoney && label.cod_state && (
            <Link to={routeUrl('cod-detail', { id: String(label.id) }) ?? '#'} data-testid="label-cod-trail">
              <Button icon={<DollarOutlined />} tabIndex={-1}>
                {t('labelDetail.codTrail')}
              </Button>
            </Link>
          )}
          <Button
            icon={<PrinterOutlined />}
            href={printUrl ?? undefined}
            target="_blank"
            rel="noopener"
            data-testid="label-print-button"
          >
            {t('labelDetail.print')}
          </Button>
        </Flex>
      </Flex>

      <Card size="small" title={t('labelDetail.actions')}>
        {label.allowed_actions.length > 0 ? (
          <LabelActions label={label} onStale={() => void query.refetch()} />
        ) : (
          <Typography.Text type="secondary">{t('labelDetail.noActions')}</Typography.Text>
        )}
      </Card>

      <Row gutter={[16, 16]}>
        <Col xs={24} lg={12}>
          <PartyCard label={label} side="source" />
        </Col>
        <Col xs={24} lg={12}>
          <PartyCard label={label} side="destination" />
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <Card size="small" title={t('labelForm.parcel')}>
              <Descriptions column={1} size="small" items={parcelItems} />
            </Card>
            <Card size="small" title={t('labelDetail.route')}>
              <Descriptions column={1} size="small" items={routeItems} />
            </Card>
            <LabelMoreDetails label={label} />
          </Flex>
        </Col>
        <Col xs={24} lg={12}>
          <Flex vertical gap={16}>
            <Card size="small" title={t('labelDetail.fees')}>
              <FeeLines lines={label.fee_lines} total={label.total_cost} data-testid="label-fees" />
            </Card>
            <Card size="small" title={t('labelDetail.history')}>
              <LabelHistory label={label} onDelete={confirmDelete} deleting={deleteMutation.isPending} />
            </Card>
            {label.partner_hold !== null && (
              <Alert
                type="info"
                showIcon
                data-testid="label-partner"
                title={t(`labelDetail.partner.${label.partner_hold}`, { code: label.mmpost_tracking_code ?? '' })}
              />
            )}
            <LabelBagSection label={label} />
            <LabelAgentSection label={label} />
            <LabelDeliveriesSection labelId={label.id} />
            <LabelMessagesSection labelId={label.id} trackingCode={label.tracking_code} />
          </Flex>
        </Col>
      </Row>
    </Flex>
  );
}
