import type { z } from 'zod';
import {
  CARD_WRITE_PATHS,
  cardWriteResponseSchema,
  versionedCardSchema,
  type CardWriteResponse,
} from '../../../contract/card-writes';
import type { CardInput } from '../../../domain/review/card-draft';
import type { SuggestableField } from '../../../domain/review/suggestion-draft';
import { requestJson, toWriteInit, type ApiFailure, type ApiResult } from '../../lib/api-client';

function sendJson<T>(path: string, method: 'POST' | 'PUT', body: object, schema: z.ZodType<T>) {
  return requestJson(path, schema, toWriteInit(method, body));
}

/** What came of saving: the stored card, someone else's newer version, or a refusal. */
export type CardSaveResult =
  | { ok: true; saved: CardWriteResponse }
  | { ok: false; conflict: CardWriteResponse }
  | { ok: false; conflict: null; failure: ApiFailure };

/** Where a save started from, for the history: the AI suggestion and the fields kept from it. */
export interface SuggestionOrigin {
  aiSuggestionId: string;
  keptFields: SuggestableField[];
}

/** `GET /api/cards/:id`: the card as stored now and the version an edit must name. */
export async function loadVersionedCard(id: number): Promise<ApiResult<CardWriteResponse>> {
  const result = await requestJson(CARD_WRITE_PATHS.card(id), versionedCardSchema);
  if (!result.ok) return result;
  const { version, ...card } = result.data;
  return { ok: true, data: { card, version } };
}

/**
 * Saves an edited card (`PUT /api/cards/:id`) naming the version it was loaded at. A 409 means
 * someone saved in between: what is stored now is fetched, so both versions can be compared.
 */
export async function saveCard(
  id: number,
  card: CardInput,
  version: number,
  origin: SuggestionOrigin | null,
): Promise<CardSaveResult> {
  const result = await sendJson(
    CARD_WRITE_PATHS.card(id),
    'PUT',
    { card, version, ...origin },
    cardWriteResponseSchema,
  );
  if (result.ok) return { ok: true, saved: result.data };
  if (result.status === 409) {
    const current = await loadVersionedCard(id);
    if (current.ok) return { ok: false, conflict: current.data };
  }
  return { ok: false, conflict: null, failure: result };
}

/** Creates a card (`POST /api/cards`); without an id the server gives the next one. */
export async function createCard(card: CardInput): Promise<CardSaveResult> {
  const result = await sendJson(CARD_WRITE_PATHS.cards, 'POST', { card }, cardWriteResponseSchema);
  return result.ok
    ? { ok: true, saved: result.data }
    : { ok: false, conflict: null, failure: result };
}
