import {
  genders,
  optionalEmailRule,
  passwordRule,
  phoneRule,
  required,
  selectRule,
  withoutSlashes,
} from '@waypost/domain';
import type { StaffFormOptions, StaffItem } from '@waypost/domain';
import { Col, Flex, Form, Input, Radio, Row, Select, Typography, type FormInstance } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';
import { useFormRule } from '@/lib/use-form-rule';
import {
  confirmRule,
  genderRule,
  offersBranchGroups,
  optionalPasswordRule,
  roleNeedsBranchOf,
  type StaffFormValues,
} from '../staff-form-model';
import { OnOffSwitch } from '@/components/inputs/on-off-switch';

interface StaffFormFieldsProps {
  form: FormInstance<StaffFormValues>;
  member: StaffItem | undefined;
  options: StaffFormOptions;
  initialRoleId: number | undefined;
}

/** Hints under a field, one a line (on the edit form: what signs the member out). */
function hints(...lines: (string | false | undefined)[]): ReactNode {
  const shown = lines.filter((line): line is string => typeof line === 'string');
  if (shown.length === 0) return undefined;
  return (
    <Flex vertical>
      {shown.map((line) => (
        <span key={line}>{line}</span>
      ))}
    </Flex>
  );
}

/**
 * The staff form's fields. The user name is chosen once (text on the edit form); the password is required for a new
 * member and optional on edit (empty keeps his); the branch is required only for a role that works at a branch.
 */
export function StaffFormFields({ form, member, options, initialRoleId }: StaffFormFieldsProps) {
  const { t } = useTranslation();
  const rule = useFormRule();
  const { branchName, roleName } = useDisplayNames();
  const editing = member !== undefined;
  const roleId = Form.useWatch('role_id', form) ?? initialRoleId;
  const needsBranch = roleNeedsBranchOf(options, roleId);
  const roleChosen = options.roles.some((role) => role.id === roleId);

  return (
    <Row gutter={12}>
      <Col xs={24} md={12}>
        <Form.Item
          name="name"
          normalize={withoutSlashes}
          label={t('staff.field.name')}
          required
          rules={[rule(required)]}
        >
          <Input maxLength={120} />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        {editing ? (
          <Form.Item label={t('staff.field.userName')}>
            <Typography.Text strong data-testid="staff-user-name">
              {member.user_name}
            </Typography.Text>
          </Form.Item>
        ) : (
          <Form.Item
            name="user_name"
            normalize={withoutSlashes}
            label={t('staff.field.userName')}
            required
            rules={[rule(required)]}
          >
            <Input maxLength={50} autoComplete="off" />
          </Form.Item>
        )}
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="phone" label={t('staff.field.phone')} required rules={[rule(phoneRule)]}>
          <Input maxLength={20} inputMode="tel" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item name="email" label={t('staff.field.email')} rules={[rule(optionalEmailRule)]}>
          <Input maxLength={200} inputMode="email" />
        </Form.Item>
      </Col>
      <Col span={24}>
        <Form.Item name="gender" label={t('staff.field.gender')} required rules={[rule(genderRule)]}>
          <Radio.Group
            data-testid="staff-gender"
            options={genders.map((gender) => ({ value: gender, label: t(`gender.${gender}`, { ns: 'domain' }) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="password"
          label={editing ? t('staff.field.newPassword') : t('staff.field.password')}
          required={!editing}
          rules={[rule(editing ? optionalPasswordRule : passwordRule)]}
          extra={editing ? t('staff.passwordKeepHint') : undefined}
        >
          {/* new-password: the browser must not fill in the signed-in user's own password. */}
          <Input.Password maxLength={200} autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="confirm_password"
          label={t('staff.field.confirmPassword')}
          required={!editing}
          dependencies={['password']}
          rules={[
            ({ getFieldValue }) => {
              const password = getFieldValue('password') as string | undefined;
              return editing ? rule(confirmRule(password)) : rule(required, confirmRule(password));
            },
          ]}
        >
          <Input.Password maxLength={200} autoComplete="new-password" />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="role_id"
          label={t('staff.field.role')}
          required
          rules={[rule(selectRule)]}
          extra={hints(editing && t('staff.roleChangeHint'))}
        >
          <Select
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('staff.choose')}
            options={options.roles.map((role) => ({ value: role.id, label: roleName(role) }))}
          />
        </Form.Item>
      </Col>
      <Col xs={24} md={12}>
        <Form.Item
          name="branch_id"
          label={t('staff.field.branch')}
          required={needsBranch}
          dependencies={['role_id']}
          rules={needsBranch ? [rule(selectRule)] : []}
          extra={hints(roleChosen && !needsBranch && t('staff.branchOptional'), editing && t('staff.branchChangeHint'))}
        >
          <Select
            allowClear={!needsBranch}
            showSearch={{ optionFilterProp: 'label' }}
            placeholder={t('staff.choose')}
            options={options.branches.map((branch) => ({ value: branch.id, label: branchName(branch) }))}
          />
        </Form.Item>
      </Col>
      {offersBranchGroups(options) && (
        <Col xs={24} md={12}>
          <Form.Item
            name="branch_collection_id"
            label={t('staff.field.branchGroup')}
            extra={hints(t('staff.branchGroupHint'), editing && t('staff.branchGroupChangeHint'))}
          >
            <Select
              allowClear
              showSearch={{ optionFilterProp: 'label' }}
              placeholder={t('staff.branchGroupNone')}
              data-testid="staff-branch-group"
              options={options.branch_collections.map((group) => ({ value: group.id, label: branchName(group) }))}
            />
          </Form.Item>
        </Col>
      )}
      <Col span={24}>
        <Form.Item name="sms_active" label={t('staff.field.smsActive')} valuePropName="checked">
          <OnOffSwitch data-testid="staff-sms-active" />
        </Form.Item>
      </Col>
    </Row>
  );
}
