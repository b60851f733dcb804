import { Button, Card, List, Popconfirm, Tag, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { toast } from '@/lib/toast';
import { useEndSession, useProfileSessions } from '../api/profile';

/** Where he is signed in (this browser marked), newest use first; any other one can be ended. */
export function SessionsCard() {
  const { t } = useTranslation();
  const locale = useLocale();
  const sessions = useProfileSessions();
  const end = useEndSession();
  return (
    <Card title={t('profile.sessions')}>
      <List
        loading={sessions.isLoading}
        dataSource={sessions.data ?? []}
        renderItem={(session) => (
          <List.Item
            key={session.id}
            data-testid="profile-session"
            data-current={session.current}
            actions={
              session.current
                ? [
                    <Tag key="current" color="green">
                      {t('profile.thisBrowser')}
                    </Tag>,
                  ]
                : [
                    <Popconfirm
                      key="end"
                      title={t('profile.endConfirm')}
                      okText={t('profile.end')}
                      cancelText={t('profile.cancel')}
                      okButtonProps={{ danger: true, 'data-testid': 'profile-session-end-confirm' }}
                      onConfirm={() =>
                        end.mutateAsync(session.id).then(
                          () => void toast.success(t('profile.ended')),
                          () => undefined,
                        )
                      }
                    >
                      <Button size="small" danger data-testid={`profile-session-end-${session.id}`}>
                        {t('profile.end')}
                      </Button>
                    </Popconfirm>,
                  ]
            }
          >
            <List.Item.Meta
              title={session.user_agent ?? t('profile.unknownBrowser')}
              description={
                <Typography.Text type="secondary">
                  {t('profile.sessionLine', {
                    ip: session.ip ?? '—',
                    used: formatDateTime(session.last_used_at, locale),
                    since: formatDateTime(session.created_at, locale),
                  })}
                </Typography.Text>
              }
            />
          </List.Item>
        )}
      />
    </Card>
  );
}
