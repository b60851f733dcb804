import { formatKs, type GateCandidate, type GateSubmitState } from '@waypost/domain';
import { Alert, Button, Card, Flex, Form, Input, Segmented, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ScanPanel } from '@/features/mailbags/components/scan-panel';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { routeUrl } from '@/lib/app-routes';
import { formatDateTime, formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { scanForGate, useGates, useGateSlips, useSubmitToGate } from '../api/gate-api';

interface HandOverForm {
  gate_id?: number;
  vehicle_no?: string;
  driver_phone?: string;
  departs_at?: string;
}

/** A `datetime-local` value (Yangon wall-clock time, as the clerk reads the bus ticket) as an ISO time. */
const yangonTime = (value: string) => `${value.length === 16 ? `${value}:00` : value}+06:30`;

/**
 * The spec's "gate submit" screen (issue 28 §1): the clerk picks the bus gate, scans the parcels for it (each answered
 * at once: taken, or why it may not go), writes the bus and its departure and hands them over — then prints the slip.
 * Below, the branch's slips: the open ones wait for the gate's report.
 */
export function GateSubmitPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const gates = useGates();
  const submit = useSubmitToGate();
  const submissions = useIdempotentSubmissions();
  const [form] = Form.useForm<HandOverForm>();
  const [picked, setPicked] = useState<GateCandidate[]>([]);
  const [failure, setFailure] = useState<string | null>(null);
  const [state, setState] = useState<GateSubmitState>('open');
  const slips = useGateSlips({ state });
  const activeGates = (gates.data?.data ?? []).filter((gate) => gate.active);

  const handOver = async () => {
    const values = await form.validateFields();
    setFailure(null);
    const request = {
      gate_id: values.gate_id!,
      label_ids: picked.map((label) => label.id),
      vehicle_no: values.vehicle_no ?? '',
      driver_phone: values.driver_phone ?? '',
      departs_at: yangonTime(values.departs_at ?? ''),
    };
    const key = submissions.start(request);
    if (key === null) return;
    submit.mutate(
      { request, idempotencyKey: key },
      {
        onSuccess: (slip) => {
          submissions.finish(null);
          setPicked([]);
          void navigate(routeUrl('gate-submit-detail', { slipId: String(slip.id) })!);
        },
        onError: (error) => {
          submissions.finish(error);
          if (error instanceof ApiError && error.status === 409) setFailure(error.displayMessage);
          else
            showFormErrors(error, {
              form,
              fields: ['gate_id', 'vehicle_no', 'driver_phone', 'departs_at'],
              onFailure: setFailure,
            });
        },
      },
    );
  };

  return (
    <Flex vertical gap={16} data-testid="gate-submit-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.gate-submit')}
      </Typography.Title>
      <Card title={t('gate.handOver.title')}>
        <Flex vertical gap={12}>
          <Form form={form} layout="vertical" requiredMark={false}>
            <Flex gap={12} wrap>
              <Form.Item
                name="gate_id"
                label={t('gate.field.gate')}
                rules={[{ required: true, message: t('gate.handOver.chooseGate') }]}
                style={{ minWidth: 260, flex: 2 }}
              >
                <Select
                  data-testid="gate-select"
                  loading={gates.isLoading}
                  options={activeGates.map((gate) => ({
                    value: gate.id,
                    label: `${gate.name} · ${formatKs(gate.fee, locale)}`,
                  }))}
                />
              </Form.Item>
              <Form.Item
                name="vehicle_no"
                label={t('gate.field.vehicleNo')}
                rules={[{ required: true, message: t('gate.handOver.required') }]}
                style={{ minWidth: 160, flex: 1 }}
              >
                <Input data-testid="gate-vehicle" maxLength={30} />
              </Form.Item>
              <Form.Item
                name="driver_phone"
                label={t('gate.field.driverPhone')}
                rules={[{ required: true, message: t('gate.handOver.required') }]}
                style={{ minWidth: 160, flex: 1 }}
              >
                <Input data-testid="gate-driver-phone" inputMode="tel" maxLength={40} />
              </Form.Item>
              <Form.Item
                name="departs_at"
                label={t('gate.field.departsAt')}
                rules={[{ required: true, message: t('gate.handOver.required') }]}
                style={{ minWidth: 200, flex: 1 }}
              >
                <Input data-testid="gate-departs-at" type="datetime-local" />
              </Form.Item>
            </Flex>
          </Form>
          <ScanPanel
            testId="gate-scan"
            label={t('gate.handOver.scanLabel')}
            placeholder={t('gate.handOver.scanPlaceholder')}
            okTitle={t('gate.handOver.scanned')}
            onScan={async (code) => {
              const answer = await scanForGate(code);
              if (answer.answer === 'refused') return { state: 'refused', text: answer.message };
              if (picked.some((label) => label.id === answer.label.id)) return { state: 'already', text: null };
              setPicked((current) =>
                current.some((label) => label.id === answer.label.id) ? current : [...current, answer.label],
              );
              return { state: 'ok', text: answer.label.destination_name };
            }}
          />
          <Table<GateCandidate>
            size="small"
            rowKey="id"
            data-testid="gate-picked"
            dataSource={picked}
            pagination={false}
            locale={{ emptyText: t('gate.handOver.nothingScanned') }}
            columns={[
              { title: t('gate.field.trackingCode'), dataIndex: 'tracking_code' },
              { title: t('gate.field.receiver'), dataIndex: 'destination_name' },
              {
                title: t('gate.field.township'),
                render: (_, label) =>
                  label.destination_township
                    ? locale === 'mm'
                      ? label.destination_township.name_mm
                      : label.destination_township.name_en
                    : '',
              },
              {
                title: '',
                render: (_, label) => (
                  <Button
                    size="small"
                    onClick={() => setPicked((current) => current.filter((other) => other.id !== label.id))}
                  >
                    {t('gate.handOver.remove')}
                  </Button>
                ),
              },
            ]}
          />
          {failure && <Alert type="error" showIcon title={failure} data-testid="gate-submit-error" />}
          <Flex justify="space-between" align="center" wrap gap={8}>
            <Typography.Text data-testid="gate-picked-count">
              {t('gate.handOver.count', { n: formatNumber(picked.length, locale) })}
            </Typography.Text>
            <Button
              type="primary"
              disabled={picked.length === 0}
              loading={submit.isPending}
              onClick={() => void handOver().catch(() => undefined)}
              data-testid="gate-submit"
            >
              {t('gate.handOver.submit')}
            </Button>
          </Flex>
        </Flex>
      </Card>
      <Card
        title={t('gate.slips.title')}
        extra={
          <Segmented<GateSubmitState>
            value={state}
            onChange={setState}
            options={(['open', 'done'] as const).map((value) => ({
              value,
              label: t(`gateSubmitState.${value}`, { ns: 'domain' }),
            }))}
          />
        }
      >
        <Table
          size="small"
          rowKey="id"
          loading={slips.isLoading}
          dataSource={slips.data?.data ?? []}
          data-testid="gate-slips"
          scroll={{ x: 'max-content' }}
          columns={[
            {
              title: t('gate.field.slipNo'),
              render: (_, slip) => (
                <Link to={routeUrl('gate-submit-detail', { slipId: String(slip.id) })!}>{slip.slip_no}</Link>
              ),
            },
            { title: t('gate.field.gate'), render: (_, slip) => slip.gate.name },
            { title: t('gate.field.vehicleNo'), dataIndex: 'vehicle_no' },
            { title: t('gate.field.departsAt'), render: (_, slip) => formatDateTime(slip.departs_at, locale) },
            {
              title: t('gate.field.parcels'),
              render: (_, slip) =>
                t('gate.slips.counts', {
                  handed: formatNumber(slip.handed, locale),
                  collected: formatNumber(slip.collected, locale),
                  returned: formatNumber(slip.returned, locale),
                }),
            },
            { title: t('gate.field.amount'), render: (_, slip) => formatKs(slip.amount, locale) },
          ]}
        />
      </Card>
    </Flex>
  );
}
