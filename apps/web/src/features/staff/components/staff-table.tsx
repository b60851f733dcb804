import { EditOutlined } from '@/components/icons/icons';
import { localizeDigits, type StaffItem } from '@waypost/domain';
import { Button, Flex, Tag, Tooltip } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { DataTable, type DataTableColumn } from '@/components/data-table/data-table';
import { routeUrl } from '@/lib/app-routes';
import { useDisplayNames } from '@/lib/display-names';
import { useLocale } from '@/lib/i18n';
import { StaffStatusActions } from './staff-status-actions';

interface StaffTableProps {
  rows: readonly StaffItem[];
  loading: boolean;
  startIndex: number;
  /** The user holds staff.manage: the rows he may edit get their actions. */
  canManage: boolean;
}

/** One tab of the staff list: who, how to reach him, his role and branch, SMS; edit and status moves. */
export function StaffTable({ rows, loading, startIndex, canManage }: StaffTableProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { branchName, roleName } = useDisplayNames();
  const columns: DataTableColumn<StaffItem>[] = [
    { key: 'name', wrap: true, title: t('staff.column.name'), render: (row) => row.name },
    {
      key: 'user_name',
      title: t('staff.column.userName'),
      render: (row) => <span data-testid={`staff-row-${row.user_name}`}>{row.user_name}</span>,
    },
    {
      key: 'phone',
      title: t('staff.column.phone'),
      render: (row) => (row.phone ? localizeDigits(row.phone, locale) : null),
    },
    { key: 'role', wrap: true, title: t('staff.column.role'), render: (row) => roleName(row.role) },
    {
      key: 'branch',
      wrap: true,
      title: t('staff.column.branch'),
      // No branch: a head-office role, who sees every branch.
      render: (row) => (row.branch ? branchName(row.branch) : t('staff.headOffice')),
    },
    {
      key: 'sms_active',
      title: t('staff.column.smsActive'),
      render: (row) => (row.sms_active ? <Tag color="green">{t('staff.smsOn')}</Tag> : <Tag>{t('staff.smsOff')}</Tag>),
    },
  ];
  if (canManage) {
    columns.push({
      key: 'actions',
      title: t('table.actions'),
      // Only members whose role is below the user's may be edited or moved (the server says which: `editable`).
      render: (row) => (row.editable ? <StaffActions member={row} /> : null),
    });
  }
  return (
    <DataTable
      testId="staff-table"
      rows={rows}
      rowKey={(row) => String(row.id)}
      columns={columns}
      loading={loading}
      startIndex={startIndex}
    />
  );
}

function StaffActions({ member }: { member: StaffItem }) {
  const { t } = useTranslation();
  const label = t('staff.edit');
  return (
    <Flex gap={4} wrap>
      <Tooltip title={label}>
        <Link
          to={routeUrl('staff-edit', { staffID: String(member.id) }) ?? '/'}
          aria-label={label}
          data-testid={`staff-edit-${member.user_name}`}
        >
          <Button size="small" icon={<EditOutlined />} tabIndex={-1} />
        </Link>
      </Tooltip>
      <StaffStatusActions member={member} />
    </Flex>
  );
}
