import { PrinterOutlined } from '@/components/icons/icons';
import { useQuery } from '@tanstack/react-query';
import { Alert, Button, Segmented, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useFontsReady } from '@/lib/use-fonts-ready';
import { labelBatchQueryOptions } from '../api/get-labels';
import { labelA4Css, labelPrintCss } from '../components/label-print-styles';
import { ShippingLabel } from '../components/shipping-label';
import type { LabelFitSettled } from '../components/use-label-fit';
import { pagesOf, printIds, printLayout, type PrintLayout } from '../print-ids';

/**
 * /label/print/{id} (outside the shell): 100 × 150 mm shipping labels, one per page (two for a label too long for
 * one), ready for the browser's print dialog. `?ids=1,2,3` prints several (up to 500); `?layout=a4` puts four labels
 * on each A4 page instead.
 */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams, setSearchParams] = useSearchParams();
  const ids = printIds(id, searchParams.get('ids'));
  const layout = printLayout(searchParams.get('layout'));
  const chooseLayout = (next: PrintLayout) =>
    setSearchParams(
      (params) => {
        if (next === 'a4') params.set('layout', 'a4');
        else params.delete('layout');
        return params;
      },
      { replace: true },
    );
  // One request for them all, however many (an imported file's 500 labels).
  const batch = useQuery({ ...labelBatchQueryOptions(ids), enabled: ids.length > 0 });
  const labels = batch.data?.data ?? [];
  const loading = batch.isPending && ids.length > 0;
  const missing = (batch.data?.missing.length ?? 0) > 0 || ids.length === 0;
  useDocumentTitle(
    labels.length === 1 ? t('labelPrint.title', { code: labels[0]?.tracking_code }) : t('route.label-print'),
  );

  // Burmese must be laid out in the bundled font before the sheets are measured and fitted.
  const loaded = !loading && labels.length > 0;
  const fontsReady = useFontsReady(loaded);

  // Whether each label fits its sheets and how many it takes, once measured; ready when every label has been.
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
      // A label that changed is fitted afresh.
      key={`${label.id}:${label.updated_at}`}
      label={label}
      measure={fontsReady}
      onSettled={(settled) => settle(label.id, settled)}
    />
  );

  return (
    <>
      <style>{layout === 'a4' ? labelPrintCss + labelA4Css : labelPrintCss}</style>
      <div className="label-print-toolbar">
        {ids.length > 1 && (
          <Segmented<PrintLayout>
            aria-label={t('labelPrint.layout')}
            value={layout}
            onChange={chooseLayout}
            options={[
              { value: 'label', label: t('labelPrint.layoutLabel') },
              { value: 'a4', label: t('labelPrint.layoutA4') },
            ]}
            data-testid="print-layout"
          />
        )}
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!ready || tooLong.length === labels.length}
          onClick={() => window.print()}
          data-testid="print-now"
        >
          {t('labelPrint.print')}
        </Button>
        {tooLong.map((label) => (
          <Alert
            key={label.id}
            type="error"
            showIcon
            style={{ maxWidth: 480 }}
            title={t('labelPrint.doesNotFit', { code: label.tracking_code })}
            data-testid="label-does-not-fit"
          />
        ))}
      </div>
      {(missing || batch.isError) && (
        <Alert
          type="error"
          showIcon
          style={{ maxWidth: 480, margin: '0 auto 12px' }}
          title={missing ? t('labelDetail.notFound') : t('errors.pageFailed')}
          data-testid="print-labels-missing"
        />
      )}
      {loading && (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
      <main className="label-print-sheets" data-testid="label-print-sheets" data-layout={layout}>
        {layout === 'a4'
          ? // Four sheets a page, each in its quarter; a label's second sheet stays on its page.
            pagesOf(labels, 4, (label) => fits.get(label.id)?.sheets ?? 1).map((page) => (
              <div className="a4-page" key={page.map((label) => label.id).join('-')} data-testid="a4-page">
                {page.map((label) => sheetOf(label))}
              </div>
            ))
          : labels.map((label) => sheetOf(label))}
      </main>
    </>
  );
}
