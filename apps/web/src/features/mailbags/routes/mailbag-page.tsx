import { PrinterOutlined } from '@/components/icons/icons';
import type { MailbagDetail } from '@waypost/domain';
import { Alert, Button, Card, Col, Descriptions, Flex, Result, Row, Spin, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link, useParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useDisplayNames } from '@/lib/display-names';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useMailbag } from '../api/mailbag-queries';
import { useRemoveFromMailbag } from '../api/mailbag-mutations';
import { BagHistory } from '../components/bag-history';
import { BagLabelsTable } from '../components/bag-labels-table';
import { FillDesk } from '../components/fill-desk';
import { OpeningDesk } from '../components/opening-desk';
import { VerificationNote } from '../components/verification-note';
import { bagDeskOf, canCollectSignature } from '../mailbag-desk';

/**
 * A bag (issue 27): its tag and route, and the desk its state offers here — filling at the origin, opening at the
 * destination, the verification note once opened — with its labels and its history.
 */
export function MailbagPage() {
  const { t } = useTranslation();
  const bagId = Number(useParams().bagId);
  const query = useMailbag(bagId);
  if (query.isPending) return <Spin />;
  if (!query.data) return <Result status="404" title={t('mailbag.notFound')} data-testid="bag-not-found" />;
  return <BagView bag={query.data} />;
}

function BagView({ bag }: { bag: MailbagDetail }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { branchName } = useDisplayNames();
  const remove = useRemoveFromMailbag(bag.id);
  const deskUser = { branchId: user.branch?.id ?? null, permissions: user.role.permissions };
  const desk = bagDeskOf(bag, deskUser);
  const when = (value: string | null) => (value ? formatDateTime(value, locale) : '—');
  const route = [bag.origin, ...bag.transit, bag.destination].map((branch) => branch.code).join(' → ');

  return (
    <Flex vertical gap={16} data-testid="bag-page" data-status={bag.status} data-desk={desk}>
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Flex gap={8} align="center" wrap>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="bag-code">
            {bag.bag_text}
          </Typography.Title>
          <Tag color="blue" data-testid="bag-status">
            {t(`mailbagState.${bag.status}`, { ns: 'domain' })}
          </Tag>
          <Tag>{t(`mailCategory.${bag.category}`, { ns: 'domain' })}</Tag>
        </Flex>
        <Link to={routeUrl('mailbag-tag-print', { bagId: String(bag.id) }) ?? '#'} target="_blank">
          <Button icon={<PrinterOutlined />} data-testid="bag-tag-print">
            {t('mailbag.printTag')}
          </Button>
        </Link>
      </Flex>
      {bag.mis_sent_at && (
        <Alert type="warning" showIcon title={t('mailbag.misSentAt', { at: when(bag.mis_sent_at) })} />
      )}
      <Card size="small">
        <Descriptions
          size="small"
          column={{ xs: 1, md: 2, xl: 3 }}
          items={[
            { key: 'route', label: t('mailbag.route'), children: route },
            { key: 'to', label: t('mailbag.destination'), children: branchName(bag.destination) },
            {
              key: 'count',
              label: t('mailbag.labelCount'),
              children: <span data-testid="bag-count">{formatNumber(bag.label_count, locale)}</span>,
            },
            {
              key: 'weight',
              label: t('mailbag.weight'),
              children: bag.weight === null ? '—' : t('mailbag.kgValue', { value: formatNumber(bag.weight, locale) }),
            },
            {
              key: 'dispatch',
              label: t('mailbag.dispatch'),
              children: bag.dispatch_id ? (
                <Link to={routeUrl('dispatch-detail', { dispatchId: String(bag.dispatch_id) }) ?? '#'}>
                  {t('mailbag.dispatchNo', { no: formatNumber(bag.dispatch_no ?? 0, locale) })}
                </Link>
              ) : (
                '—'
              ),
            },
            { key: 'created', label: t('mailbag.createdAt'), children: when(bag.created_at) },
            { key: 'closed', label: t('mailbag.closedAt'), children: when(bag.closed_at) },
            { key: 'received', label: t('mailbag.receivedAt'), children: when(bag.received_at) },
            { key: 'finished', label: t('mailbag.finishedAt'), children: when(bag.finished_at) },
          ]}
        />
      </Card>
      {desk === 'fill' && <FillDesk bag={bag} />}
      {desk === 'open' && <OpeningDesk bag={bag} />}
      {bag.discrepancy && (
        <VerificationNote
          bag={bag}
          note={bag.discrepancy}
          canSign={canCollectSignature(bag, bag.discrepancy.signed_by !== null, deskUser)}
        />
      )}
      <Row gutter={[16, 16]}>
        <Col xs={24} xl={15}>
          <Card size="small" title={t('mailbag.labelsTitle')}>
            <BagLabelsTable
              lines={bag.labels}
              {...(desk === 'fill' ? { onRemove: (line) => remove.mutate(line.id), removing: remove.isPending } : {})}
            />
          </Card>
        </Col>
        <Col xs={24} xl={9}>
          <Card size="small" title={t('mailbag.historyTitle')}>
            <BagHistory events={bag.events} />
          </Card>
        </Col>
      </Row>
    </Flex>
  );
}
