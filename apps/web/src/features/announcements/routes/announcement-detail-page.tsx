import { formatAnnouncementDate } from '@waypost/domain';
import { Alert, Card, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { useLocale } from '@/lib/i18n';
import { useAnnouncement } from '../api/get-announcements';
import { AddresseeTag } from '../components/addressee-tag';
import { AnnouncementActions } from '../components/announcement-actions';

/** One announcement (spec's named screen, param announcementId): opening it marks it read. */
export function AnnouncementDetailPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const id = Number(useParams().announcementId);
  const announcement = useAnnouncement(id);
  const item = announcement.data;

  if (announcement.isLoading) return <Spin />;
  if (!item) return <Alert type="warning" showIcon title={t('announcementsPage.notFound')} />;
  return (
    <Card data-testid="announcement-detail">
      <Flex vertical gap={8}>
        <Flex justify="space-between" align="start" wrap gap={8}>
          <Typography.Title level={3} style={{ margin: 0 }} data-testid="announcement-detail-title">
            {item.title}
          </Typography.Title>
          {item.editable && (
            <AnnouncementActions
              announcement={item}
              onDeleted={() => void navigate(routeUrl('announcement-list') ?? '/')}
            />
          )}
        </Flex>
        <Flex gap={8} align="center" wrap>
          <AddresseeTag announcement={item} />
          <Typography.Text type="secondary" data-testid="announcement-detail-date">
            {formatAnnouncementDate(item.created_at, locale)}
            {item.created_by ? ` · ${item.created_by.name}` : ''}
          </Typography.Text>
        </Flex>
        <Typography.Paragraph
          style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}
          data-testid="announcement-detail-body"
        >
          {item.body}
        </Typography.Paragraph>
      </Flex>
    </Card>
  );
}
