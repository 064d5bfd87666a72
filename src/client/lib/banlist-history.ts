import { queryOptions, useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../contract/api-paths';
import { banlistHistorySchema, type BanlistVersion } from '../../contract/banlists';
import { formatEffectiveDate } from '../../domain/banlists/effective-date';
import { fetchJson } from './api-client';

/**
 * Query key of a format's published versions. The banlist editor's history uses the same key,
 * so publishing a format there refreshes the builder's and the saved-deck list's copies too.
 */
export function banlistHistoryQueryKey(key: string) {
  return ['banlist-history', key] as const;
}

/** Every published version of a format, newest first (`GET /api/banlists/:key/history`). */
export function banlistHistoryQueryOptions(key: string) {
  return queryOptions({
    queryKey: banlistHistoryQueryKey(key),
    queryFn: () => fetchJson(API_PATHS.banlistHistory(key), banlistHistorySchema),
  });
}

/** A format's published versions; a local-only format answers 404. */
export function useBanlistHistory(key: string) {
  return useQuery(banlistHistoryQueryOptions(key));
}

/**
 * Which list a version is, as a sentence continues it: 'del 3 de diciembre de 2025' by its
 * effective date, else 'publicada el 3 de diciembre de 2025'. Both are calendar days read from
 * the ISO text, so no time zone moves them a day.
 */
export function describeListOf(version: Pick<BanlistVersion, 'effectiveDate' | 'publishedAt'>) {
  return version.effectiveDate === null
    ? `publicada el ${formatEffectiveDate(version.publishedAt.slice(0, 10))}`
    : `del ${formatEffectiveDate(version.effectiveDate)}`;
}
