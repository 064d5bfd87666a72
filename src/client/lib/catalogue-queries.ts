import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { API_PATHS } from '../../contract/api-paths';
import { cardSchema, catalogueInfoSchema } from '../../contract/cards';
import type { Card } from '../../domain/cards/card';
import { ApiError, fetchJson, requestJson } from './api-client';
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
 * from it, so opening a card from the grid needs no round trip. When the server cannot be reached
 * the card is looked up in the catalogue, which the service worker keeps for offline use while it
 * keeps only the cards opened online (issue 19): a card's address opens offline too.
 */
export function useCard(id: number) {
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: CATALOGUE_QUERY_KEYS.card(id),
    queryFn: async (): Promise<Card> => {
      const result = await requestJson(API_PATHS.card(id), cardSchema);
      if (result.ok) return result.data;
      if (result.error === 'network') {
        const cards = await queryClient.ensureQueryData(cardsQueryOptions).catch(() => []);
        const card = cards.find((candidate) => candidate.id === id);
        if (card !== undefined) return card;
      }
      throw new ApiError(result);
    },
    initialData: (): Card | undefined =>
      queryClient.getQueryData(cardsQueryOptions.queryKey)?.find((card) => card.id === id),
    initialDataUpdatedAt: () =>
      queryClient.getQueryState(CATALOGUE_QUERY_KEYS.cards)?.dataUpdatedAt,
  });
}
