import { FileSearchOutlined } from '@/components/icons/icons';
import { codFeeTitle, formatKs, localizeDigits } from '@waypost/domain';
import { Button, Card, Col, Descriptions, Flex, Result, Row, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { PostingsTable } from '@/components/ledger-postings/postings-table';
import { CodStateTag } from '@/components/money-tags/cod-state-tag';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useCodLabel } from '../api/get-cod-label';

const termFields = ['cod_amount', 'delivery_charges', 'gate_submit_amount', 'cod_fee', 'cod_charge'] as const;

/** /cod-page-detail/{labelId}: a label's COD money trail — its terms, where it stands, its remittance, its postings. */
export function CodDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName } = useDisplayNames();
  const { id } = useParams();
  const labelId = Number(id);
  const query = useCodLabel(labelId);

  if (!Number.isInteger(labelId) || labelId <= 0 || (query.error instanceof ApiError && query.error.status === 404)) {
    return <Result status="404" title={t('cod.detail.notFound')} data-testid="cod-not-found" />;
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
  const cod = query.data;
  if (!cod) return <Skeleton active />;

  const field = (name: (typeof termFields)[number] | 'merchant' | 'purchase_type') =>
    t(`clearanceField.${name}`, { ns: 'domain' });
  const branch = (ref: { code: string; name_en: string; name_mm: string } | null) =>
    ref ? `${ref.code} · ${branchName(ref)}` : '—';

  const facts = [
    { key: 'merchant', label: field('merchant'), children: cod.merchant.name },
    {
      key: 'state',
      label: t('cod.column.state'),
      children: <CodStateTag state={cod.cod_state} />,
    },
    {
      key: 'status',
      label: t('cod.column.labelStatus'),
      children: t(`labelStatus.${cod.status}`, { ns: 'domain' }),
    },
    {
      key: 'purchase_type',
      label: field('purchase_type'),
      children: t(`purchaseType.${cod.purchase_type}`, { ns: 'domain' }),
    },
    { key: 'fee_version', label: t('cod.detail.codFeeVersion'), children: localizeDigits(cod.cod_fee_version, locale) },
    { key: 'accept', label: t('cod.detail.acceptBranch'), children: branch(cod.accept_branch) },
    { key: 'deliver', label: t('cod.detail.deliverBranch'), children: branch(cod.deliver_branch) },
    { key: 'collect', label: t('cod.column.collectBranch'), children: branch(cod.collect_branch) },
    {
      key: 'collected_at',
      label: t('cod.column.collectedAt'),
      children: cod.collected_at ? formatDateTime(cod.collected_at, locale) : '—',
    },
    { key: 'created_at', label: t('cod.detail.bookedAt'), children: formatDateTime(cod.created_at, locale) },
    {
      key: 'remittance',
      label: t('cod.detail.remittance'),
      children: cod.remittance ? (
        <span data-testid="cod-remittance">
          {`${cod.remittance.bank_ref} · ${formatDateTime(cod.remittance.created_at, locale)}`}
        </span>
      ) : (
        t('cod.detail.notRemitted')
      ),
    },
    {
      key: 'clearance',
      label: t('cod.detail.clearance'),
      children:
        cod.clearance_id === null ? (
          '—'
        ) : (
          <Link
            to={routeUrl('cod-clearance-detail', { transactionId: String(cod.clearance_id) }) ?? '#'}
            data-testid="cod-clearance-link"
          >
            {t('cod.detail.batch', { id: localizeDigits(cod.clearance_id, locale) })}
          </Link>
        ),
    },
  ];

  return (
    <Flex vertical gap={16} data-testid="cod-detail">
      <Flex justify="space-between" align="center" wrap gap={12}>
        <Flex gap={12} align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }}>
            <span data-testid="cod-detail-code">{cod.tracking_code}</span>
          </Typography.Title>
          <CodStateTag state={cod.cod_state} testId="cod-detail-state" />
        </Flex>
        <Link to={routeUrl('label-detail', { labelId: String(cod.label_id) }) ?? '#'} data-testid="cod-label-link">
          <Button icon={<FileSearchOutlined />} tabIndex={-1}>
            {t('cod.detail.labelDetail')}
          </Button>
        </Link>
      </Flex>
      <Row gutter={[16, 16]}>
        <Col xs={24} lg={14}>
          <Card size="small" title={t('cod.detail.facts')}>
            <Descriptions column={1} size="small" items={facts} />
          </Card>
        </Col>
        <Col xs={24} lg={10}>
          <Card size="small" title={t('cod.detail.terms')}>
            <Descriptions
              column={1}
              size="small"
              data-testid="cod-terms"
              items={termFields.map((name) => ({
                key: name,
                // The fee with the rate this label was booked at.
                label: name === 'cod_fee' ? codFeeTitle(locale, [cod.cod_fee_version]) : field(name),
                children: <span data-testid={`cod-term-${name}`}>{formatKs(cod[name], locale)}</span>,
              }))}
            />
          </Card>
        </Col>
      </Row>
      <Card size="small" title={t('cod.detail.postings')}>
        <PostingsTable postings={cod.postings} />
      </Card>
    </Flex>
  );
}
