import { accountStatuses, type AccountStatus, type StaffListResponse } from '@waypost/domain';
import { Tabs } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { staffTabSearch } from '../staff-list-url';

interface StaffTabsProps {
  tab: AccountStatus;
  /** Every tab's count, from the list's last answer; none while the first one loads. */
  counts: StaffListResponse['counts'] | undefined;
}

/** Active, Suspend and Ban, each with its count; another tab keeps the search and starts from page 1. */
export function StaffTabs({ tab, counts }: StaffTabsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  return (
    <Tabs
      activeKey={tab}
      data-testid="staff-tabs"
      onChange={(next) => void navigate(`${routeUrl('staff', { tab: next }) ?? '/'}${staffTabSearch(params)}`)}
      items={accountStatuses.map((status) => {
        const name = t(`accountStatus.${status}`, { ns: 'domain' });
        const count = counts?.[status];
        return {
          key: status,
          label: (
            <span data-testid={`staff-tab-${status}`} data-count={count}>
              {count === undefined ? name : t('staff.tabLabel', { status: name, count: formatNumber(count, locale) })}
            </span>
          ),
        };
      })}
    />
  );
}
