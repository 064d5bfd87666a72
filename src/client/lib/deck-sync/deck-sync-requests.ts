import {
  accountDeckConflictSchema,
  accountDeckListSchema,
  accountDeckSchema,
  accountDeckVersionListSchema,
  type AccountDeck,
  type AccountDeckWrite,
  type DeckVisibility,
} from '../../../contract/account-decks';
import { API_PATHS } from '../../../contract/api-paths';
import { errorBodySchema } from '../../../contract/errors';
import type { DeckSyncReply, DeckSyncRequest } from '../../../domain/decks/deck-sync-queue';
import { requestJson, toWriteInit } from '../api-client';
import { toServerDeckSnapshot } from './account-deck-wire';

async function readJson(response: Response): Promise<unknown> {
  try {
    return await response.json();
  } catch {
    return undefined;
  }
}

function describeRefusal(body: unknown, status: number): string {
  const error = errorBodySchema.safeParse(body);
  return error.success ? error.data.message : `El servidor rechazó el mazo (error ${status}).`;
}

async function send(path: string, method: string, body?: object): Promise<Response | null> {
  try {
    return await fetch(path, {
      method,
      credentials: 'same-origin',
      headers: {
        Accept: 'application/json',
        ...(body === undefined ? {} : { 'Content-Type': 'application/json' }),
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  } catch {
    return null;
  }
}

function toWrite(request: DeckSyncRequest): AccountDeckWrite | undefined {
  const { operation } = request;
  if (operation.kind !== 'save') return undefined;
  const { content } = operation;
  return {
    name: content.name,
    format: content.format,
    cards: content.cards,
    ...(content.side.length > 0 ? { side: content.side } : {}),
    ...(operation.note === undefined ? {} : { note: operation.note }),
    baseVersion: request.baseVersion,
  };
}

/**
 * Sends one queued operation and reads the answer as the sync queue understands it. Anything
 * that is not the server's word on this deck (no network, 5xx, 429, a signed-out session) is
 * 'unreachable': the operation stays queued and is sent again later.
 */
export async function sendDeckSyncRequest(request: DeckSyncRequest): Promise<DeckSyncReply> {
  const { deckId, operation } = request;
  const response =
    operation.kind === 'save'
      ? await send(API_PATHS.deck(deckId), 'PUT', toWrite(request))
      : operation.kind === 'trash'
        ? await send(API_PATHS.deck(deckId), 'DELETE')
        : await send(API_PATHS.deckRestore(deckId), 'POST');
  if (response === null) return { kind: 'unreachable' };
  return readDeckReply(response);
}

async function readDeckReply(response: Response): Promise<DeckSyncReply> {
  if (response.status === 204) return { kind: 'trashed' };
  const body = await readJson(response);
  if (response.ok) {
    const deck = accountDeckSchema.safeParse(body);
    return deck.success
      ? { kind: 'saved', deck: toServerDeckSnapshot(deck.data) }
      : { kind: 'unreachable' };
  }
  if (response.status === 409) {
    const conflict = accountDeckConflictSchema.safeParse(body);
    return conflict.success
      ? { kind: 'conflict', current: toServerDeckSnapshot(conflict.data.current) }
      : { kind: 'unreachable' };
  }
  if (response.status === 404) return { kind: 'not_found' };
  if (response.status === 400 || response.status === 413) {
    return { kind: 'refused', message: describeRefusal(body, response.status) };
  }
  return { kind: 'unreachable' };
}

/** The account's decks, 'Papelera' included; null when the server could not be reached. */
export async function fetchAccountDecks(): Promise<AccountDeck[] | null> {
  const response = await send(API_PATHS.decks, 'GET');
  if (response === null || !response.ok) return null;
  const decks = accountDeckListSchema.safeParse(await readJson(response));
  return decks.success ? decks.data : null;
}

/** A page of a deck's versions, newest first, older than `before` when given. */
export function fetchDeckVersions(id: string, before?: number) {
  const query = before === undefined ? '' : `?before=${before}`;
  return requestJson(`${API_PATHS.deckVersions(id)}${query}`, accountDeckVersionListSchema, {
    credentials: 'same-origin',
  });
}

/** Saves an old version's content again as the deck's newest version. */
export async function postVersionRestore(
  id: string,
  version: number,
  baseVersion: number,
): Promise<DeckSyncReply> {
  const response = await send(API_PATHS.deckVersionRestore(id, version), 'POST', { baseVersion });
  if (response === null) return { kind: 'unreachable' };
  return readDeckReply(response);
}

/**
 * The owner makes a deck of their account private, unlisted or public. It lives with the account
 * decks' requests: in the community's module it made the builder build the community's schemas
 * on every load (issue 19).
 */
export function putDeckVisibility(id: string, visibility: DeckVisibility) {
  return requestJson(
    API_PATHS.deckVisibility(id),
    accountDeckSchema,
    toWriteInit('PUT', { visibility }),
  );
}
