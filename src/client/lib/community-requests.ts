import { API_PATHS } from '../../contract/api-paths';
import {
  communityDeckPageSchema,
  deckHiddenStateSchema,
  deckLikeStateSchema,
  publicDeckSchema,
  type CommunitySort,
} from '../../contract/community';
import { requestJson, toWriteInit } from './api-client';

/** What 'Mazos de la comunidad' filters by; empty strings mean no filter. */
export interface CommunityFilters {
  format: string;
  race: string;
  block: string;
  /** A card id, as text. */
  card: string;
  author: string;
  sort: CommunitySort;
}

function toQuery(filters: CommunityFilters, after: string | null): string {
  const params = new URLSearchParams();
  for (const key of ['format', 'race', 'block', 'card', 'author'] as const) {
    if (filters[key] !== '') params.set(key, filters[key]);
  }
  params.set('sort', filters.sort);
  if (after !== null) params.set('after', after);
  return params.toString();
}

/** A page of public decks, after the cursor of the previous one. */
export function fetchCommunityPage(filters: CommunityFilters, after: string | null) {
  return requestJson(
    `${API_PATHS.communityDecks}?${toQuery(filters, after)}`,
    communityDeckPageSchema,
  );
}

/** A public or unlisted deck; 404 when private or unknown, 410 when hidden by an admin. */
export function fetchPublicDeck(id: string) {
  return requestJson(API_PATHS.publicDeck(id), publicDeckSchema, { credentials: 'same-origin' });
}

/** A player likes a deck, or takes the like back. */
export function putDeckLike(id: string, liked: boolean) {
  return requestJson(
    API_PATHS.communityDeckLike(id),
    deckLikeStateSchema,
    toWriteInit(liked ? 'PUT' : 'DELETE'),
  );
}

/** An admin hides a public deck from everyone else, or shows it again. */
export function putDeckHidden(id: string, hidden: boolean) {
  return requestJson(
    API_PATHS.communityDeckHidden(id),
    deckHiddenStateSchema,
    toWriteInit('PUT', { hidden }),
  );
}
