import type { TrackByDateQuery } from '@waypost/domain';
import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { sessionToken } from '../../../lib/session-token';
import { trackByDateSearch } from '../track-by-date-url';

/** The file name the server gave (Content-Disposition), else a dated default. */
function fileNameOf(response: Response, query: TrackByDateQuery): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `track-by-date-${query.from.replaceAll('/', '-')}-${query.to.replaceAll('/', '-')}.xlsx`;
}

/** GET /api/track-by-date/excel (needs dashboard-view): fetches the workbook and hands it to the browser to save. */
async function downloadTrackByDateExcel(query: TrackByDateQuery): Promise<string> {
  const token = sessionToken.get();
  const response = await fetch(`/api/track-by-date/excel?${trackByDateSearch(query)}`, {
    headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const fileName = fileNameOf(response, query);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
  return fileName;
}

export function useDownloadTrackByDateExcel() {
  return useMutation({ mutationFn: downloadTrackByDateExcel });
}
