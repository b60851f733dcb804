import type { NotificationState } from '@waypost/domain';
import { Tag } from 'antd';
import { useTranslation } from 'react-i18next';
import { notificationStateColors } from '../notifications-model';

/** A message's state as a coloured tag (`data-state` for tests). */
export function NotificationStateTag({ state, testId }: { state: NotificationState; testId?: string }) {
  const { t } = useTranslation();
  return (
    <Tag color={notificationStateColors[state]} data-testid={testId} data-state={state}>
      {t(`notificationState.${state}`, { ns: 'domain' })}
    </Tag>
  );
}
