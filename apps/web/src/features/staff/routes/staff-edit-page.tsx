import { Alert, Skeleton } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useParams } from 'react-router';
import { ApiError } from '@/lib/api-client';
import { routeUrl } from '@/lib/app-routes';
import { useStaffMember } from '../api/get-staff-member';
import { useStaffOptions } from '../api/get-staff-options';
import { StaffForm } from '../components/staff-form';
import { staffFormChoices, staffFormValuesOf } from '../staff-form-model';

/** /edit-staff/{staffID}: a member's form as he stands (staff.manage; only members whose role is below the user's). */
export function StaffEditPage() {
  const { staffID } = useParams();
  const id = Number(staffID);
  // Not an id at all: nothing to ask the server for.
  if (!/^\d{1,15}$/.test(staffID ?? '') || id < 1) return <Navigate to={routeUrl('not-found') ?? '/'} replace />;
  return <StaffEdit id={id} />;
}

function StaffEdit({ id }: { id: number }) {
  const { t } = useTranslation();
  const member = useStaffMember(id);
  const options = useStaffOptions();
  if (member.isPending || options.isPending) return <Skeleton active />;
  if (member.isError || options.isError) {
    const failed = member.error ?? options.error;
    const message = failed instanceof ApiError ? failed.displayMessage : failed?.message;
    return <Alert type="error" showIcon title={message} data-testid="staff-load-error" />;
  }
  if (!member.data.editable) {
    return <Alert type="warning" showIcon title={t('staff.notEditable')} data-testid="staff-not-editable" />;
  }
  // A fresh form per member.
  return (
    <StaffForm
      key={member.data.id}
      member={member.data}
      options={staffFormChoices(options.data, member.data)}
      initialValues={staffFormValuesOf(member.data)}
    />
  );
}
