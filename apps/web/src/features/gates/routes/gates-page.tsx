import { formatKs, type GateItem, type GateRequest } from '@waypost/domain';
import { Alert, App, Button, Flex, Form, Input, Modal, Row, Table, Tag, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useReauth } from '@/components/reauth/use-reauth';
import { isReauthCancelled } from '@/components/reauth/with-reauth';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useIdempotencyKeys } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useGates, useSaveGate, useSettleGate } from '../api/gate-api';
import { NumberInput } from '@/components/inputs/number-input';
import { OnOffSwitch } from '@/components/inputs/on-off-switch';

/**
 * The bus gates (issue 28 §1): head office keeps the table (name, township, operator, phone, fee per parcel); finance
 * sees what each is owed for the parcels handed to it and pays it (the password typed again, paid once).
 */
export function GatesPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const { modal } = App.useApp();
  const gates = useGates();
  const [editing, setEditing] = useState<GateItem | 'new' | null>(null);
  const { withReauth, prompt } = useReauth();
  const settle = useSettleGate(withReauth);
  const keys = useIdempotencyKeys();
  const [failure, setFailure] = useState<string | null>(null);
  const manages = user.role.permissions.includes('gate.manage');
  const settles = user.role.permissions.includes('gate.settle');

  const pay = (gate: GateItem) =>
    modal.confirm({
      title: t('gate.settle.confirm', { gate: gate.name, amount: formatKs(gate.owed, locale) }),
      okText: t('gate.settle.pay'),
      onOk: () =>
        settle.mutateAsync(
          { id: gate.id, idempotencyKey: keys.keyFor({ gate: gate.id, owed: gate.owed }) },
          {
            onSuccess: (answer) => {
              keys.settle();
              toast.success(t('gate.settle.done', { amount: formatKs(answer.data.amount, locale) }));
            },
            onError: (error) => {
              keys.settleAfter(error);
              if (!isReauthCancelled(error) && error instanceof ApiError) setFailure(error.displayMessage);
            },
          },
        ),
    });

  return (
    <Flex vertical gap={16} data-testid="gates-page">
      <Flex justify="space-between" align="center">
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.gates')}
        </Typography.Title>
        {manages && (
          <Button type="primary" onClick={() => setEditing('new')} data-testid="gate-new">
            {t('gate.table.new')}
          </Button>
        )}
      </Flex>
      {failure && <Alert type="error" showIcon title={failure} closable onClose={() => setFailure(null)} />}
      <Table<GateItem>
        size="small"
        rowKey="id"
        loading={gates.isLoading}
        dataSource={gates.data?.data ?? []}
        data-testid="gates-table"
        scroll={{ x: 'max-content' }}
        columns={[
          {
            title: t('gate.field.gate'),
            render: (_, gate) => (
              <Flex gap={6} align="center">
                {gate.name}
                {!gate.active && <Tag>{t('gate.table.inactive')}</Tag>}
              </Flex>
            ),
          },
          {
            title: t('gate.field.township'),
            render: (_, gate) => (locale === 'mm' ? gate.township.name_mm : gate.township.name_en),
          },
          { title: t('gate.field.operator'), dataIndex: 'operator' },
          { title: t('gate.field.phone'), dataIndex: 'phone' },
          { title: t('gate.field.fee'), render: (_, gate) => formatKs(gate.fee, locale) },
          { title: t('gate.field.owed'), render: (_, gate) => formatKs(gate.owed, locale) },
          {
            title: '',
            render: (_, gate) => (
              <Flex gap={8}>
                {manages && (
                  <Button size="small" onClick={() => setEditing(gate)}>
                    {t('gate.table.edit')}
                  </Button>
                )}
                {settles && gate.owed > 0 && (
                  <Button size="small" type="primary" onClick={() => pay(gate)} data-testid={`gate-settle-${gate.id}`}>
                    {t('gate.settle.pay')}
                  </Button>
                )}
              </Flex>
            ),
          },
        ]}
      />
      {editing !== null && <GateModal gate={editing === 'new' ? null : editing} onClose={() => setEditing(null)} />}
      {prompt}
    </Flex>
  );
}

function GateModal({ gate, onClose }: { gate: GateItem | null; onClose: () => void }) {
  const { t } = useTranslation();
  const [form] = Form.useForm<GateRequest>();
  const save = useSaveGate();
  const submit = async () => {
    const values = await form.validateFields();
    const request: GateRequest = {
      name: values.name,
      township_id: values.township_id,
      operator: values.operator,
      phone: values.phone,
      fee: values.fee,
      active: values.active,
    };
    save.mutate(
      { id: gate?.id ?? null, request },
      {
        onSuccess: onClose,
        onError: (error) =>
          showFormErrors(error, {
            form,
            fields: ['name', 'township_id', 'operator', 'phone', 'fee'],
            onFailure: (message) => toast.error(message),
          }),
      },
    );
  };
  const required = [{ required: true, message: t('gate.handOver.required') }];
  return (
    <Modal
      open
      title={gate ? t('gate.table.edit') : t('gate.table.new')}
      onCancel={onClose}
      onOk={() => void submit().catch(() => undefined)}
      confirmLoading={save.isPending}
      okText={t('gate.table.save')}
    >
      <Form
        form={form}
        layout="vertical"
        initialValues={gate ? { ...gate, township_id: gate.township.id } : { fee: 1500, active: true }}
      >
        <Form.Item name="name" label={t('gate.field.gate')} rules={required}>
          <Input maxLength={120} data-testid="gate-name" />
        </Form.Item>
        {gate === null ? (
          <Row gutter={8}>
            <PlacePicker
              names={{ region: 'region', district: 'district', township: 'township_id' }}
              labels={{
                region: t('gate.field.region'),
                district: t('gate.field.district'),
                township: t('gate.field.township'),
              }}
              placeholder={t('gate.table.choose')}
              testIdPrefix="gate"
              col={{ xs: 24, md: 8 }}
            />
          </Row>
        ) : (
          // An existing gate keeps its township (a gate does not move; a new office is a new gate).
          <Form.Item name="township_id" hidden>
            <Input />
          </Form.Item>
        )}
        <Form.Item name="operator" label={t('gate.field.operator')} rules={required}>
          <Input maxLength={120} />
        </Form.Item>
        <Form.Item name="phone" label={t('gate.field.phone')} rules={required}>
          <Input inputMode="tel" maxLength={40} />
        </Form.Item>
        <Form.Item name="fee" label={t('gate.field.fee')} rules={required}>
          <NumberInput min={0} step={100} style={{ width: '100%' }} />
        </Form.Item>
        <Form.Item name="active" label={t('gate.table.active')} valuePropName="checked">
          <OnOffSwitch />
        </Form.Item>
      </Form>
    </Modal>
  );
}
