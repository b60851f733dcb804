import { Button, Card, Col, Row, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { routeMeta } from '@/lib/app-routes';
import { useProfile } from '../api/profile';
import { PasswordCard } from '../components/password-card';
import { ProfileDetailsCard } from '../components/profile-details-card';
import { SessionsCard } from '../components/sessions-card';

/** The profile (spec's named screen): his details and language, his password, and where he is signed in. */
export function ProfilePage() {
  const { t } = useTranslation();
  const profile = useProfile();
  return (
    <div data-testid="profile-page">
      <Typography.Title level={3}>{t('route.profile')}</Typography.Title>
      {profile.data ? (
        <Row gutter={[16, 16]}>
          <Col xs={24} lg={12}>
            <ProfileDetailsCard profile={profile.data} />
          </Col>
          <Col xs={24} lg={12}>
            <PasswordCard />
          </Col>
          <Col span={24}>
            <SessionsCard />
          </Col>
          <Col span={24}>
            <Card title={t('route.two-step')}>
              <Link to={routeMeta['two-step'].path}>
                <Button data-testid="profile-two-step">{t('route.two-step')}</Button>
              </Link>
            </Card>
          </Col>
        </Row>
      ) : (
        <Spin />
      )}
    </div>
  );
}
