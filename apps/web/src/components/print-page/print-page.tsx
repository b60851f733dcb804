import { PrinterOutlined } from '@/components/icons/icons';
import { Alert, Button, Spin } from 'antd';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useFontsReady } from '@/lib/use-fonts-ready';

/**
 * A page made to be printed from the browser (an A4 report or sheet): its own print styles, a Print button above the
 * document (hidden by those styles on paper, enabled once the fonts are in), and the not-found, failed and loading
 * states. `document(ready)` renders the document once its data is loaded.
 */
export function PrintPage<Data>({
  css,
  toolbarClassName,
  printText,
  printTestId,
  notFound,
  notFoundText,
  notFoundTestId,
  failed,
  data,
  document,
}: {
  css: string;
  toolbarClassName: string;
  printText: string;
  printTestId: string;
  notFound: boolean;
  notFoundText: string;
  notFoundTestId: string;
  failed: boolean;
  data: Data | undefined;
  document: (data: Data, ready: boolean) => ReactNode;
}) {
  const { t } = useTranslation();
  const fontsReady = useFontsReady(data !== undefined);
  return (
    <>
      <style>{css}</style>
      <div className={toolbarClassName}>
        <Button
          type="primary"
          icon={<PrinterOutlined />}
          disabled={!fontsReady}
          onClick={() => window.print()}
          data-testid={printTestId}
        >
          {printText}
        </Button>
      </div>
      {notFound ? (
        <Alert type="error" showIcon title={notFoundText} data-testid={notFoundTestId} />
      ) : failed ? (
        <Alert type="error" showIcon title={t('errors.pageFailed')} />
      ) : data !== undefined ? (
        document(data, fontsReady)
      ) : (
        <div style={{ textAlign: 'center', padding: 48 }}>
          <Spin />
        </div>
      )}
    </>
  );
}
