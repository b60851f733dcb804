import {
  codPendingResponse,
  creditStatementResponse,
  portalClearanceDetailResponse,
  portalClearanceListResponse,
  type CreditStatementQuery,
  type MerchantClearanceTab,
} from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { downloadFile } from '@/lib/download-file';

const moneyKeys = {
  all: ['merchant-portal', 'money'] as const,
  cod: (tab: MerchantClearanceTab, page: number) => [...moneyKeys.all, 'cod', tab, page] as const,
  clearances: (page: number) => [...moneyKeys.all, 'clearance', page] as const,
  clearance: (id: number) => [...moneyKeys.all, 'clearance-detail', id] as const,
  credit: (period: CreditStatementQuery) => [...moneyKeys.all, 'credit', period.from, period.to] as const,
};

/** GET /api/cod-pending?tab=&page=: the member's own merchant's COD of a merchant clearance tab, with its totals. */
export function usePortalCod(tab: MerchantClearanceTab, page: number) {
  return useQuery({
    queryKey: moneyKeys.cod(tab, page),
    queryFn: ({ signal }) =>
      apiClient.get('/api/cod-pending', { query: { tab, page }, schema: codPendingResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/merchant-portal/clearance?page=: the merchant's clearance statements, newest first. */
export function usePortalClearances(page: number) {
  return useQuery({
    queryKey: moneyKeys.clearances(page),
    queryFn: ({ signal }) =>
      apiClient.get('/api/merchant-portal/clearance', { query: { page }, schema: portalClearanceListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}

/** GET /api/merchant-portal/clearance/{id}: one statement with its labels. */
export function usePortalClearance(id: number | null) {
  return useQuery({
    queryKey: moneyKeys.clearance(id ?? 0),
    queryFn: async ({ signal }) =>
      (await apiClient.get(`/api/merchant-portal/clearance/${id}`, { schema: portalClearanceDetailResponse, signal }))
        .data,
    enabled: id !== null,
  });
}

/** GET /api/merchant-portal/clearance/{id}/excel: saves the statement's workbook; resolves to the file's name. */
export function downloadPortalClearanceExcel(id: number): Promise<string> {
  return downloadFile(`/api/merchant-portal/clearance/${id}/excel`, `cod-clearance-${id}.xlsx`);
}

/** GET /api/merchant-portal/credit?from=&to=: the merchant's shipping-credit statement over Yangon days. */
export function usePortalCredit(period: CreditStatementQuery | null) {
  return useQuery({
    queryKey: period ? moneyKeys.credit(period) : moneyKeys.all,
    queryFn: async ({ signal }) =>
      (
        await apiClient.get('/api/merchant-portal/credit', {
          query: { ...period },
          schema: creditStatementResponse,
          signal,
        })
      ).data,
    enabled: period !== null,
    placeholderData: keepPreviousData,
    retry: false,
  });
}
