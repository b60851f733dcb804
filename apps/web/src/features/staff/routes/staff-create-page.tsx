import { Alert, Skeleton } from 'antd';
import { ApiError } from '@/lib/api-client';
import { useCurrentUser } from '@/lib/auth';
import { useStaffOptions } from '../api/get-staff-options';
import { StaffForm } from '../components/staff-form';
import { initialStaffFormValues } from '../staff-form-model';

/** /new-staff: a new member (staff.manage), once the roles and branches the user may give are known. */
export function StaffCreatePage() {
  const user = useCurrentUser();
  const options = useStaffOptions();
  if (options.isPending) return <Skeleton active />;
  if (options.isError) {
    const message = options.error instanceof ApiError ? options.error.displayMessage : options.error.message;
    return <Alert type="error" showIcon title={message} data-testid="staff-load-error" />;
  }
  return (
    <StaffForm options={options.data} initialValues={initialStaffFormValues(options.data, user.branch?.id ?? null)} />
  );
}
