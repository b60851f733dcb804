import { acceptTabs, deliverTabs } from '@waypost/domain';
import { Flex, Tabs, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { routeUrl } from '../../../../lib/app-routes';
import type { ListSide } from '../label-list-url';

interface LabelListTabsProps {
  side: ListSide;
  tab: string;
}

/** The search tab, then the sender (accept) tabs and the receiver (deliver) tabs as two groups (spec §4 "Tabs"). */
export function LabelListTabs({ side, tab }: LabelListTabsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const open = (nextSide: ListSide, nextTab: string) => {
    const path = routeUrl('label', { tab: nextTab });
    if (path) void navigate(nextSide === 'receiver' ? `${path}?side=receiver` : path);
  };
  const groups = [
    { side: 'sender', title: t('labelList.senderTabs'), tabs: acceptTabs },
    { side: 'receiver', title: t('labelList.receiverTabs'), tabs: deliverTabs },
  ] as const;

  return (
    <Flex vertical gap={0} data-testid="label-tabs">
      <Tabs
        size="small"
        activeKey={tab === 'search' ? 'search' : ''}
        onChange={() => open(side, 'search')}
        items={[
          {
            key: 'search',
            label: <span data-testid="label-tab-search">{t('labelList.searchTab')}</span>,
          },
        ]}
        tabBarStyle={{ marginBottom: 0 }}
      />
      {groups.map((group) => (
        <Flex key={group.side} gap={12} align="center">
          <Typography.Text type="secondary" style={{ minWidth: 80 }}>
            {group.title}
          </Typography.Text>
          <Tabs
            size="small"
            style={{ flex: 1, minWidth: 0 }}
            activeKey={group.side === side && tab !== 'search' ? tab : ''}
            onChange={(key) => open(group.side, key)}
            items={group.tabs.map((name) => ({
              key: name,
              label: (
                <span data-testid={`label-tab-${group.side}-${name}`}>{t(`labelTab.${name}`, { ns: 'domain' })}</span>
              ),
            }))}
            tabBarStyle={{ marginBottom: 0 }}
          />
        </Flex>
      ))}
    </Flex>
  );
}
