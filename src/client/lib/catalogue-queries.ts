import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../contract/api-paths';
import { cardListSchema, cardSchema, catalogueInfoSchema } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
import { fetchJson } from './api-client';

/** Query keys of the catalogue; tests pre-fill the cache under these keys. */
export const CATALOGUE_QUERY_KEYS = {
  cards: ['cards'] as const,
  card: (id: number) => ['cards', id] as const,
  catalogueInfo: ['catalogue-info'] as const,
};

export const cardsQueryOptions = queryOptions({
  queryKey: CATALOGUE_QUERY_KEYS.cards,
  queryFn: (): Promise<Card[]> => fetchJson(API_PATHS.cards, cardListSchema),
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
