import { clearanceExcelLinkResponse } from '@waypost/domain';
import { apiClient } from '@/lib/api-client';

/** GET /api/cod-clearance/{id}/excel-link: the screen link of the batch's workbook, signed for its current version. */
export async function getClearanceExcelLink(id: number): Promise<string> {
  return (await apiClient.get(`/api/cod-clearance/${id}/excel-link`, { schema: clearanceExcelLinkResponse })).url;
}
