import type { LabelImportResponse } from '@waypost/domain';
import { LabelImportPage, type LabelImportPlace } from '@/features/labels/import/routes/label-import-page';
import { portalPrintUrl } from '../api/portal-booking';

/** The portal's import: the staff import's routes under /api/merchant-portal, printed by the portal's print sheet. */
const portalImport: LabelImportPlace = {
  path: '/api/merchant-portal/label/import',
  printUrlOf: (created: LabelImportResponse, layout) =>
    portalPrintUrl(
      created.labels.map((label) => label.id),
      layout === 'a4' ? 'a4-4' : 'roll',
    ),
  invalidates: ['merchant-portal'],
};

/**
 * /portal/label/import (issue 30 §2): the bulk import as the counter has it — the template, the checked preview, every
 * row booked at once or none — each row for the member's merchant (a Merchant cell naming another is refused).
 */
export function PortalImportPage() {
  return <LabelImportPage place={portalImport} />;
}
