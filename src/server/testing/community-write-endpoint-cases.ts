import { randomUUID } from 'node:crypto';
import type { CurrentUser } from '../../contract/auth';
import { API_PATHS } from '../../contract/api-paths';
import type { DeckVisibility } from '../../contract/account-decks';
import { createCommunityDecksService } from '../community/community-decks.service';
import { createAccountDecksService } from '../decks/account-decks.service';
import { provisionAccount } from '../users/account-provisioning';
import { makeEmail, TEST_PASSWORD } from './test-accounts';
import type { TestApp } from './test-app';
import type { WriteEndpointCase } from './write-endpoint-cases';

const EVERY_ACCOUNT = ['player', 'editor', 'admin'] as const;

/**
 * A deck saved on the account of `ownerId` (a new helper player when null) with this visibility;
 * its id.
 */
async function prepareDeck(
  testApp: Omit<TestApp, 'close'>,
  ownerId: string | null,
  visibility: DeckVisibility,
): Promise<string> {
  let owner = ownerId;
  if (owner === null) {
    const provisioning = await provisionAccount(testApp.auth, testApp.database.db, {
      email: makeEmail('autor'),
      password: TEST_PASSWORD,
      role: 'player',
    });
    if (!provisioning.ok) throw new Error(provisioning.problems.join(' '));
    owner = provisioning.user.id;
  }
  const id = `mazo-${randomUUID()}`;
  const saved = await createAccountDecksService(testApp.database.db).saveDeck(owner, id, {
    name: 'Mazo de la comunidad',
    format: 'formatoLibre',
    cards: [{ id: 1, count: 2 }],
    baseVersion: 0,
    visibility,
  });
  if (!saved.ok) throw new Error(`could not prepare a deck: ${saved.reason}`);
  return id;
}

function callerId(caller: CurrentUser | null): string | null {
  return caller?.id ?? null;
}

/** The write routes of issue 17: visibility, likes, moderation and the collection. */
export const COMMUNITY_WRITE_ENDPOINT_CASES: readonly WriteEndpointCase[] = [
  {
    route: 'PUT /api/decks/:id/visibility',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async (testApp, caller) => ({
      method: 'PUT',
      url: API_PATHS.deckVisibility(await prepareDeck(testApp, callerId(caller), 'private')),
      payload: { visibility: 'public' },
    }),
  },
  {
    route: 'PUT /api/community/decks/:id/like',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async (testApp) => ({
      method: 'PUT',
      url: API_PATHS.communityDeckLike(await prepareDeck(testApp, null, 'public')),
    }),
  },
  {
    route: 'DELETE /api/community/decks/:id/like',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async (testApp, caller) => {
      const id = await prepareDeck(testApp, null, 'public');
      // The caller's like, so that taking it back changes something.
      if (caller !== null) {
        const liked = await createCommunityDecksService(testApp.database.db).setLike(
          id,
          caller.id,
          true,
        );
        if (liked === null) throw new Error('could not like the prepared deck');
      }
      return { method: 'DELETE', url: API_PATHS.communityDeckLike(id) };
    },
  },
  {
    route: 'PUT /api/community/decks/:id/hidden',
    allowedRoles: ['admin'],
    successStatus: 200,
    buildRequest: async (testApp) => ({
      method: 'PUT',
      url: API_PATHS.communityDeckHidden(await prepareDeck(testApp, null, 'public')),
      payload: { hidden: true },
    }),
  },
  {
    route: 'PUT /api/collection',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async () => ({
      method: 'PUT',
      url: API_PATHS.collection,
      payload: { cards: [{ id: 1, count: 2 }], mode: 'merge' },
    }),
  },
  {
    route: 'PUT /api/collection/cards/:cardId',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async () => ({
      method: 'PUT',
      url: API_PATHS.collectionCard(1),
      payload: { count: 3 },
    }),
  },
  {
    route: 'POST /api/collection/import',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async () => ({
      method: 'POST',
      url: `${API_PATHS.collectionImport}?mode=merge`,
      payload: 'id,nombre,cantidad\n1,,2\n',
      contentType: 'text/plain; charset=utf-8',
    }),
  },
];
