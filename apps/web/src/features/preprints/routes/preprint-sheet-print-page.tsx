import { localizeDigits } from '@waypost/domain';
import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useLocale } from '@/lib/i18n';
import { useDocumentTitle } from '@/lib/use-document-title';
import { usePreprintSheet } from '../api/preprint-api';
import { PreprintSheet } from '../components/preprint-sheet';
import { preprintSheetCss } from '../components/preprint-sheet-styles';

/**
 * /preprint/{id}/sheet (outside the shell): the range's unused codes laid out on A4 for the browser's print dialog —
 * decided: a web print page rather than a server PDF, reusing the label print's Code128 (bwip-js, SVG: sharp at any
 * printer resolution) and fonts, so Burmese merchant names print as they show.
 */
export function PreprintSheetPrintPage() {
  const { t } = useTranslation();
  const locale = useLocale();
  const { preprintId } = useParams();
  const id = Number(preprintId);
  const query = usePreprintSheet(id);
  const sheet = query.data;
  useDocumentTitle(t('preprints.sheet.title', { id: localizeDigits(String(id), locale) }));
  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={preprintSheetCss}
      toolbarClassName="preprint-toolbar"
      printText={t('preprints.sheet.print')}
      printTestId="preprint-sheet-print"
      notFound={notFound}
      notFoundText={t('preprints.notFound')}
      notFoundTestId="preprint-not-found"
      failed={query.isError && !notFound}
      data={sheet}
      document={(shown, ready) =>
        shown.codes.some((code) => code.state === 'unused') ? (
          <PreprintSheet sheet={shown} ready={ready} />
        ) : (
          <Alert
            className="preprint-note"
            type="info"
            showIcon
            style={{ maxWidth: 560, margin: '0 auto' }}
            title={t('preprints.sheet.nothing')}
            data-testid="preprint-sheet-empty"
          />
        )
      }
    />
  );
}
