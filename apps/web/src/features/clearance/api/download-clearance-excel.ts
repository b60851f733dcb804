import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '@/lib/download-file';

/** GET /api/cod-clearance/{id}/excel/{hash}: a stale or forged hash answers 404. */
const downloadClearanceExcel = ({ id, hash }: { id: number; hash: string }) =>
  downloadFile(`/api/cod-clearance/${id}/excel/${encodeURIComponent(hash)}`, `cod-clearance-${id}.xlsx`);

export function useDownloadClearanceExcel() {
  return useMutation({ mutationFn: downloadClearanceExcel });
}
