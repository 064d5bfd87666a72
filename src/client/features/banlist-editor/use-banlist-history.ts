import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../../contract/api-paths';
import { banlistHistorySchema } from '../../../contract/banlists';
import { fetchJson } from '../../lib/api-client';

/** Query key of a format's published versions; publishing a format refreshes it. */
export function banlistHistoryQueryKey(key: string) {
  return ['banlist-history', key] as const;
}

function banlistHistoryQueryOptions(key: string) {
  return queryOptions({
    queryKey: banlistHistoryQueryKey(key),
    queryFn: () => fetchJson(API_PATHS.banlistHistory(key), banlistHistorySchema),
  });
}

/** Every published version of a format, newest first (`GET /api/banlists/:key/history`). */
export function useBanlistHistory(key: string) {
  return useQuery(banlistHistoryQueryOptions(key));
}
