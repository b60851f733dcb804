import { useMutation } from '@tanstack/react-query';
import { ApiError } from '../../../lib/api-client';
import { currentLocale } from '../../../lib/i18n';
import { sessionToken } from '../../../lib/session-token';

/** The file name the server gave (Content-Disposition), else one named after the batch. */
function fileNameOf(response: Response, id: number): string {
  const match = /filename="?([^";]+)"?/i.exec(response.headers.get('content-disposition') ?? '');
  return match?.[1] ?? `cod-clearance-${id}.xlsx`;
}

/**
 * GET /api/cod-clearance/{id}/excel/{hash}: the workbook needs the session's bearer token, so it is fetched here and
 * handed to the browser to save (as track-by-date's Excel is). A stale or forged hash answers 404.
 */
async function downloadClearanceExcel({ id, hash }: { id: number; hash: string }): Promise<string> {
  const token = sessionToken.get();
  const response = await fetch(`/api/cod-clearance/${id}/excel/${encodeURIComponent(hash)}`, {
    headers: { 'accept-language': currentLocale(), ...(token ? { authorization: `Bearer ${token}` } : {}) },
  });
  if (!response.ok) throw new ApiError(response.status, response.statusText);
  const fileName = fileNameOf(response, id);
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

export function useDownloadClearanceExcel() {
  return useMutation({ mutationFn: downloadClearanceExcel });
}
