import type { PreprintSheetResponse } from '@waypost/domain';
import { useTranslation } from 'react-i18next';
import { BarcodeImage } from '@/features/labels/print/components/barcode-image';
import { sheetPages } from '../preprint-sheet-model';

/** The A4 pages of a range's unused codes, each a cut-out label with the barcode a counter scans. */
export function PreprintSheet({ sheet, ready }: { sheet: PreprintSheetResponse; ready: boolean }) {
  const { t } = useTranslation();
  const codes = sheet.codes.filter((code) => code.state === 'unused');
  const kind = t(`preprintType.${sheet.type}`, { ns: 'domain' });
  return (
    <div data-testid="preprint-sheet" data-ready={ready ? 'true' : undefined}>
      {sheetPages(codes).map((page, index) => (
        <section className="preprint-page" key={page[0]!.tracking_code} aria-label={String(index + 1)}>
          {page.map((code) => (
            <div className="preprint-cell" key={code.tracking_code} data-testid="preprint-sheet-code">
              <div className="head">
                <span className="merchant">{sheet.merchant_name}</span>
                <span>
                  {kind} · {sheet.branch_code}
                </span>
              </div>
              <BarcodeImage kind="code128" text={code.tracking_code} alt={code.tracking_code} />
              <span className="code">{code.tracking_code}</span>
            </div>
          ))}
        </section>
      ))}
    </div>
  );
}
