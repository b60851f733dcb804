import { ExclamationCircleOutlined, ScanOutlined, SettingOutlined } from '@/components/icons/icons';
import {
  canAccessRoute,
  hasPermission,
  transferDirections,
  transferTabs,
  type TransferDirection,
  type TransferTab,
} from '@waypost/domain';
import { Button, Flex, Segmented, Tabs, Tag, Typography } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useSearchParams } from 'react-router';
import { routeMeta, routeUrl, type RouteName } from '@/lib/app-routes';
import { useCurrentUser } from '@/lib/auth';
import { PreparingBags } from '../components/preparing-bags';
import { TransferDispatches } from '../components/transfer-dispatches';
import { transferListQuery, transferSearchWith, transferViewOf } from '../transfer-model';

/**
 * /transfer, the spec's "transfer" screen: the bags being prepared, then the dispatches by state, for what leaves
 * this branch or comes to it (head office: every branch's). Tab and side are in the URL.
 */
export function TransferPage() {
  const { t } = useTranslation();
  const user = useCurrentUser();
  const [params, setParams] = useSearchParams();
  const view = transferViewOf(params);
  const everyBranch = user.all_branches;
  const list = transferListQuery(view, everyBranch);
  const branchId = user.branch?.id ?? null;
  const canPrepare =
    branchId !== null && hasPermission(user, 'mailbag.manage') && (everyBranch || view.direction === 'outgoing');
  const change = (next: { tab?: TransferTab; direction?: TransferDirection }) =>
    setParams((previous) => transferSearchWith(previous, next), { replace: true });

  const headerLinks: { route: RouteName; icon: ReactNode; testId: string }[] = [
    { route: 'transfer-scan', icon: <ScanOutlined />, testId: 'transfer-scan-link' },
    { route: 'transfer-missing', icon: <ExclamationCircleOutlined />, testId: 'transfer-missing-link' },
    { route: 'transfer-settings', icon: <SettingOutlined />, testId: 'transfer-settings-link' },
  ];

  return (
    <Flex vertical gap={12} data-testid="transfer-page" data-tab={view.tab} data-direction={view.direction}>
      <Flex justify="space-between" align="center" gap={8} wrap>
        <Typography.Title level={3} style={{ margin: 0 }}>
          {t('route.transfer')}
        </Typography.Title>
        <Flex gap={8} wrap>
          {headerLinks
            .filter(({ route }) => {
              const { access } = routeMeta[route];
              return access !== 'guest' && canAccessRoute(user, access);
            })
            .map(({ route, icon, testId }) => (
              <Link key={route} to={routeUrl(route) ?? '#'} data-testid={testId}>
                <Button icon={icon} tabIndex={-1}>
                  {t(`route.${route}`)}
                </Button>
              </Link>
            ))}
        </Flex>
      </Flex>
      {everyBranch ? (
        <div>
          <Tag data-testid="transfer-every-branch">{t('transfer.everyBranch')}</Tag>
        </div>
      ) : (
        <Segmented<TransferDirection>
          aria-label={t('transfer.direction.label')}
          value={view.direction}
          onChange={(direction) => change({ direction })}
          options={transferDirections.map((direction) => ({
            value: direction,
            label: <span data-testid={`transfer-direction-${direction}`}>{t(`transfer.direction.${direction}`)}</span>,
          }))}
          style={{ alignSelf: 'flex-start' }}
          data-testid="transfer-direction"
        />
      )}
      <Tabs
        activeKey={view.tab}
        onChange={(tab) => change({ tab: tab as TransferTab })}
        data-testid="transfer-tabs"
        items={transferTabs.map((tab) => ({
          key: tab,
          label: <span data-testid={`transfer-tab-${tab}`}>{t(`transferTab.${tab}`, { ns: 'domain' })}</span>,
        }))}
      />
      {list.kind === 'bags' ? (
        <PreparingBags query={list.query} branchId={branchId} canPrepare={canPrepare} />
      ) : (
        <TransferDispatches query={list.query} />
      )}
    </Flex>
  );
}
