import { BellOutlined, CheckOutlined } from '@/components/icons/icons';
import { formatAnnouncementDate } from '@waypost/domain';
import { App, Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useAnnouncementNotifications } from '../api/get-announcement-notifications';
import { useMarkAnnouncementRead } from '../api/mark-announcement-read';

/** The top bar's bell: a count of unread announcements and the latest ones on click, each one can be marked read. */
export function AnnouncementBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const notifications = useAnnouncementNotifications();
  const markRead = useMarkAnnouncementRead();
  const [open, setOpen] = useState(false);
  const total = notifications.data?.total ?? 0;
  // Localized digits: a string count shows as given (0 hides the badge).
  const badgeText = total === 0 ? 0 : total > 99 ? `${formatNumber(99, locale)}+` : formatNumber(total, locale);

  // Spec §8: a failed announcement load flashes an error message.
  useEffect(() => {
    if (notifications.isError) void message.error(t('announcements.loadFailed'));
  }, [notifications.isError, message, t]);

  const content = notifications.data?.data.length ? (
    <List
      size="small"
      style={{ width: 300, maxHeight: 360, overflow: 'auto' }}
      dataSource={notifications.data.data}
      renderItem={(item) => (
        <List.Item
          key={item.id}
          data-testid="announcement-item"
          actions={[
            <Button
              key="read"
              type="text"
              size="small"
              icon={<CheckOutlined />}
              aria-label={t('announcements.markRead', { title: item.title })}
              data-testid="announcement-mark-read"
              loading={markRead.isPending && markRead.variables === item.id}
              onClick={() =>
                markRead.mutate(item.id, { onError: () => void message.error(t('announcements.markReadFailed')) })
              }
            />,
          ]}
        >
          <List.Item.Meta
            title={
              <Link
                to={routeUrl('announcement-detail', { announcementId: String(item.id) }) ?? '/'}
                onClick={() => setOpen(false)}
                data-testid="announcement-item-link"
              >
                {item.title}
              </Link>
            }
            description={
              // Spec §9: weekday, month, day, year, time.
              <Typography.Text type="secondary" data-testid="announcement-date">
                {formatAnnouncementDate(item.created_at, locale)}
              </Typography.Text>
            }
          />
        </List.Item>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcements.empty')} />
  );
  const withAll = (
    <>
      {content}
      <Link
        to={routeUrl('announcement-list') ?? '/'}
        onClick={() => setOpen(false)}
        data-testid="announcement-see-all"
        style={{ display: 'block', textAlign: 'center', paddingTop: 8 }}
      >
        {t('announcementsPage.seeAll')}
      </Link>
    </>
  );

  return (
    <Popover
      trigger="click"
      placement="bottomRight"
      title={t('announcements.title')}
      content={withAll}
      open={open}
      onOpenChange={setOpen}
    >
      <Button
        type="text"
        aria-label={t('announcements.bellLabel', { count: total })}
        data-testid="announcement-bell"
        icon={
          <Badge count={badgeText} size="small">
            <BellOutlined style={{ fontSize: 18 }} />
          </Badge>
        }
      />
    </Popover>
  );
}
