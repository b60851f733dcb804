import {
  confirmPasswordRule,
  emailRule,
  genders,
  passwordRule,
  phoneRule,
  required,
  selectRule,
  type CompanyItem,
  withoutSlashes,
} from '@waypost/domain';
import { Alert, Col, Form, Input, Modal, Row, Select } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { showFormErrors } from '@/lib/form-errors';
import { useFormRule } from '@/lib/use-form-rule';
import { useAddCompanyOwner } from '../api/save-company';
import { initialOwnerFormValues, ownerFormFields, toOwnerFormData, type OwnerFormValues } from '../company-form-model';

/** "Add owner": the company's owner account (who hires the rest), placed at one of its branches. */
export function AddOwnerModal({
  company,
  onClose,
  onAdded,
}: {
  company: CompanyItem;
  onClose: () => void;
  onAdded: (owner: { name: string; user_name: string }) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const { branchName, localName } = useDisplayNames();
  const [form] = Form.useForm<OwnerFormValues>();
  const add = useAddCompanyOwner();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: OwnerFormValues) => {
    setFailure(null);
    add.mutate(
      { companyId: company.id, form: toOwnerFormData(values) },
      {
        onSuccess: onAdded,
        onError: (error) => showFormErrors(error, { form, fields: ownerFormFields, onFailure: setFailure }),
      },
    );
  };

  return (
    <Modal
      open
      width={720}
      title={t('companies.owner.title', { company: localName(company) })}
      okText={t('companies.owner.submit')}
      cancelText={t('companies.form.cancel')}
      okButtonProps={{ loading: add.isPending, 'data-testid': 'owner-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<OwnerFormValues>
        form={form}
        name="owner"
        layout="vertical"
        initialValues={initialOwnerFormValues(company)}
        onFinish={submit}
        autoComplete="off"
        data-testid="owner-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name"
              normalize={withoutSlashes}
              label={t('companies.owner.name')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="owner-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="user_name" label={t('companies.owner.userName')} required rules={[rule(required)]}>
              <Input maxLength={50} data-testid="owner-user-name" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="phone" label={t('companies.owner.phone')} required rules={[rule(phoneRule)]}>
              <Input maxLength={20} inputMode="tel" data-testid="owner-phone" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="email" label={t('companies.owner.email')} required rules={[rule(emailRule)]}>
              <Input maxLength={200} inputMode="email" data-testid="owner-email" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="gender" label={t('companies.owner.gender')} required rules={[rule(selectRule)]}>
              <Select
                data-testid="owner-gender"
                placeholder={t('companies.choose')}
                options={genders.map((gender) => ({ value: gender, label: t(`gender.${gender}`, { ns: 'domain' }) }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="branch_id" label={t('companies.owner.branch')} required rules={[rule(selectRule)]}>
              <Select
                data-testid="owner-branch"
                options={company.branches.map((branch) => ({
                  value: branch.id,
                  label: `${branch.code} · ${branchName(branch)}`,
                }))}
              />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item name="password" label={t('companies.owner.password')} required rules={[rule(passwordRule)]}>
              {/* new-password: the browser must not fill in the signed-in user's own password. */}
              <Input.Password maxLength={200} autoComplete="new-password" data-testid="owner-password" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="confirm_password"
              label={t('companies.owner.confirmPassword')}
              required
              dependencies={['password']}
              rules={[
                ({ getFieldValue }) =>
                  rule(required, confirmPasswordRule((getFieldValue('password') as string | undefined) ?? '')),
              ]}
            >
              <Input.Password maxLength={200} autoComplete="new-password" data-testid="owner-confirm-password" />
            </Form.Item>
          </Col>
        </Row>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="owner-failure" />}
    </Modal>
  );
}
