import type { AccountStatus, StaffItem } from '@waypost/domain';
import { Button, Popconfirm } from 'antd';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useChangeStaffStatus } from '../api/change-staff-status';
import { statusActionOf, statusChangesFrom } from '../staff-list-url';

/**
 * The moves a member of this tab can make (suspend, ban, activate), each asked again in a Popconfirm: suspending or
 * banning signs him out at once. The lists are reloaded after, so he leaves this tab.
 */
export function StaffStatusActions({ member }: { member: StaffItem }) {
  const { t } = useTranslation();
  const change = useChangeStaffStatus();

  const confirm = (status: AccountStatus) =>
    change.mutateAsync({ id: member.id, status }).then(
      (saved) => void toast.success(t(`staff.statusChanged.${status}`, { name: saved.name })),
      (error: unknown) => {
        // Server errors and lost connections are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );

  return statusChangesFrom(member.status).map((status) => {
    const action = statusActionOf[status];
    return (
      <Popconfirm
        key={status}
        title={t(`staff.confirm.${action}`, { name: member.name })}
        okText={t('staff.confirmOk')}
        cancelText={t('staff.confirmCancel')}
        okButtonProps={{ danger: status !== 'active', 'data-testid': 'staff-status-confirm' }}
        onConfirm={() => confirm(status)}
      >
        <Button
          size="small"
          danger={status === 'ban'}
          disabled={change.isPending}
          data-testid={`staff-${action}-${member.user_name}`}
        >
          {t(`staff.action.${action}`)}
        </Button>
      </Popconfirm>
    );
  });
}
