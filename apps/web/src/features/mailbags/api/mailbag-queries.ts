import {
  companySettings,
  discrepancyListResponse,
  dispatchDetail,
  dispatchListResponse,
  mailbagDetail,
  mailbagListResponse,
  transferRouteListResponse,
  type DispatchListQuery,
  type MailbagListQuery,
  type MissingState,
} from '@waypost/domain';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiClient } from '@/lib/api-client';
import { mailbagKeys } from './mailbag-keys';

/** GET /api/mailbag: the branch's bags (head office: every branch's), newest first. */
export function useMailbagList(query: MailbagListQuery) {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.bags(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/mailbag', { query: { ...query }, schema: mailbagListResponse, signal }),
    }),
  );
}

/** GET /api/mailbag/{id}: the bag with its labels, history and verification note. */
export function useMailbag(id: number) {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.bag(id),
      queryFn: ({ signal }) => apiClient.get(`/api/mailbag/${id}`, { schema: mailbagDetail, signal }),
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}

/** GET /api/dispatch: overdue first. */
export function useDispatchList(query: DispatchListQuery) {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.dispatches(query),
      queryFn: ({ signal }) =>
        apiClient.get('/api/dispatch', { query: { ...query }, schema: dispatchListResponse, signal }),
    }),
  );
}

/** GET /api/dispatch/{id}: the dispatch and its advance list. */
export function useDispatch(id: number) {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.dispatch(id),
      queryFn: ({ signal }) => apiClient.get(`/api/dispatch/${id}`, { schema: dispatchDetail, signal }),
      enabled: Number.isInteger(id) && id > 0,
      retry: false,
    }),
  );
}

/** GET /api/discrepancy: the missing work list. */
export function useDiscrepancies(state: MissingState) {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.missing(state),
      queryFn: ({ signal }) =>
        apiClient.get('/api/discrepancy', { query: { state }, schema: discrepancyListResponse, signal }),
    }),
  );
}

/** GET /api/transfer-route: hours on the road per route. */
export function useTransferRoutes() {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.routes(),
      queryFn: ({ signal }) => apiClient.get('/api/transfer-route', { schema: transferRouteListResponse, signal }),
    }),
  );
}

/** GET /api/company/settings: the company's status variant. */
export function useCompanySettings() {
  return useQuery(
    queryOptions({
      queryKey: mailbagKeys.settings(),
      queryFn: ({ signal }) => apiClient.get('/api/company/settings', { schema: companySettings, signal }),
    }),
  );
}
