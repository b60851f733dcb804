import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { useParams } from 'react-router';
import { PrintPage } from '@/components/print-page/print-page';
import { ApiError } from '@/lib/api-client';
import { useDocumentTitle } from '@/lib/use-document-title';
import { useMailbag } from '../api/mailbag-queries';
import { BagTagSheet } from '../components/bag-tag-sheet';
import { bagTagCss } from '../components/bag-tag-styles';

/** /transfer/bag/{bagId}/tag (outside the shell): the bag's tag on one landscape A6 page, to tie to the bag. */
export function BagTagPrintPage() {
  const { t } = useTranslation();
  const { bagId } = useParams();
  const id = Number(bagId);
  const query = useMailbag(id);
  const bag = query.data;
  useDocumentTitle(bag ? t('transfer.tag.title', { bag: bag.bag_text }) : t('route.mailbag-tag-print'));

  const notFound = !Number.isInteger(id) || id <= 0 || (query.error instanceof ApiError && query.error.status === 404);
  return (
    <PrintPage
      css={bagTagCss}
      toolbarClassName="bag-tag-toolbar"
      printText={t('transfer.tag.print')}
      printTestId="bag-tag-print"
      notFound={notFound}
      notFoundText={t('transfer.bagNotFound')}
      notFoundTestId="bag-not-found"
      failed={query.isError && !notFound}
      data={bag}
      document={(shown, ready) => (
        <>
          {shown.status === 'pending' && (
            <Alert
              className="bag-tag-note"
              type="warning"
              showIcon
              style={{ maxWidth: 560, margin: '0 auto 12px' }}
              title={t('transfer.tag.notClosed')}
              data-testid="bag-tag-not-closed"
            />
          )}
          <BagTagSheet bag={shown} ready={ready} />
        </>
      )}
    />
  );
}
