import { PrinterOutlined } from '@ant-design/icons';
import { useQueries } from '@tanstack/react-query';
import { Alert, Button, Spin } from 'antd';
import { useCallback, useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useParams, useSearchParams } from 'react-router';
import { ApiError } from '../../../../lib/api-client';
import { useDocumentTitle } from '../../../../lib/use-document-title';
import { useFontsReady } from '../../../../lib/use-fonts-ready';
import { labelQueryOptions } from '../../detail/api/get-label';
import { labelPrintCss } from '../components/label-print-styles';
import { ShippingLabel } from '../components/shipping-label';
import { printIds } from '../print-ids';

/**
 * /label/print/{id} (outside the shell): 100 × 150 mm shipping labels, one per page (two for a label too long for
 * one), ready for the browser's print dialog. `?ids=1,2,3` prints several.
 */
export function LabelPrintPage() {
  const { t } = useTranslation();
  const { id } = useParams();
  const [searchParams] = useSearchParams();
  const ids = printIds(id, searchParams.get('ids'));
  const queries = useQueries({ queries: ids.map((labelId) => labelQueryOptions(labelId)) });
  const labels = queries.flatMap((query) => (query.data ? [query.data] : []));
  const loading = queries.some((query) => query.isPending);
  const failed = queries.filter((query) => query.isError);
  useDocumentTitle(
    labels.length === 1 ? t('labelPrint.title', { code: labels[0]?.tracking_code }) : t('route.label-print'),
  );

  // Burmese must be laid out in the bundled font before the sheets are measured and fitted.
  const loaded = !loading && labels.length > 0;
  const fontsReady = useFontsReady(loaded);

  // Whether each label fits its sheets, once measured; the sheets are ready when every label has been.
  const [fits, setFits] = useState<ReadonlyMap<number, boolean>>(new Map());
  const settle = useCallback(
    (labelId: number, labelFits: boolean) => setFits((known) => new Map(known).set(labelId, labelFits)),
    [],
  );
  const ready = loaded && fontsReady && labels.every((label) => fits.has(label.id));
  const tooLong = labels.filter((label) => fits.get(label.id) === false);
  useEffect(() => {
    if (!ready) return;
    document.body.dataset.labelsReady = 'true';
    return () => {
      delete document.body.dataset.labelsReady;
    };
  }, [ready]);

  return (
    <>
      <style>{labelPrintCss}</style>
      <div className="label-print-toolbar">
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
      {failed.length > 0 && (
        <Alert
          type="error"
          showIcon
          style={{ maxWidth: 480, margin: '0 auto 12px' }}
          title={
            failed[0]?.error instanceof ApiError && failed[0].error.status === 404
              ? t('labelDetail.notFound')
              : t('errors.pageFailed')
          }
        />
      )}
      {loading && (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
      <main className="label-print-sheets" data-testid="label-print-sheets">
        {labels.map((label) => (
          <ShippingLabel
            // A label that changed is fitted afresh.
            key={`${label.id}:${label.updated_at}`}
            label={label}
            measure={fontsReady}
            onSettled={(labelFits) => settle(label.id, labelFits)}
          />
        ))}
      </main>
    </>
  );
}
