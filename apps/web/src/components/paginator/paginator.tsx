import { LeftOutlined, RightOutlined } from '@/components/icons/icons';
import { localizeDigits, paginatorDefaults } from '@waypost/domain';
import { Button, Flex, Input, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { goToPageTarget, paginatorItems } from './paginator-pages';

interface PaginatorProps {
  current: number;
  last: number;
  /** Rows in all pages, shown as a summary when given. */
  total?: number;
  /** The server stopped counting at `total` (more match): shown as "10,000+". */
  capped?: boolean | undefined;
  onChange: (page: number) => void;
  /** Page numbers either side of the current one (spec §9: 2). */
  range?: number;
}

/**
 * Spec §2 paginator: previous/next, first/last with ellipses, page numbers, and a Go-to-page box whose Go button
 * ignores pages outside 1..last. Page numbers follow the language (Myanmar digits in mm).
 */
export function Paginator({
  current,
  last,
  total,
  capped = false,
  onChange,
  range = paginatorDefaults.range,
}: PaginatorProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const [entry, setEntry] = useState('');
  const go = () => {
    const target = goToPageTarget(entry, last);
    if (target === null) return;
    setEntry('');
    if (target !== current) onChange(target);
  };

  return (
    <Flex component="nav" aria-label={t('paginator.label')} data-testid="paginator" gap={8} wrap align="center">
      <Button
        size="small"
        icon={<LeftOutlined />}
        aria-label={t('paginator.previous')}
        disabled={current <= 1}
        onClick={() => onChange(current - 1)}
        data-testid="paginator-previous"
      />
      {paginatorItems(current, last, range).map((item) =>
        item.kind === 'ellipsis' ? (
          <Typography.Text key={`ellipsis-${item.side}`} type="secondary" aria-hidden>
            …
          </Typography.Text>
        ) : (
          <Button
            key={item.page}
            size="small"
            type={item.page === current ? 'primary' : 'default'}
            aria-label={t('paginator.page', { page: item.page })}
            aria-current={item.page === current ? 'page' : undefined}
            onClick={() => item.page !== current && onChange(item.page)}
            data-testid={`paginator-page-${item.page}`}
          >
            {localizeDigits(item.page, locale)}
          </Button>
        ),
      )}
      <Button
        size="small"
        icon={<RightOutlined />}
        aria-label={t('paginator.next')}
        disabled={current >= last}
        onClick={() => onChange(current + 1)}
        data-testid="paginator-next"
      />
      <Flex gap={4} align="center">
        <Input
          size="small"
          style={{ width: 72 }}
          inputMode="numeric"
          aria-label={t('paginator.goTo')}
          placeholder={t('paginator.goTo')}
          value={entry}
          onChange={(event) => setEntry(event.target.value)}
          onPressEnter={go}
          data-testid="paginator-go-input"
        />
        <Button size="small" onClick={go} data-testid="paginator-go">
          {t('paginator.go')}
        </Button>
      </Flex>
      {total !== undefined && (
        <Typography.Text type="secondary" data-testid="paginator-total">
          {t('paginator.summary', { total: `${formatNumber(total, locale)}${capped ? '+' : ''}` })}
        </Typography.Text>
      )}
    </Flex>
  );
}
