import type { AnnouncementItem } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { useDisplayNames } from '@/lib/display-names';

/** Whom an announcement is for: everyone, or one branch. */
export function AddresseeTag({ announcement }: { announcement: AnnouncementItem }) {
  const { t } = useTranslation();
  const { branchName } = useDisplayNames();
  return announcement.branch ? (
    <Tag color="blue">{branchName(announcement.branch)}</Tag>
  ) : (
    <Tag>{t('announcementsPage.everyone')}</Tag>
  );
}
