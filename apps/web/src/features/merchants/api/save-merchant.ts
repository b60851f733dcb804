import { merchantResponse } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { merchantKeys } from './merchant-keys';

export interface SaveMerchantVariables {
  /** Absent: a new merchant. */
  id?: number;
  /** The multipart form (toMerchantFormData): text fields, then the logo. */
  form: FormData;
}

/** POST /api/merchant (201) or POST /api/merchant/{id} (200): the merchant as saved; 422 with field errors. */
export async function saveMerchant({ id, form }: SaveMerchantVariables) {
  const path = id === undefined ? '/api/merchant' : `/api/merchant/${id}`;
  return (await apiClient.post(path, { body: form, schema: merchantResponse })).data;
}

/**
 * Saves through `send` — the screen's password prompt (components/reauth) — since bank details and credit limits
 * need the password typed again.
 */
export function useSaveMerchant(send: <T>(request: () => Promise<T>) => Promise<T>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (variables: SaveMerchantVariables) => send(() => saveMerchant(variables)),
    onSuccess: (merchant) => {
      queryClient.setQueryData(merchantKeys.detail(merchant.id), merchant);
      void queryClient.invalidateQueries({ queryKey: merchantKeys.lists() });
    },
  });
}
