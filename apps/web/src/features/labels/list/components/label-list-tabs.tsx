import { acceptTabs, deliverTabs, type AcceptTab, type DeliverTab, type LabelTabCount } from '@waypost/domain';
import { Grid, Select, theme } from 'antd';
import type { CSSProperties } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { routeUrl } from '@/lib/app-routes';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useLabelTabCounts } from '../api/get-label-tab-counts';
import type { ListSide } from '../label-list-url';
import './label-list-tabs.css';

interface LabelListTabsProps {
  side: ListSide;
  tab: string;
}

function hrefOf(side: ListSide | null, tab: string): string {
  const path = routeUrl('label', { tab }) ?? '/';
  return side === 'receiver' ? `${path}?side=receiver` : path;
}

/**
 * The search tab, then the sender (accept) and receiver (deliver) tabs as two groups, each tab with its counter
 * (spec §4 "Tabs"). Wide screens wrap the tabs so none is hidden; phones pick the tab from one list.
 */
export function LabelListTabs({ side, tab }: LabelListTabsProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const { token } = theme.useToken();
  const navigate = useNavigate();
  const phone = Grid.useBreakpoint().md === false;
  const counts = useLabelTabCounts();
  const groups = [
    { side: 'sender', title: t('labelList.senderTabs'), tabs: acceptTabs },
    { side: 'receiver', title: t('labelList.receiverTabs'), tabs: deliverTabs },
  ] as const;
  const countOf = (groupSide: ListSide, name: string): LabelTabCount | undefined =>
    (counts.data?.[groupSide] as Readonly<Record<string, LabelTabCount>> | undefined)?.[name];
  const countText = (count: LabelTabCount) => `${formatNumber(count.total, locale)}${count.total_capped ? '+' : ''}`;
  const tabName = (name: AcceptTab | DeliverTab) => t(`labelTab.${name}`, { ns: 'domain' });
  const current = tab === 'search' ? 'search' : `${side}:${tab}`;

  if (phone) {
    // The chosen tab with its group, as plain text (the list's options carry the test ids).
    const plainLabels = new Map<string, string>([['search', t('labelList.searchTab')]]);
    for (const group of groups) {
      for (const name of group.tabs) {
        const count = countOf(group.side, name);
        plainLabels.set(
          `${group.side}:${name}`,
          `${group.title} · ${tabName(name)}${count ? ` (${countText(count)})` : ''}`,
        );
      }
    }
    const option = (groupSide: ListSide, name: AcceptTab | DeliverTab) => {
      const count = countOf(groupSide, name);
      return {
        value: `${groupSide}:${name}`,
        label: (
          <span data-testid={`label-tab-${groupSide}-${name}`} data-count={count?.total}>
            {tabName(name)}
            {count && <span data-testid="label-tab-count"> ({countText(count)})</span>}
          </span>
        ),
      };
    };
    return (
      <Select
        aria-label={t('labelList.tabsLabel')}
        data-testid="label-tab-select"
        value={current}
        virtual={false}
        listHeight={420}
        labelRender={({ value }) => plainLabels.get(String(value))}
        style={{ width: '100%' }}
        onChange={(value: string) => {
          const [nextSide, nextTab] = value === 'search' ? [null, 'search'] : value.split(':');
          void navigate(hrefOf(nextSide === 'receiver' ? 'receiver' : null, nextTab ?? 'search'));
        }}
        options={[
          { value: 'search', label: <span data-testid="label-tab-search">{t('labelList.searchTab')}</span> },
          ...groups.map((group) => ({
            label: group.title,
            title: group.title,
            options: group.tabs.map((name) => option(group.side, name)),
          })),
        ]}
      />
    );
  }

  // Colours from the theme, so the tabs follow the brand.
  const colours = {
    '--label-tabs-accent': token.colorPrimary,
    '--label-tabs-on-accent': token.colorWhite,
    '--label-tabs-text': token.colorText,
    '--label-tabs-muted-text': token.colorTextSecondary,
    '--label-tabs-hover': token.colorFillTertiary,
    '--label-tabs-count': token.colorFillSecondary,
    '--label-tabs-line': token.colorBorderSecondary,
  } as CSSProperties;

  return (
    <nav aria-label={t('labelList.tabsLabel')} className="label-tabs" style={colours} data-testid="label-tabs">
      <div className="label-tabs-group">
        <Link
          to={hrefOf(null, 'search')}
          className="label-tab"
          aria-current={tab === 'search' ? 'page' : undefined}
          data-testid="label-tab-search"
        >
          {t('labelList.searchTab')}
        </Link>
      </div>
      {groups.map((group) => (
        <div key={group.side} className="label-tabs-group" role="group" aria-labelledby={`label-tabs-${group.side}`}>
          <span id={`label-tabs-${group.side}`} className="label-tabs-title">
            {group.title}
          </span>
          <div className="label-tabs-list">
            {group.tabs.map((name) => {
              const count = countOf(group.side, name);
              const active = group.side === side && name === tab;
              return (
                <Link
                  key={name}
                  to={hrefOf(group.side, name)}
                  className="label-tab"
                  aria-current={active ? 'page' : undefined}
                  data-testid={`label-tab-${group.side}-${name}`}
                  data-count={count?.total}
                >
                  <span>{tabName(name)}</span>
                  {count && (
                    <span className="label-tab-count" data-testid="label-tab-count">
                      {countText(count)}
                    </span>
                  )}
                </Link>
              );
            })}
          </div>
        </div>
      ))}
    </nav>
  );
}
