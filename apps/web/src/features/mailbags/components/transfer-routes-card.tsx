import { EditOutlined } from '@/components/icons/icons';
import { required, selectRule } from '@waypost/domain';
import { Alert, Button, Card, Flex, Form, Select, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { useBranchList } from '@/components/search-bar/branch-options';
import { showFormErrors } from '@/lib/form-errors';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useSetTransferRoute } from '../api/mailbag-mutations';
import { useTransferRoutes } from '../api/mailbag-queries';
import { useTransferText } from '../use-transfer-text';
import { NumberInput } from '@/components/inputs/number-input';

interface RouteValues {
  origin_branch_id?: number;
  destination_branch_id?: number;
  transit_hours?: number;
}

type TransferRoute = NonNullable<ReturnType<typeof useTransferRoutes>['data']>['data'][number];

const formFields = ['origin_branch_id', 'destination_branch_id', 'transit_hours'] as const;
/** Two weeks: the longest road the API takes. */
const maxHours = 24 * 14;

/**
 * Hours on the road per route: a dispatch is expected that long after it leaves, and overdue after. Routes not set
 * take the default. Setting a route again replaces its hours.
 */
export function TransferRoutesCard() {
  const { t } = useTranslation();
  const rule = useFormRule();
  const text = useTransferText();
  const routes = useTransferRoutes();
  const branches = useBranchList();
  const setRoute = useSetTransferRoute();
  const [form] = Form.useForm<RouteValues>();
  const [failure, setFailure] = useState<string | null>(null);
  const branchOptions = (branches.data ?? []).map((branch) => ({ value: branch.id, label: text.branch(branch) }));
  const otherBranch = {
    validator: (_rule: unknown, value: number | undefined) =>
      value !== undefined && value === form.getFieldValue('origin_branch_id')
        ? Promise.reject(new Error(t('transfer.settings.sameBranch')))
        : Promise.resolve(),
  };

  const submit = (values: RouteValues) => {
    const { origin_branch_id: origin, destination_branch_id: destination, transit_hours: hours } = values;
    if (origin === undefined || destination === undefined || hours === undefined) return;
    setFailure(null);
    setRoute.mutate(
      { origin_branch_id: origin, destination_branch_id: destination, transit_hours: hours },
      {
        onSuccess: () => {
          toast.success(t('transfer.settings.routeSaved'));
          form.resetFields();
        },
        onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
      },
    );
  };

  const columns: DataTableColumn<TransferRoute>[] = [
    { key: 'origin', title: t('transfer.field.origin'), wrap: true, render: (route) => text.branch(route.origin) },
    {
      key: 'destination',
      title: t('transfer.field.destination'),
      wrap: true,
      render: (route) => text.branch(route.destination),
    },
    {
      key: 'hours',
      title: t('transfer.field.hours'),
      align: 'right',
      render: (route) => text.count(route.transit_hours),
    },
    {
      key: 'edit',
      title: t('table.actions'),
      render: (route) => (
        <Button
          size="small"
          icon={<EditOutlined />}
          aria-label={t('transfer.settings.editRoute', { route: text.route(route.origin, route.destination) })}
          onClick={() =>
            form.setFieldsValue({
              origin_branch_id: route.origin.id,
              destination_branch_id: route.destination.id,
              transit_hours: route.transit_hours,
            })
          }
          data-testid="route-edit"
        />
      ),
    },
  ];

  return (
    <Card size="small" title={t('transfer.settings.routesTitle')} data-testid="transfer-routes">
      <Flex vertical gap={12}>
        <Typography.Text type="secondary">
          {t('transfer.settings.routesHint', { hours: text.count(routes.data?.default_hours ?? 24) })}
        </Typography.Text>
        <Form<RouteValues> form={form} name="transfer-route" layout="inline" onFinish={submit}>
          <Form.Item name="origin_branch_id" label={t('transfer.field.origin')} rules={[rule(selectRule)]}>
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              options={branchOptions}
              style={{ width: 220 }}
              data-testid="route-origin"
            />
          </Form.Item>
          <Form.Item
            name="destination_branch_id"
            label={t('transfer.field.destination')}
            dependencies={['origin_branch_id']}
            rules={[rule(selectRule), otherBranch]}
          >
            <Select<number>
              showSearch={{ optionFilterProp: 'label' }}
              options={branchOptions}
              style={{ width: 220 }}
              data-testid="route-destination"
            />
          </Form.Item>
          <Form.Item name="transit_hours" label={t('transfer.field.hours')} rules={[rule(required)]}>
            <NumberInput min={1} max={maxHours} precision={0} style={{ width: 110 }} data-testid="route-hours" />
          </Form.Item>
          <Form.Item>
            <Button type="primary" htmlType="submit" loading={setRoute.isPending} data-testid="route-save">
              {t('transfer.settings.saveRoute')}
            </Button>
          </Form.Item>
        </Form>
        {failure && <Alert type="error" showIcon title={failure} data-testid="route-failure" />}
        <DataTable
          testId="transfer-route-list"
          rows={routes.data?.data ?? []}
          rowKey={(route) => `${route.origin.id}-${route.destination.id}`}
          columns={columns}
          loading={routes.isPending}
          emptyHint={t('transfer.settings.noRoutes')}
        />
      </Flex>
    </Card>
  );
}
