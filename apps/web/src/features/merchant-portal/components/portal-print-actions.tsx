import { PrinterOutlined } from '@/components/icons/icons';
import { portalPrintLayouts, type PortalPrintLayout } from '@waypost/domain';
import { Button, Flex, Segmented, Typography } from 'antd';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { portalPrintUrl } from '../api/portal-booking';

/**
 * The multi_label_print tab's actions (issue 30 §2): the labels ticked in the list, printed 1, 2 or 4 to an A4 page or
 * one per 100 × 150 mm roll label, in a new tab with the browser's print dialog.
 */
export function PortalPrintActions({ selected }: { selected: readonly number[] }) {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const [layout, setLayout] = useState<PortalPrintLayout>('a4-4');
  return (
    <Flex wrap gap={12} align="center" style={{ marginBottom: 12 }} data-testid="portal-print-actions">
      <Typography.Text>{t('print.selected', { count: formatNumber(selected.length, locale) })}</Typography.Text>
      <Segmented<PortalPrintLayout>
        aria-label={t('print.layout')}
        value={layout}
        onChange={setLayout}
        options={portalPrintLayouts.map((value) => ({ value, label: t(`print.layouts.${value}`) }))}
        data-testid="portal-print-choose-layout"
      />
      <Button
        type="primary"
        icon={<PrinterOutlined />}
        disabled={selected.length === 0}
        href={selected.length === 0 ? undefined : portalPrintUrl(selected, layout)}
        target="_blank"
        data-testid="portal-print-selected"
      >
        {t('print.printSelected')}
      </Button>
    </Flex>
  );
}
