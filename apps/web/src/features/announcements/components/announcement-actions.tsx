import { DeleteOutlined, EditOutlined } from '@/components/icons/icons';
import type { AnnouncementItem } from '@waypost/domain';
import { Button, Flex, Popconfirm } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError } from '@/lib/api-client';
import { toast } from '@/lib/toast';
import { useDeleteAnnouncement } from '../api/save-announcement';
import { AnnouncementFormModal } from './announcement-form-modal';

/** Edit (in the form) and delete (after a confirm) an announcement the user may change. */
export function AnnouncementActions({
  announcement,
  onDeleted,
}: {
  announcement: AnnouncementItem;
  onDeleted?: () => void;
}) {
  const { t } = useTranslation();
  const remove = useDeleteAnnouncement();
  const [editing, setEditing] = useState(false);
  const confirmDelete = () =>
    remove.mutateAsync(announcement.id).then(
      () => {
        toast.success(t('announcementsPage.deleted'));
        onDeleted?.();
      },
      (error: unknown) => {
        // Server errors and lost connections are already toasted by the shell.
        if (error instanceof ApiError && error.status !== 0 && error.status < 500) toast.error(error.displayMessage);
      },
    );
  return (
    <Flex gap={4}>
      <Button
        size="small"
        icon={<EditOutlined />}
        onClick={() => setEditing(true)}
        data-testid={`announcement-edit-${announcement.id}`}
      >
        {t('announcementsPage.edit')}
      </Button>
      <Popconfirm
        title={t('announcementsPage.deleteConfirm', { title: announcement.title })}
        okText={t('announcementsPage.delete')}
        cancelText={t('announcementsPage.cancel')}
        okButtonProps={{ danger: true, 'data-testid': 'announcement-delete-confirm' }}
        onConfirm={confirmDelete}
      >
        <Button
          size="small"
          danger
          icon={<DeleteOutlined />}
          disabled={remove.isPending}
          data-testid={`announcement-delete-${announcement.id}`}
        >
          {t('announcementsPage.delete')}
        </Button>
      </Popconfirm>
      {editing && <AnnouncementFormModal announcement={announcement} onClose={() => setEditing(false)} />}
    </Flex>
  );
}
