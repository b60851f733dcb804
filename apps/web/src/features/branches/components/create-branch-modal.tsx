import {
  branchCodeRule,
  type BranchListItem,
  branchTypes,
  required,
  selectRule,
  withoutSlashes,
} from '@waypost/domain';
import { Alert, Checkbox, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { showFormErrors } from '@/lib/form-errors';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateBranch } from '../api/create-branch';
import {
  branchFormFields,
  branchRequestOf,
  initialBranchFormValues,
  type BranchFormValues,
} from '../branch-form-model';

/** "New branch": its code, names, the township it stands in, its type and whether it sends international mail. */
export function CreateBranchModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (branch: BranchListItem) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const [form] = Form.useForm<BranchFormValues>();
  const create = useCreateBranch();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: BranchFormValues) => {
    setFailure(null);
    create.mutate(branchRequestOf(values), {
      onSuccess: onCreated,
      onError: (error) => showFormErrors(error, { form, fields: branchFormFields, onFailure: setFailure }),
    });
  };

  return (
    <Modal
      open
      width={720}
      title={t('branches.form.title')}
      okText={t('branches.form.submit')}
      cancelText={t('branches.form.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'branch-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<BranchFormValues>
        form={form}
        name="branch"
        layout="vertical"
        initialValues={initialBranchFormValues}
        onFinish={submit}
        autoComplete="off"
        data-testid="branch-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={8}>
            <Form.Item
              name="code"
              label={t('branches.field.code')}
              extra={t('branches.codeHint')}
              required
              rules={[rule(branchCodeRule)]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={3} data-testid="branch-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="name_en"
              normalize={withoutSlashes}
              label={t('branches.field.nameEn')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="branch-name-en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={8}>
            <Form.Item
              name="name_mm"
              normalize={withoutSlashes}
              label={t('branches.field.nameMm')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="branch-name-mm" />
            </Form.Item>
          </Col>
          <PlacePicker
            names={{ region: 'region', district: 'district', township: 'township_id' }}
            labels={{
              region: t('branches.field.region'),
              district: t('branches.field.district'),
              township: t('branches.field.township'),
            }}
            placeholder={t('branches.choose')}
            testIdPrefix="branch"
            col={{ xs: 24, md: 8 }}
          />
          <Col xs={24} md={12}>
            <Form.Item name="type" label={t('branches.field.type')} required rules={[rule(selectRule)]}>
              <Select
                data-testid="branch-type"
                options={branchTypes.map((type) => ({ value: type, label: t(`branchType.${type}`, { ns: 'domain' }) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="international_mail" label={t('branches.field.internationalMail')} valuePropName="checked">
              <Checkbox>{t('branches.internationalMailHint')}</Checkbox>
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="branch-failure" />}
    </Modal>
  );
}
