import {
  exportCreatedResponse,
  exportJobItem,
  exportListResponse,
  type ExportJobItem,
  type ExportListQuery,
  type ExportRequest,
} from '@waypost/domain';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { exportLinkOfUrl, type ExportLink } from '../export-link';
import { exportKeys } from './export-keys';

/** A job still being written is asked for again every second; a finished one never. */
const followMs = (job: ExportJobItem | undefined) =>
  job && (job.status === 'queued' || job.status === 'running') ? 1_000 : false;

/** POST /api/export: asks for a long export; the answer is the job to follow. */
export function useRequestExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExportRequest) =>
      apiClient.post('/api/export', { body: request, schema: exportCreatedResponse }),
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: exportKeys.lists() }),
  });
}

/** GET /api/export/{id}: one job's progress, followed while it is written. */
export function useExportJob(id: number | null) {
  return useQuery({
    queryKey: exportKeys.job(id ?? 0),
    queryFn: ({ signal }) => apiClient.get(`/api/export/${id}`, { schema: exportJobItem, signal }),
    enabled: id !== null,
    refetchInterval: (query) => followMs(query.state.data),
  });
}

/** GET /api/export: the exports list, followed while any of them is being written. */
export function useExportJobs(query: ExportListQuery) {
  return useQuery({
    queryKey: exportKeys.list(query),
    queryFn: ({ signal }) => apiClient.get('/api/export', { query: { ...query }, schema: exportListResponse, signal }),
    placeholderData: keepPreviousData,
    refetchInterval: (state) => (state.state.data?.data.some((job) => followMs(job) !== false) ? 1_000 : false),
  });
}

/** GET /api/export/{id}/link: an export followed by its signed link alone (a shared page). */
export function useExportByLink(link: ExportLink | null) {
  return useQuery({
    queryKey: [...exportKeys.all, 'link', link] as const,
    queryFn: ({ signal }) =>
      apiClient.get(`/api/export/${link!.id}/link`, {
        query: { expires: link!.expires, signature: link!.signature },
        schema: exportJobItem,
        signal,
        // A forged or expired link is the page's to say, not a shell-wide toast.
        globalErrorHandling: false,
      }),
    enabled: link !== null,
    retry: false,
    refetchInterval: (query) => followMs(query.state.data),
  });
}

/** Asks for an export and waits for its signed link (given at once, while the file is written). */
export async function requestExportLink(request: ExportRequest): Promise<ExportLink> {
  const { id } = await apiClient.post('/api/export', { body: request, schema: exportCreatedResponse });
  const job = await apiClient.get(`/api/export/${id}`, { schema: exportJobItem });
  const link = job.url ? exportLinkOfUrl(job.url) : null;
  if (!link) throw new Error(`export ${id} has no link`);
  return link;
}
