import { progressGroups } from '@waypost/domain';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { Navigate, useNavigate, useParams, useSearchParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { ParcelsView } from '../components/parcels-view';
import { isProgressGroup, parcelListQueryFrom } from '../parcel-list-url';

/** /parcels/{tab}: parcels by progress group (spec §2 "parcels by status", §4 "Label progress groups"). */
export function ParcelsPage() {
  const { t } = useTranslation();
  const { tab } = useParams();
  const [params] = useSearchParams();
  const navigate = useNavigate();
  if (!isProgressGroup(tab)) return <Navigate to={routeUrl('parcels', { tab: 'process' }) ?? '/'} replace />;

  return (
    <Flex vertical gap={12} data-testid="parcels-page" data-tab={tab}>
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.parcels')}
      </Typography.Title>
      <Tabs
        activeKey={tab}
        onChange={(key) => void navigate(routeUrl('parcels', { tab: key }) ?? '/')}
        items={progressGroups.map((group) => ({
          key: group,
          label: <span data-testid={`parcels-tab-${group}`}>{t(`progressGroup.${group}`, { ns: 'domain' })}</span>,
        }))}
      />
      <ParcelsView key={tab} query={parcelListQueryFrom(params, tab)} />
    </Flex>
  );
}
