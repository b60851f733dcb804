import { PlusOutlined } from '@/components/icons/icons';
import { formatAnnouncementDate, hasPermission } from '@waypost/domain';
import { Badge, Button, Empty, Flex, List, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { Paginator } from '@/components/paginator/paginator';
import { routeUrl } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { useLocale } from '@/lib/i18n';
import { useAnnouncements } from '../api/get-announcements';
import { AddresseeTag } from '../components/addressee-tag';
import { AnnouncementActions } from '../components/announcement-actions';
import { AnnouncementFormModal } from '../components/announcement-form-modal';

/** The announcement list (spec's named screen): newest first, unread ones marked; managers write, edit, delete. */
export function AnnouncementListPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const page = Math.max(1, Number(params.get('page')) || 1);
  const list = useAnnouncements(page);
  const [writing, setWriting] = useState(false);
  const data = list.data;

  return (
    <Flex vertical gap={12} data-testid="announcement-list-page">
      <Flex justify="space-between" align="center" wrap gap={8}>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.announcement-list')}
        </Typography.Title>
        {hasPermission(user, 'announcement.manage') && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setWriting(true)}
            data-testid="announcement-new"
          >
            {t('announcementsPage.new')}
          </Button>
        )}
      </Flex>
      <List
        loading={list.isLoading}
        dataSource={data?.data ?? []}
        locale={{ emptyText: <Empty description={t('announcements.empty')} /> }}
        renderItem={(item) => (
          <List.Item
            key={item.id}
            data-testid="announcement-row"
            data-read={item.read}
            actions={item.editable ? [<AnnouncementActions key="actions" announcement={item} />] : []}
          >
            <List.Item.Meta
              title={
                <Flex gap={8} align="center" wrap>
                  {!item.read && <Badge status="processing" aria-label={t('announcementsPage.unread')} />}
                  <Link
                    to={routeUrl('announcement-detail', { announcementId: String(item.id) }) ?? '/'}
                    style={{ fontWeight: item.read ? 'normal' : 600 }}
                    data-testid="announcement-row-title"
                  >
                    {item.title}
                  </Link>
                  <AddresseeTag announcement={item} />
                </Flex>
              }
              description={formatAnnouncementDate(item.created_at, locale)}
            />
          </List.Item>
        )}
      />
      {data && data.meta.last_page > 1 && (
        <Paginator
          current={data.current_page}
          last={data.meta.last_page}
          onChange={(next) => setParams({ page: String(next) })}
        />
      )}
      {writing && <AnnouncementFormModal onClose={() => setWriting(false)} />}
    </Flex>
  );
}
