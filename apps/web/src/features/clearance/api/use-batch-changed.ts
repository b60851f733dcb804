import { useQueryClient } from '@tanstack/react-query';
import { clearanceKeys } from './clearance-keys';

/**
 * After a batch changed (approved, paid out, voided): its detail, the lists, the labels' COD state and the ready
 * lists (a void frees its labels) are asked again.
 */
export function useBatchChanged() {
  const queryClient = useQueryClient();
  return () => {
    void queryClient.invalidateQueries({ queryKey: clearanceKeys.all });
    void queryClient.invalidateQueries({ queryKey: ['cod'] });
    void queryClient.invalidateQueries({ queryKey: ['labels'] });
  };
}
