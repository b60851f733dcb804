import type { StaffFormOptions, StaffItem } from '@waypost/domain';
import { Button, Card, Flex, Form, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useSaveStaff, type SaveStaffVariables } from '../api/save-staff';
import {
  checkNewStaff,
  checkStaffChange,
  offersBranchGroups,
  staffFormFields,
  type StaffFormValues,
} from '../staff-form-model';
import { StaffFormFields } from './staff-form-fields';

interface StaffFormProps {
  /** The member being edited; absent for a new one. */
  member?: StaffItem;
  /** The roles and branches to offer (staffFormChoices). */
  options: StaffFormOptions;
  initialValues: StaffFormValues;
}

/** Ant Design gives each field the id `staff_<field>`. */
const formName = 'staff';

/**
 * Create and edit a staff member: who he is, how he signs in, his role and branch, SMS. Checked with the server's own
 * schema before it is sent; the server's field errors (already in the user's language) land under their fields.
 */
export function StaffForm({ member, options, initialValues }: StaffFormProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [form] = Form.useForm<StaffFormValues>();
  const save = useSaveStaff();

  /** Each error under its field; the first one on the page scrolled to and named in a toast. */
  const showErrors = (errors: Readonly<Record<string, readonly string[]>>) => {
    const fields = Object.entries(errors).filter(([field]) => staffFormFields.includes(field));
    form.setFields(
      fields.map(([field, messages]) => ({ name: field as keyof StaffFormValues, errors: [...messages] })),
    );
    const [first] = fields;
    if (first) form.scrollToField(first[0], { block: 'center' });
    const message = first?.[1][0] ?? Object.values(errors)[0]?.[0];
    if (message) toast.error(message);
    return message !== undefined;
  };

  /** The request to send, or null when the form's own check found errors (shown). */
  const variablesOf = (values: StaffFormValues): SaveStaffVariables | null => {
    if (member) {
      const checked = checkStaffChange(values, locale, { withGroup: offersBranchGroups(options) });
      if (checked.errors) {
        showErrors(checked.errors);
        return null;
      }
      return { id: member.id, body: checked.body };
    }
    const checked = checkNewStaff(values, locale, { withGroup: offersBranchGroups(options) });
    if (checked.errors) {
      showErrors(checked.errors);
      return null;
    }
    return { body: checked.body };
  };

  const submit = (values: StaffFormValues) => {
    const variables = variablesOf(values);
    if (!variables) return;
    save.mutate(variables, {
      onSuccess: (saved) => {
        toast.success(t('staff.saved', { name: saved.name }));
        // Back to the tab the member is on, where he can be found.
        void navigate(routeUrl('staff', { tab: saved.status }) ?? '/');
      },
      onError: (error) => {
        // Server errors and lost connections are already toasted by the shell.
        if (!(error instanceof ApiError) || error.status === 0 || error.status >= 500) return;
        if (!showErrors(error.errors)) toast.error(error.displayMessage);
      },
    });
  };

  return (
    <Form<StaffFormValues>
      form={form}
      name={formName}
      layout="vertical"
      initialValues={initialValues}
      onFinish={submit}
      onFinishFailed={({ errorFields }) => {
        const [first] = errorFields;
        if (first?.errors[0]) toast.error(first.errors[0]);
      }}
      scrollToFirstError={{ block: 'center' }}
      autoComplete="off"
      data-testid="staff-form"
    >
      <Typography.Title level={3} style={{ marginTop: 0 }}>
        {member ? t('route.staff-edit') : t('route.staff-create')}
      </Typography.Title>
      <Flex vertical gap={16}>
        <Card size="small">
          <StaffFormFields form={form} member={member} options={options} initialRoleId={initialValues.role_id} />
        </Card>
        <Flex justify="end">
          <Button type="primary" htmlType="submit" size="large" loading={save.isPending} data-testid="staff-save">
            {t('staff.save')}
          </Button>
        </Flex>
      </Flex>
    </Form>
  );
}
