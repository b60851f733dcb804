import { BellOutlined } from '@ant-design/icons';
import { App, Badge, Button, Empty, List, Popover, Typography } from 'antd';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { formatDateTime, formatNumber } from '../../../lib/format';
import { useLocale } from '../../../lib/i18n';
import { useAnnouncementNotifications } from '../api/get-announcement-notifications';

/** The top bar's bell: a count of announcements and the latest ones on click. */
export function AnnouncementBell() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { message } = App.useApp();
  const notifications = useAnnouncementNotifications();
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
        <List.Item key={item.id}>
          <List.Item.Meta
            title={item.title}
            description={<Typography.Text type="secondary">{formatDateTime(item.created_at, locale)}</Typography.Text>}
          />
        </List.Item>
      )}
    />
  ) : (
    <Empty image={Empty.PRESENTED_IMAGE_SIMPLE} description={t('announcements.empty')} />
  );

  return (
    <Popover trigger="click" placement="bottomRight" title={t('announcements.title')} content={content}>
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
