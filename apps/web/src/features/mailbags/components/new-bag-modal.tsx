import { mailCategories, selectRule, type BranchListItem, type MailCategory } from '@waypost/domain';
import { Alert, Form, Modal, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { useBranchList } from '@/components/search-bar/branch-options';
import { routeUrl } from '@/lib/app-routes';
import { showFormErrors } from '@/lib/form-errors';
import { useIdempotentSubmissions } from '@/lib/idempotency-key';
import { toast } from '@/lib/toast';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateMailbag } from '../api/mailbag-mutations';
import { destinationChoices, transitChoices } from '../transfer-model';
import { useTransferText } from '../use-transfer-text';
import { MultiSelect } from '@/components/inputs/multi-select';

interface NewBagValues {
  destination_branch_id?: number;
  category?: MailCategory;
  transit_branch_ids?: number[];
}

const formFields = ['destination_branch_id', 'category', 'transit_branch_ids'] as const;

/** A bag can pass at most this many branches on its way (the API's limit). */
const maxTransit = 5;

/** "New bag": where it goes, its mail category, the branches it passes; opened, its page shows for filling. */
export function NewBagModal({ originId, onClose }: { originId: number; onClose: () => void }) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const navigate = useNavigate();
  const text = useTransferText();
  const [form] = Form.useForm<NewBagValues>();
  const destinationId = Form.useWatch('destination_branch_id', form);
  const branches = useBranchList();
  const mutation = useCreateMailbag();
  // One bag per click, however fast the second click comes.
  const submissions = useIdempotentSubmissions();
  const [failure, setFailure] = useState<string | null>(null);
  const optionsOf = (list: readonly BranchListItem[]) =>
    list.map((branch) => ({ value: branch.id, label: text.branch(branch) }));

  const submit = (values: NewBagValues) => {
    if (values.destination_branch_id === undefined || values.category === undefined) return;
    const request = {
      destination_branch_id: values.destination_branch_id,
      category: values.category,
      transit_branch_ids: (values.transit_branch_ids ?? []).filter((id) => id !== values.destination_branch_id),
    };
    const idempotencyKey = submissions.start(request);
    if (idempotencyKey === null) return;
    setFailure(null);
    mutation.mutate(
      { request, idempotencyKey },
      {
        onSuccess: (bag) => {
          toast.success(t('transfer.newBag.opened', { bag: bag.bag_text }));
          onClose();
          void navigate(routeUrl('mailbag-detail', { bagId: String(bag.id) }) ?? '/');
        },
        onError: (error) => showFormErrors(error, { form, fields: formFields, onFailure: setFailure }),
        onSettled: (_bag, error) => submissions.finish(error),
      },
    );
  };

  return (
    <Modal
      open
      title={t('transfer.newBag.title')}
      okText={t('transfer.newBag.submit')}
      cancelText={t('transfer.cancel')}
      okButtonProps={{ loading: mutation.isPending, 'data-testid': 'bag-new-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<NewBagValues>
        form={form}
        name="mailbag-create"
        layout="vertical"
        initialValues={{ transit_branch_ids: [] }}
        onFinish={submit}
        onValuesChange={(changed: NewBagValues) => {
          // A bag does not pass its own destination.
          if (changed.destination_branch_id === undefined) return;
          const transit = form.getFieldValue('transit_branch_ids') as number[] | undefined;
          form.setFieldValue(
            'transit_branch_ids',
            (transit ?? []).filter((id) => id !== changed.destination_branch_id),
          );
        }}
      >
        <Form.Item name="destination_branch_id" label={t('transfer.field.destination')} rules={[rule(selectRule)]}>
          <Select<number>
            showSearch={{ optionFilterProp: 'label' }}
            loading={branches.isLoading}
            options={optionsOf(destinationChoices(branches.data ?? [], originId))}
            data-testid="bag-new-destination"
          />
        </Form.Item>
        <Form.Item name="category" label={t('transfer.field.category')} rules={[rule(selectRule)]}>
          <Select<MailCategory>
            options={mailCategories.map((category) => ({
              value: category,
              label: t(`mailCategory.${category}`, { ns: 'domain' }),
            }))}
            data-testid="bag-new-category"
          />
        </Form.Item>
        <Form.Item
          name="transit_branch_ids"
          label={t('transfer.field.transit')}
          extra={t('transfer.newBag.transitHint')}
        >
          <MultiSelect<number>
            maxCount={maxTransit}
            showSearch={{ optionFilterProp: 'label' }}
            loading={branches.isLoading}
            options={optionsOf(transitChoices(branches.data ?? [], originId, destinationId))}
            data-testid="bag-new-transit"
          />
        </Form.Item>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="bag-new-failure" />}
    </Modal>
  );
}
