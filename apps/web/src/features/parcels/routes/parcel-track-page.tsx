import { Flex, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ParcelsView } from '../components/parcels-view';
import { parcelListQueryFrom } from '../parcel-list-url';

/** /parcel-track/list: every parcel the user may see with its current status and last update. */
export function ParcelTrackPage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  return (
    <Flex vertical gap={12} data-testid="parcel-track-page">
      <Typography.Title level={3} style={{ margin: 0 }}>
        {t('route.parcel-track')}
      </Typography.Title>
      <ParcelsView query={parcelListQueryFrom(params)} />
    </Flex>
  );
}
