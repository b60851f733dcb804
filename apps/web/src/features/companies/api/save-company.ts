import { companyOwnerResponse, companyResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { companyKeys } from './company-keys';

/** POST /api/company (multipart: toCompanyFormData) → 201 the company; 422 with field errors. */
export function useCreateCompany() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) =>
      (await apiClient.post('/api/company', { body: form, schema: companyResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}

/** POST /api/company/{id}/owner (multipart: toOwnerFormData) → 201 the owner; 422 with field errors. */
export function useAddCompanyOwner() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async ({ companyId, form }: { companyId: number; form: FormData }) =>
      (await apiClient.post(`/api/company/${companyId}/owner`, { body: form, schema: companyOwnerResponse })).data,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: companyKeys.all }),
  });
}
