import type { QueryClient } from '@tanstack/react-query';
import { CATALOGUE_QUERY_KEYS } from '../lib/catalogue-queries';

/** The queries whose answers the service worker keeps for offline use (its NetworkFirst route). */
const OFFLINE_CAPABLE_QUERY_KEYS = [
  CATALOGUE_QUERY_KEYS.cards,
  CATALOGUE_QUERY_KEYS.catalogueInfo,
  ['banlists'],
  ['edition-blocks'],
] as const;

/**
 * react-query holds every query while the browser says it is offline; these ask anyway, so the
 * service worker answers them from its copy (or they fail as on a dead server, and the screens'
 * fallbacks, such as the built-in formats, take over) instead of waiting for a connection.
 */
export function configureOfflineQueries(queryClient: QueryClient): void {
  for (const queryKey of OFFLINE_CAPABLE_QUERY_KEYS) {
    queryClient.setQueryDefaults(queryKey, { networkMode: 'always' });
  }
}
