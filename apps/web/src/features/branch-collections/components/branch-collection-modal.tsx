import { branchCollectionCodeRule, required, type BranchCollectionItem, withoutSlashes } from '@waypost/domain';
import { Alert, Col, Form, Input, Modal, Row } from 'antd';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useBranchList } from '@/components/search-bar/branch-options';
import { showFormErrors } from '@/lib/form-errors';
import { useLocale } from '@/lib/i18n';
import { useFormRule } from '@/lib/use-form-rule';
import { useSaveBranchCollection } from '../api/save-branch-collection';
import {
  branchCollectionFormFields,
  branchCollectionFormValuesOf,
  branchCollectionRequestOf,
  branchOptionsOf,
  type BranchCollectionFormValues,
} from '../branch-collection-form-model';
import { MultiSelect } from '@/components/inputs/multi-select';

interface BranchCollectionModalProps {
  /** The group being edited; absent for a new one. */
  group?: BranchCollectionItem;
  /** The group each branch is in now (branchCollectionOf). */
  groupOf: ReadonlyMap<number, BranchCollectionItem>;
  onClose: () => void;
  onSaved: (group: BranchCollectionItem) => void;
}

/** New or edit a group of branches: its code, names and branches (each option says which group it is in now). */
export function BranchCollectionModal({ group, groupOf, onClose, onSaved }: BranchCollectionModalProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const rule = useFormRule();
  const [form] = Form.useForm<BranchCollectionFormValues>();
  const branches = useBranchList();
  const save = useSaveBranchCollection();
  const [failure, setFailure] = useState<string | null>(null);
  const options = useMemo(
    () => branchOptionsOf(branches.data ?? [], groupOf, group?.id, locale),
    [branches.data, groupOf, group?.id, locale],
  );

  const submit = (values: BranchCollectionFormValues) => {
    setFailure(null);
    save.mutate(
      { id: group?.id, body: branchCollectionRequestOf(values) },
      {
        onSuccess: onSaved,
        onError: (error) => showFormErrors(error, { form, fields: branchCollectionFormFields, onFailure: setFailure }),
      },
    );
  };

  return (
    <Modal
      open
      width={720}
      title={group ? t('branchCollections.form.editTitle') : t('branchCollections.form.newTitle')}
      okText={t('branchCollections.form.submit')}
      cancelText={t('branchCollections.form.cancel')}
      okButtonProps={{ loading: save.isPending, 'data-testid': 'branch-collection-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BranchCollectionFormValues>
        form={form}
        name="branch_collection"
        layout="vertical"
        initialValues={branchCollectionFormValuesOf(group)}
        onFinish={submit}
        autoComplete="off"
        data-testid="branch-collection-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('branchCollections.field.code')}
              extra={t('branchCollections.codeHint')}
              required
              rules={[rule(branchCollectionCodeRule)]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={12} data-testid="branch-collection-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="name_en"
              normalize={withoutSlashes}
              label={t('branchCollections.field.nameEn')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="branch-collection-name-en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="name_mm"
              normalize={withoutSlashes}
              label={t('branchCollections.field.nameMm')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="branch-collection-name-mm" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item
              name="branch_ids"
              label={t('branchCollections.field.branches')}
              extra={t('branchCollections.branchesHint')}
            >
              <MultiSelect<number>
                data-testid="branch-collection-branches"
                options={options}
                loading={branches.isLoading}
                showSearch={{ optionFilterProp: 'search' }}
                placeholder={t('branchCollections.choose')}
                allowClear
              />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="branch-collection-failure" />}
    </Modal>
  );
}
