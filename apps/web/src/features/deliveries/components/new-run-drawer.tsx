import { ScanOutlined } from '@/components/icons/icons';
import { deliveryRunMaxLabels, formatKs, localizeDigits, type DeliveryReadyLabel } from '@waypost/domain';
import { Alert, Button, Drawer, Flex, Input, Select, Typography } from 'antd';
import { useState, type KeyboardEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Paginator } from '@/components/paginator/paginator';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useCreateDeliveryRun } from '../api/create-delivery-run';
import { useCouriers } from '../api/get-couriers';
import { getReadyLabels, useReadyLabels } from '../api/get-ready-labels';
import {
  normalizeTrackingCode,
  pickedCodTotal,
  pickLabel,
  runCreateRequestOf,
  scannedLabel,
  togglePicked,
  type PickedLabels,
} from '../run-picking-model';
import { ReadyLabelsTable } from './ready-labels-table';

/**
 * "New run": choose the courier, pick the labels that go out with him (tick them in the ready list, or scan / type
 * their codes: Enter adds one), create → the run's page.
 */
export function NewRunDrawer({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const couriers = useCouriers();
  const [courierId, setCourierId] = useState<number | null>(null);
  const [picked, setPicked] = useState<PickedLabels>([]);
  const [page, setPage] = useState(1);
  const ready = useReadyLabels({ page, per_page: 20 });
  const [scan, setScan] = useState('');
  const [scanning, setScanning] = useState(false);
  const [scanMessage, setScanMessage] = useState<{ type: 'success' | 'warning'; text: string } | null>(null);
  const [failure, setFailure] = useState<string | null>(null);
  const mutation = useCreateDeliveryRun();
  const isPicked = (labelId: number) => picked.some((label) => label.label_id === labelId);

  const add = (label: DeliveryReadyLabel) => {
    const next = pickLabel(picked, label);
    setPicked(next.picked);
    const messages = {
      added: { type: 'success', key: 'deliveries.newRun.scanAdded' },
      duplicate: { type: 'warning', key: 'deliveries.newRun.scanDuplicate' },
      full: { type: 'warning', key: 'deliveries.newRun.full' },
    } as const;
    const message = messages[next.result];
    setScanMessage({
      type: message.type,
      text: t(message.key, { code: label.tracking_code, max: formatNumber(deliveryRunMaxLabels, locale) }),
    });
  };

  const scanCode = async (event: KeyboardEvent<HTMLInputElement>) => {
    event.preventDefault();
    const code = normalizeTrackingCode(scan);
    if (!code || scanning) return;
    setScanning(true);
    try {
      // The ready list on screen is one page of many: the code is looked up on the server.
      const shown = scannedLabel(ready.data?.data ?? [], code);
      const found = shown ?? scannedLabel((await getReadyLabels({ search: code, page: 1, per_page: 20 })).data, code);
      if (found) add(found);
      else setScanMessage({ type: 'warning', text: t('deliveries.newRun.scanNotReady', { code }) });
      setScan('');
    } catch (error) {
      setScanMessage({
        type: 'warning',
        text: error instanceof ApiError ? error.displayMessage : t('deliveries.deliver.networkFailed'),
      });
    } finally {
      setScanning(false);
    }
  };

  const request = runCreateRequestOf(courierId, picked);
  const create = () => {
    if (!request) return;
    setFailure(null);
    mutation.mutate(request, {
      onSuccess: (run) => {
        toast.success(t('deliveries.newRun.created', { id: formatNumber(run.id, locale) }));
        void navigate(routeUrl('delivery-run-detail', { runId: String(run.id) }) ?? '/');
      },
      onError: (error) => {
        if (error instanceof ApiError && error.status >= 400 && error.status < 500) {
          setFailure(error.displayMessage);
          // Someone else may have sent some of these labels out meanwhile.
          void ready.refetch();
        }
      },
    });
  };

  return (
    <Drawer
      open
      size="large"
      title={t('deliveries.newRun.title')}
      onClose={onClose}
      destroyOnHidden
      data-testid="new-run"
      footer={
        <Flex justify="space-between" align="center" gap={8} wrap>
          <Typography.Text data-testid="new-run-summary">
            {t('deliveries.newRun.summary', {
              n: formatNumber(picked.length, locale),
              cod: formatKs(pickedCodTotal(picked), locale),
            })}
          </Typography.Text>
          <Button
            type="primary"
            disabled={!request}
            loading={mutation.isPending}
            onClick={create}
            data-testid="new-run-create"
          >
            {t('deliveries.newRun.create')}
          </Button>
        </Flex>
      }
    >
      <Flex vertical gap={16}>
        <Flex vertical gap={4}>
          <Typography.Text strong id="new-run-courier-label">
            {t('deliveries.field.courier')}
          </Typography.Text>
          <Select<number>
            aria-labelledby="new-run-courier-label"
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('deliveries.newRun.chooseCourier')}
            loading={couriers.isLoading}
            value={courierId ?? undefined}
            onChange={(value) => setCourierId(value)}
            options={(couriers.data ?? []).map((courier) => ({
              value: courier.id,
              label: courier.phone ? `${courier.name} · ${localizeDigits(courier.phone, locale)}` : courier.name,
            }))}
            notFoundContent={t('deliveries.newRun.noCouriers')}
            data-testid="new-run-courier"
          />
        </Flex>
        <Flex vertical gap={4}>
          <Typography.Text strong>
            <label htmlFor="new-run-scan">{t('deliveries.newRun.scan')}</label>
          </Typography.Text>
          <Input
            id="new-run-scan"
            prefix={<ScanOutlined />}
            value={scan}
            autoComplete="off"
            maxLength={20}
            onChange={(event) => setScan(event.target.value)}
            onPressEnter={(event) => void scanCode(event)}
            suffix={scanning ? '…' : undefined}
            data-testid="new-run-scan"
          />
          {scanMessage && (
            <Alert type={scanMessage.type} showIcon title={scanMessage.text} data-testid="new-run-scan-message" />
          )}
        </Flex>
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('deliveries.newRun.picked', { n: formatNumber(picked.length, locale) })}
        </Typography.Title>
        <ReadyLabelsTable
          rows={picked}
          isPicked={() => true}
          onToggle={(label, checked) => setPicked((current) => togglePicked(current, label, checked))}
          testId="new-run-picked"
        />
        <Typography.Title level={5} style={{ margin: 0 }}>
          {t('deliveries.newRun.ready')}
        </Typography.Title>
        {ready.isError && <Alert type="error" showIcon title={t('errors.pageFailed')} />}
        <ReadyLabelsTable
          rows={ready.data?.data ?? []}
          loading={ready.isFetching && !ready.isSuccess}
          isPicked={isPicked}
          onToggle={(label, checked) => setPicked((current) => togglePicked(current, label, checked))}
          testId="new-run-ready"
        />
        {ready.data && ready.data.meta.last_page > 1 && (
          <Paginator
            current={ready.data.current_page}
            last={ready.data.meta.last_page}
            total={ready.data.meta.total}
            onChange={setPage}
          />
        )}
        {failure && <Alert type="error" showIcon title={failure} data-testid="new-run-failure" />}
      </Flex>
    </Drawer>
  );
}
