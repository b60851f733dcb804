import { PlusOutlined, SendOutlined } from '@/components/icons/icons';
import type { MailbagListQuery, MailbagSummary } from '@waypost/domain';
import { Alert, Button, Checkbox, Flex } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useMailbagList } from '../api/mailbag-queries';
import {
  handOverCheckOf,
  keptSelection,
  selectableForHandOver,
  toggledSelection,
  type HandOverReady,
} from '../transfer-model';
import { useTransferText } from '../use-transfer-text';
import { HandOverModal } from './hand-over-modal';
import { NewBagModal } from './new-bag-modal';
import { TransferCode } from './transfer-code';
import { BagStateTag } from './transfer-tags';

/**
 * The "preparing" tab: bags not handed over yet, newest first. The desk opens a new bag here, and ticks closed bags
 * of one destination to hand them to a carrier together.
 */
export function PreparingBags({
  query,
  branchId,
  canPrepare,
}: {
  query: MailbagListQuery;
  /** The signed-in desk's branch: only its own bags can be ticked. */
  branchId: number | null;
  /** The desk may open bags and hand them over (its own branch's outgoing side). */
  canPrepare: boolean;
}) {
  const { t } = useTranslation();
  const text = useTransferText();
  const list = useMailbagList(query);
  const bags = list.data?.data ?? [];
  const [picked, setPicked] = useState<ReadonlySet<number>>(new Set());
  const [creating, setCreating] = useState(false);
  // What the hand-over dialog took when it opened: it stays while the list refreshes without the bags it sent.
  const [handing, setHanding] = useState<{ bags: MailbagSummary[]; check: HandOverReady } | null>(null);
  // Ticks of bags that left or vanished from the list drop out on their own.
  const selected = keptSelection(picked, bags, branchId);
  const chosen = bags.filter((bag) => selected.has(bag.id));
  const check = handOverCheckOf(chosen);

  const columns: DataTableColumn<MailbagSummary>[] = [
    ...(canPrepare
      ? [
          {
            key: 'pick',
            title: t('transfer.bags.pick'),
            width: 56,
            render: (bag: MailbagSummary) =>
              selectableForHandOver(bag, branchId) ? (
                <Checkbox
                  checked={selected.has(bag.id)}
                  onChange={() => setPicked(toggledSelection(selected, bag.id))}
                  aria-label={t('transfer.bags.pickBag', { bag: bag.bag_text })}
                  data-testid="bag-pick"
                />
              ) : null,
          },
        ]
      : []),
    {
      key: 'code',
      title: t('transfer.field.bag'),
      render: (bag) => (
        <Link to={routeUrl('mailbag-detail', { bagId: String(bag.id) }) ?? '#'} data-testid="bag-link">
          <TransferCode>{bag.bag_text}</TransferCode>
        </Link>
      ),
    },
    { key: 'route', title: t('transfer.field.route'), render: (bag) => text.route(bag.origin, bag.destination) },
    {
      key: 'destination',
      title: t('transfer.field.destination'),
      wrap: true,
      render: (bag) => text.branchName(bag.destination),
    },
    {
      key: 'category',
      title: t('transfer.field.category'),
      render: (bag) => t(`mailCategory.${bag.category}`, { ns: 'domain' }),
    },
    { key: 'state', title: t('transfer.field.state'), render: (bag) => <BagStateTag state={bag.status} /> },
    {
      key: 'labels',
      title: t('transfer.field.labels'),
      align: 'right',
      render: (bag) => text.count(bag.label_count),
    },
    { key: 'weight', title: t('transfer.field.weight'), align: 'right', render: (bag) => text.kg(bag.weight) },
    { key: 'created', title: t('transfer.field.opened'), fold: true, render: (bag) => text.dateTime(bag.created_at) },
  ];

  return (
    <Flex vertical gap={12} data-testid="preparing-bags">
      {canPrepare && (
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Flex gap={8} wrap>
            <Button type="primary" icon={<PlusOutlined />} onClick={() => setCreating(true)} data-testid="bag-new">
              {t('transfer.bags.new')}
            </Button>
            <Button
              icon={<SendOutlined />}
              disabled={!check.ok}
              onClick={() => check.ok && setHanding({ bags: chosen, check })}
              data-testid="bags-hand-over"
            >
              {t('transfer.bags.handOver', { n: text.count(selected.size) })}
            </Button>
          </Flex>
          {!check.ok && check.problem === 'mixedDestinations' ? (
            <Alert type="warning" showIcon title={t('transfer.bags.mixed')} data-testid="bags-mixed" />
          ) : (
            <span>{t('transfer.bags.pickHint')}</span>
          )}
        </Flex>
      )}
      {list.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
      <DataTable
        testId="transfer-bags"
        rows={bags}
        rowKey={(bag) => String(bag.id)}
        columns={columns}
        loading={list.isPending}
        startIndex={1}
        emptyHint={canPrepare ? t('transfer.bags.emptyHint') : undefined}
      />
      {creating && branchId !== null && <NewBagModal originId={branchId} onClose={() => setCreating(false)} />}
      {handing && (
        <HandOverModal
          bags={handing.bags}
          check={handing.check}
          onClose={() => setHanding(null)}
          onHandedOver={() => setPicked(new Set())}
        />
      )}
    </Flex>
  );
}
