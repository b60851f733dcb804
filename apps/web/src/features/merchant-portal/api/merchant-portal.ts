import {
  portalDashboardResponse,
  portalLabelCountsResponse,
  portalLabelListResponse,
  type MerchantTab,
} from '@waypost/domain';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';

const portalKeys = {
  all: ['merchant-portal'] as const,
  dashboard: () => [...portalKeys.all, 'dashboard'] as const,
  counts: () => [...portalKeys.all, 'counts'] as const,
  labels: (tab: MerchantTab, search: string, page: number) => [...portalKeys.all, 'labels', tab, search, page] as const,
};

/** GET /api/merchant-portal/dashboard. */
export function usePortalDashboard() {
  return useQuery({
    queryKey: portalKeys.dashboard(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/merchant-portal/dashboard', { schema: portalDashboardResponse, signal }),
  });
}

/** GET /api/merchant-portal/label/counts: the tab titles. */
export function usePortalLabelCounts() {
  return useQuery({
    queryKey: portalKeys.counts(),
    queryFn: ({ signal }) =>
      apiClient.get('/api/merchant-portal/label/counts', { schema: portalLabelCountsResponse, signal }),
  });
}

/** GET /api/merchant-portal/label?tab=&search=&page=: one page of a tab. */
export function usePortalLabels(tab: MerchantTab, search: string, page: number) {
  const query = new URLSearchParams({ tab, page: String(page), ...(search ? { search } : {}) });
  return useQuery({
    queryKey: portalKeys.labels(tab, search, page),
    queryFn: ({ signal }) =>
      apiClient.get(`/api/merchant-portal/label?${query}`, { schema: portalLabelListResponse, signal }),
    placeholderData: keepPreviousData,
  });
}
