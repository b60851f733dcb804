import { companyListResponse } from '@waypost/domain';
import { useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** GET /api/company: every company the platform runs, with its branches, owners and staff count. */
export function useCompanies() {
  return useQuery({
    queryKey: companyKeys.list(),
    queryFn: async ({ signal }) => (await apiClient.get('/api/company', { schema: companyListResponse, signal })).data,
  });
}
