import type { PickupRequestState } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const colors: Record<PickupRequestState, string> = {
  unassigned: 'default',
  pending: 'gold',
  ongoing: 'blue',
  complete: 'green',
  handover: 'purple',
  failed: 'red',
};

export function PickupStatusTag({ status }: { status: PickupRequestState }) {
  const { t } = useTranslation();
  return (
    <Tag color={colors[status]} data-testid="pickup-status" data-status={status}>
      {t(`pickupRequestState.${status}`, { ns: 'domain' })}
    </Tag>
  );
}
