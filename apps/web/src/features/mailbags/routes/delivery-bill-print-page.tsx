import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useDispatch } from '../api/mailbag-queries';
import { DeliveryBillSheet } from '../components/delivery-bill-sheet';
import { deliveryBillCss } from '../components/delivery-bill-styles';

/** /transfer/dispatch/{dispatchId}/bill (outside the shell): the dispatch's delivery bill on A4, to sign at hand-over. */
export function DeliveryBillPrintPage() {
  const { t } = useTranslation();
  const { dispatchId } = useParams();
  const id = Number(dispatchId);
  const query = useDispatch(id);
  useDocumentTitle(
    query.data ? t('transfer.bill.documentTitle', { code: query.data.dispatch_code }) : t('route.dispatch-bill-print'),
  );

  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={deliveryBillCss}
      toolbarClassName="delivery-bill-toolbar"
      printText={t('transfer.printBill')}
      printTestId="bill-print"
      notFound={notFound}
      notFoundText={t('transfer.dispatch.notFound')}
      notFoundTestId="dispatch-not-found"
      failed={query.isError && !notFound}
      data={query.data}
      document={(dispatch, ready) => <DeliveryBillSheet dispatch={dispatch} ready={ready} />}
    />
  );
}
