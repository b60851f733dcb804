import type { TrackByDateQuery } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/download-file';
import { trackByDateSearch } from '../track-by-date-url';

/** GET /api/track-by-date/excel (needs dashboard-view): the workbook, saved by the browser. */
const downloadTrackByDateExcel = (query: TrackByDateQuery) =>
  downloadFile(
    `/api/track-by-date/excel?${trackByDateSearch(query)}`,
    `track-by-date-${query.from.replaceAll('/', '-')}-${query.to.replaceAll('/', '-')}.xlsx`,
  );

export function useDownloadTrackByDateExcel() {
  return useMutation({ mutationFn: downloadTrackByDateExcel });
}
