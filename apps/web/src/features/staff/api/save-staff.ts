import { staffResponse, type StaffCreateRequest, type StaffUpdateRequest } from '@waypost/domain';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { staffKeys } from './staff-keys';

export type SaveStaffVariables =
  { id?: undefined; body: StaffCreateRequest } | { id: number; body: StaffUpdateRequest };

/** POST /api/staff (201) or PUT /api/staff/{id} (200): the member as saved; 422 with localized field errors. */
export async function saveStaff({ id, body }: SaveStaffVariables) {
  const response =
    id === undefined
      ? await apiClient.post('/api/staff', { body, schema: staffResponse })
      : await apiClient.put(`/api/staff/${id}`, { body, schema: staffResponse });
  return response.data;
}

export function useSaveStaff() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: saveStaff,
    onSuccess: (member) => {
      queryClient.setQueryData(staffKeys.detail(member.id), member);
      void queryClient.invalidateQueries({ queryKey: staffKeys.lists() });
    },
  });
}
