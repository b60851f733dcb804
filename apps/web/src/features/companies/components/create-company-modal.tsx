import { BankOutlined } from '@/components/icons/icons';
import { branchCodeRule, type CompanyItem, required, withoutSlashes } from '@waypost/domain';
import { Alert, Col, Divider, Form, Input, Modal, Row } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PlacePicker } from '@/components/location-picker/place-picker';
import { LogoUpload, useLogoRule } from '@/components/logo/logo-upload';
import { showFormErrors } from '@/lib/form-errors';
import { useFormRule } from '@/lib/use-form-rule';
import { useCreateCompany } from '../api/save-company';
import { companyFormFields, toCompanyFormData, type CompanyFormValues } from '../company-form-model';

/** "New company": its names and logo, and its first branch (code, names, township) where its owner will work. */
export function CreateCompanyModal({
  onClose,
  onCreated,
}: {
  onClose: () => void;
  onCreated: (company: CompanyItem) => void;
}) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const logoRule = useLogoRule();
  const [form] = Form.useForm<CompanyFormValues>();
  const name = Form.useWatch('name_en', form) ?? '';
  const create = useCreateCompany();
  const [failure, setFailure] = useState<string | null>(null);

  const submit = (values: CompanyFormValues) => {
    setFailure(null);
    create.mutate(toCompanyFormData(values), {
      onSuccess: onCreated,
      onError: (error) => showFormErrors(error, { form, fields: companyFormFields, onFailure: setFailure }),
    });
  };

  return (
    <Modal
      open
      width={760}
      title={t('companies.form.title')}
      okText={t('companies.form.submit')}
      cancelText={t('companies.form.cancel')}
      okButtonProps={{ loading: create.isPending, 'data-testid': 'company-submit' }}
      onOk={() => form.submit()}
      onCancel={onClose}
      destroyOnHidden
    >
      <Form<CompanyFormValues>
        form={form}
        name="company"
        layout="vertical"
        onFinish={submit}
        autoComplete="off"
        data-testid="company-form"
      >
        <Row gutter={12}>
          <Col xs={24} md={12}>
            <Form.Item
              name="name_en"
              normalize={withoutSlashes}
              label={t('companies.field.nameEn')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="company-name-en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={12}>
            <Form.Item
              name="name_mm"
              normalize={withoutSlashes}
              label={t('companies.field.nameMm')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="company-name-mm" />
            </Form.Item>
          </Col>
          <Col span={24}>
            <Form.Item name="logo" label={t('companies.field.logo')} rules={[logoRule]}>
              <LogoUpload
                currentUrl={null}
                name={name}
                icon={<BankOutlined />}
                inputTestId="company-logo-input"
                logoTestId="company-logo"
              />
            </Form.Item>
          </Col>
        </Row>
        <Divider titlePlacement="start">{t('companies.firstBranch')}</Divider>
        <Row gutter={12}>
          <Col xs={24} md={6}>
            <Form.Item
              name="branch_code"
              label={t('companies.field.branchCode')}
              required
              rules={[rule(branchCodeRule)]}
              normalize={(value: string) => value.toUpperCase()}
            >
              <Input maxLength={3} data-testid="company-branch-code" />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item
              name="branch_name_en"
              normalize={withoutSlashes}
              label={t('companies.field.branchNameEn')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="company-branch-name-en" />
            </Form.Item>
          </Col>
          <Col xs={24} md={9}>
            <Form.Item
              name="branch_name_mm"
              normalize={withoutSlashes}
              label={t('companies.field.branchNameMm')}
              required
              rules={[rule(required)]}
            >
              <Input maxLength={120} data-testid="company-branch-name-mm" />
            </Form.Item>
          </Col>
          <PlacePicker
            names={{ region: 'region', district: 'district', township: 'township_id' }}
            labels={{
              region: t('companies.field.region'),
              district: t('companies.field.district'),
              township: t('companies.field.township'),
            }}
            placeholder={t('companies.choose')}
            testIdPrefix="company"
            col={{ xs: 24, md: 8 }}
          />
        </Row>
      </Form>
      {failure && <Alert type="error" showIcon title={failure} data-testid="company-failure" />}
    </Modal>
  );
}
