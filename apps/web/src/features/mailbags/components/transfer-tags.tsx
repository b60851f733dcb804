import type { DispatchState, MailbagState } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';

const bagColors: Record<MailbagState, string> = {
  pending: 'gold',
  process: 'blue',
  checkin_transit: 'purple',
  checkout_transit: 'purple',
  accept_by_transport: 'cyan',
  send_from_transport: 'cyan',
  arrived_from_transport: 'cyan',
  complete: 'green',
};

const dispatchColors: Record<DispatchState, string> = {
  in_transit: 'processing',
  arrived: 'green',
  discrepancies: 'orange',
  closed: 'default',
};

/** A bag's state in its colour: open gold, closed blue, in transit purple, with transport cyan, opened green. */
export function BagStateTag({ state }: { state: MailbagState }) {
  const { t } = useTranslation();
  return (
    <Tag color={bagColors[state]} data-testid="bag-state" data-state={state}>
      {t(`mailbagState.${state}`, { ns: 'domain' })}
    </Tag>
  );
}

/** A dispatch's state, and "Overdue" in red when it is still on the road past its expected arrival. */
export function DispatchStateTags({ state, overdue }: { state: DispatchState; overdue: boolean }) {
  const { t } = useTranslation();
  return (
    <>
      {overdue && (
        <Tag color="red" data-testid="dispatch-overdue">
          {t('transfer.overdue')}
        </Tag>
      )}
      <Tag color={dispatchColors[state]} data-testid="dispatch-state" data-state={state}>
        {t(`dispatchState.${state}`, { ns: 'domain' })}
      </Tag>
    </>
  );
}
