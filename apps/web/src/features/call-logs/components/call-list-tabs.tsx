import { callListTabs, type CallListTab } from '@waypost/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeUrl } from '@/lib/app-routes';

/** Pending (call now), scheduled (call later) and complete, each from its first page. */
export function CallListTabs({ tab }: { tab: CallListTab }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <Tabs
      activeKey={tab}
      data-testid="call-list-tabs"
      onChange={(next) => void navigate(routeUrl('call-list', { tab: next }) ?? '/')}
      items={callListTabs.map((name) => ({
        key: name,
        label: <span data-testid={`call-list-tab-${name}`}>{t(`callListTab.${name}`, { ns: 'domain' })}</span>,
      }))}
    />
  );
}
