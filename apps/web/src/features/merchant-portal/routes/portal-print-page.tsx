import { PrinterOutlined } from '@/components/icons/icons';
import { portalPrintLayout, portalPrintLayouts, portalPrintPerPage, type PortalPrintLayout } from '@waypost/domain';
import { Alert, Button, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { ShippingLabel } from '@/features/labels/print/components/shipping-label';
import type { LabelFitSettled } from '@/features/labels/print/components/use-label-fit';
import { pagesOf, printIds } from '@/features/labels/print/print-ids';
import { formatNumber } from '@/lib/format';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFontsReady } from '@/lib/use-fonts-ready';
import { usePortalPrintLabels } from '../api/portal-booking';
import { portalPrintCss } from '../components/portal-print-styles';

/**
 * /portal/print?ids=…&layout=a4-1|a4-2|a4-4|roll (outside the shell): the member's chosen labels, 1, 2 or 4 to an A4
 * page or one per 100 × 150 mm roll label, ready for the browser's print dialog (issue 30 §2). The sheets are the
 * counter's (ShippingLabel); only his merchant's labels are printed (another's makes the request a 404).
 */
export function PortalPrintPage() {
  const { t } = useTranslation('merchantPortal');
  const locale = useLocale();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = printIds(undefined, searchParams.get('ids'));
  const layout = portalPrintLayout(searchParams.get('layout'));
  const chooseLayout = (next: PortalPrintLayout) =>
    setSearchParams(
      (params) => {
        params.set('layout', next);
        return params;
      },
      { replace: true },
    );
  const batch = usePortalPrintLabels(ids);
  const labels = batch.data?.data ?? [];
  const loading = batch.isPending && ids.length > 0;
  useDocumentTitle(t('print.title'));

  const loaded = !loading && labels.length > 0;
  const fontsReady = useFontsReady(loaded);
  const [fits, setFits] = useState<ReadonlyMap<number, LabelFitSettled>>(new Map());
  const settle = useCallback(
    (labelId: number, settled: LabelFitSettled) => setFits((known) => new Map(known).set(labelId, settled)),
    [],
  );
  const ready = loaded && fontsReady && labels.every((label) => fits.has(label.id));
  const tooLong = labels.filter((label) => fits.get(label.id)?.fits === false);
  useEffect(() => {
    if (!ready) return;
    document.body.dataset.labelsReady = 'true';
    return () => {
      delete document.body.dataset.labelsReady;
    };
  }, [ready]);

  const sheetOf = (label: (typeof labels)[number]) => (
    <ShippingLabel
      key={`${label.id}:${label.updated_at}`}
      label={label}
      measure={fontsReady}
      onSettled={(settled) => settle(label.id, settled)}
    />
  );
  const perPage = portalPrintPerPage[layout];

  return (
    <>
      <style>{portalPrintCss[layout]}</style>
      <div className="label-print-toolbar">
        <Segmented<PortalPrintLayout>
          aria-label={t('print.layout')}
          value={layout}
          onChange={chooseLayout}
          options={portalPrintLayouts.map((value) => ({ value, label: t(`print.layouts.${value}`) }))}
          data-testid="portal-print-layout"
        />
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!ready || tooLong.length === labels.length}
          onClick={() => window.print()}
          data-testid="print-now"
        >
          {t('print.print', { count: formatNumber(labels.length, locale) })}
        </Button>
        {tooLong.map((label) => (
          <Alert
            key={label.id}
            type="error"
            showIcon
            style={{ maxWidth: 480 }}
            title={t('labelPrint.doesNotFit', { ns: 'translation', code: label.tracking_code })}
            data-testid="label-does-not-fit"
          />
        ))}
      </div>
      {(ids.length === 0 || batch.isError) && (
        <Alert
          type="error"
          showIcon
          style={{ maxWidth: 480, margin: '0 auto 12px' }}
          title={t('print.notFound')}
          data-testid="print-labels-missing"
        />
      )}
      {loading && (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
      <main className="label-print-sheets" data-testid="label-print-sheets" data-layout={layout}>
        {layout === 'roll'
          ? labels.map((label) => sheetOf(label))
          : pagesOf(labels, perPage, (label) => fits.get(label.id)?.sheets ?? 1).map((page) => (
              <div className="a4-page" key={page.map((label) => label.id).join('-')} data-testid="a4-page">
                {page.map((label) => sheetOf(label))}
              </div>
            ))}
      </main>
    </>
  );
}
