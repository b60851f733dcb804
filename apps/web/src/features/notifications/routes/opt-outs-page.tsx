import { localizeDigits, optOutScopes, type NotificationOptOut, type OptOutScope } from '@waypost/domain';
import { Alert, App, Button, Flex, Form, Input, Modal, Select, Table, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MerchantPicker } from '@/components/merchant-picker/merchant-picker';
import { usePageParam, useUrlFilters } from '@/components/search-bar/use-url-filters';
import { ApiError } from '@/lib/api-client';
import { showFormErrors } from '@/lib/form-errors';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useAddOptOut, useOptOuts, useRemoveOptOut } from '../api/notifications-api';

const perPage = 20;

/**
 * /notification/opt-outs?search=&page= (notification.opt-out): the phones that get no messages — for every sender,
 * or for one merchant's parcels — whether the receiver replied STOP or asked by phone; add one, or remove one.
 */
export function OptOutsPage() {
  const { t } = useTranslation('notifications');
  const locale = useLocale();
  const { modal } = App.useApp();
  const filters = useUrlFilters(['search'] as const);
  const [page, setPage] = usePageParam();
  const search = filters.values.search.trim();
  const list = useOptOuts({ page, per_page: perPage, ...(search ? { search } : {}) });
  const remove = useRemoveOptOut();
  const [adding, setAdding] = useState(false);
  const [typed, setTyped] = useState(filters.values.search);

  const confirmRemove = (row: NotificationOptOut) =>
    void modal.confirm({
      title: t('optOuts.removeConfirm', { phone: localizeDigits(row.phone, locale) }),
      okText: t('optOuts.remove'),
      okButtonProps: { danger: true, 'data-testid': 'opt-out-remove-ok' },
      cancelText: t('common.cancel'),
      onOk: () =>
        remove.mutateAsync(row.id).then(
          () => toast.success(t('optOuts.removed')),
          (error: unknown) => {
            if (error instanceof ApiError && error.status > 0 && error.status < 500) toast.error(error.displayMessage);
          },
        ),
    });

  return (
    <Flex vertical gap={12} data-testid="opt-outs-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.notification-opt-outs', { ns: 'translation' })}
        </Typography.Title>
        <Button type="primary" onClick={() => setAdding(true)} data-testid="opt-out-add">
          {t('optOuts.add')}
        </Button>
      </Flex>
      <Input.Search
        allowClear
        style={{ maxWidth: 320 }}
        value={typed}
        placeholder={t('optOuts.searchPlaceholder')}
        aria-label={t('optOuts.searchPlaceholder')}
        onChange={(event) => setTyped(event.target.value)}
        onSearch={(value) => filters.apply({ search: value })}
        enterButton={t('outbox.searchAction')}
        data-testid="opt-out-search"
      />
      <Table<NotificationOptOut>
        rowKey="id"
        size="small"
        loading={list.isLoading}
        dataSource={list.data?.data ?? []}
        scroll={{ x: 820 }}
        data-testid="opt-outs-table"
        pagination={{
          current: page,
          pageSize: perPage,
          total: list.data?.meta.total ?? 0,
          showSizeChanger: false,
          hideOnSinglePage: true,
          onChange: setPage,
        }}
        columns={[
          { title: t('field.phone'), dataIndex: 'phone', render: (phone: string) => localizeDigits(phone, locale) },
          {
            title: t('optOuts.scope'),
            render: (_value, row) =>
              row.scope === 'merchant' && row.merchant
                ? `${t('optOutScope.merchant', { ns: 'domain' })}: ${row.merchant.name}`
                : t(`optOutScope.${row.scope}`, { ns: 'domain' }),
          },
          {
            title: t('optOuts.source'),
            render: (_value, row) => t(`optOutSource.${row.source}`, { ns: 'domain' }),
          },
          {
            title: t('field.created_at'),
            dataIndex: 'created_at',
            render: (value: string) => formatDateTime(value, locale),
          },
          { title: t('optOuts.by'), render: (_value, row) => row.created_by_name ?? '—' },
          {
            key: 'remove',
            align: 'right',
            render: (_value, row) => (
              <Button size="small" danger onClick={() => confirmRemove(row)} data-testid={`opt-out-remove-${row.id}`}>
                {t('optOuts.remove')}
              </Button>
            ),
          },
        ]}
      />
      {adding && <AddOptOutModal onClose={() => setAdding(false)} />}
    </Flex>
  );
}

interface AddValues {
  phone?: string;
  scope: OptOutScope;
  merchant_id?: number;
}

function AddOptOutModal({ onClose }: { onClose: () => void }) {
  const { t } = useTranslation('notifications');
  const add = useAddOptOut();
  const [form] = Form.useForm<AddValues>();
  const scope = Form.useWatch('scope', form) ?? 'all';
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: AddValues) => {
    setFailure(null);
    add.mutate(
      {
        phone: values.phone?.trim() ?? '',
        scope: values.scope,
        ...(values.scope === 'merchant' && values.merchant_id !== undefined ? { merchant_id: values.merchant_id } : {}),
      },
      {
        onSuccess: () => {
          toast.success(t('optOuts.added'));
          onClose();
        },
        onError: (error) =>
          showFormErrors(error, { form, fields: ['phone', 'scope', 'merchant_id'], onFailure: setFailure }),
      },
    );
  };

  return (
    <Modal
      open
      title={t('optOuts.add')}
      okText={t('optOuts.addSubmit')}
      cancelText={t('common.cancel')}
      onOk={() => form.submit()}
      onCancel={onClose}
      confirmLoading={add.isPending}
      okButtonProps={{ 'data-testid': 'opt-out-submit' }}
      destroyOnHidden
    >
      <Form<AddValues>
        form={form}
        name="notification-opt-out"
        layout="vertical"
        initialValues={{ scope: 'all' }}
        onFinish={submit}
      >
        <Form.Item
          name="phone"
          label={t('field.phone')}
          rules={[{ required: true, whitespace: true, message: t('optOuts.phoneRequired') }]}
        >
          <Input inputMode="tel" autoComplete="off" data-testid="opt-out-phone" />
        </Form.Item>
        <Form.Item name="scope" label={t('optOuts.scope')}>
          <Select
            options={optOutScopes.map((value) => ({ value, label: t(`optOutScope.${value}`, { ns: 'domain' }) }))}
            data-testid="opt-out-scope"
          />
        </Form.Item>
        {scope === 'merchant' && (
          <Form.Item
            name="merchant_id"
            label={t('optOuts.merchant')}
            rules={[{ required: true, message: t('notification.merchantRequired', { ns: 'domain' }) }]}
          >
            <MerchantPickerField />
          </Form.Item>
        )}
        {failure && <Alert type="error" showIcon title={failure} />}
      </Form>
    </Modal>
  );
}

/** The merchant picker as a form field (Form.Item gives it value and onChange). */
function MerchantPickerField({ value, onChange }: { value?: number; onChange?: (id: number | undefined) => void }) {
  return (
    <MerchantPicker
      value={value}
      onChange={(merchant) => onChange?.(merchant?.id)}
      width="100%"
      testId="opt-out-merchant"
    />
  );
}
