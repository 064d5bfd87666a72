import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../contract/api-paths';
import { cardSchema, catalogueInfoSchema } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
import { fetchJson } from './api-client';
import { fetchCatalogueInWorker } from './catalogue-worker-client';

/** Query keys of the catalogue; tests pre-fill the cache under these keys. */
export const CATALOGUE_QUERY_KEYS = {
  cards: ['cards'] as const,
  card: (id: number) => ['cards', id] as const,
  catalogueInfo: ['catalogue-info'] as const,
};

export const cardsQueryOptions = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.cards,
  // Parsed off the main thread: 20,000 cards are 17.5 MB of JSON (issue 19).
  queryFn: (): Promise<Card[]> => fetchCatalogueInWorker(API_PATHS.cards),
});

export const catalogueInfoQueryOptions = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.catalogueInfo,
  queryFn: () => fetchJson(API_PATHS.catalogue, catalogueInfoSchema),
});

/**
 * The whole catalogue (`GET /api/cards`). A screen that needs it only in some states passes
 * `enabled: false` meanwhile, so nothing is downloaded or parsed until then.
 */
export function useCards(options: { enabled?: boolean } = {}) {
  return useQuery({ ...cardsQueryOptions, enabled: options.enabled ?? true });
}

/** Whether the demo or an imported catalogue is loaded (`GET /api/catalogue`). */
export function useCatalogueInfo() {
  return useQuery(catalogueInfoQueryOptions);
}

/**
 * One card (`GET /api/cards/:id`). When the catalogue is already loaded the card shows at once
 * from it, so opening a card from the grid needs no round trip.
 */
export function useCard(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CATALOGUE_QUERY_KEYS.card(id),
    queryFn: (): Promise<Card> => fetchJson(API_PATHS.card(id), cardSchema),
    initialData: (): Card | undefined =>
      queryClient.getQueryData(cardsQueryOptions.queryKey)?.find((card) => card.id === id),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(CATALOGUE_QUERY_KEYS.cards)?.dataUpdatedAt,
  });
}
