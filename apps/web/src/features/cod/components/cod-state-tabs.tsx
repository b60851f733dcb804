import { codServiceStates, type CodServiceState } from '@waypost/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { codTabSearch } from '../cod-list-url';

/** The six COD states as tabs (spec §4 `codServiceState`); a tab keeps the merchant, branch and search. */
export function CodStateTabs({ status }: { status: CodServiceState }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Tabs
      activeKey={status}
      data-testid="cod-tabs"
      onChange={(next) => void navigate(`${routeUrl('cod', { status: next }) ?? '/'}${codTabSearch(params)}`)}
      items={codServiceStates.map((state) => ({
        key: state,
        label: <span data-testid={`cod-tab-${state}`}>{t(`codServiceState.${state}`, { ns: 'domain' })}</span>,
      }))}
    />
  );
}
