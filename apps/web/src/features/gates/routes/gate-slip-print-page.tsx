import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useGateSlip } from '../api/gate-api';
import { GateSlipSheet, gateSlipCss } from '../components/gate-slip-sheet';

/** /gate-submit/{slipId}/print (outside the shell): the hand-over slip on A4, signed by the clerk and the gate. */
export function GateSlipPrintPage() {
  const { t } = useTranslation();
  const { slipId } = useParams();
  const id = Number(slipId);
  const query = useGateSlip(id);
  useDocumentTitle(query.data ? query.data.data.slip_no : t('route.gate-slip-print'));
  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={gateSlipCss}
      toolbarClassName="gate-slip-toolbar"
      printText={t('gate.slip.print')}
      printTestId="gate-slip-print"
      notFound={notFound}
      notFoundText={t('gate.slip.notFound')}
      notFoundTestId="gate-slip-not-found"
      failed={query.isError && !notFound}
      data={query.data?.data}
      document={(slip, ready) => <GateSlipSheet slip={slip} ready={ready} />}
    />
  );
}
