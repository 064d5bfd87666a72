import { randomUUID } from 'node:crypto';
import type { InjectOptions } from 'fastify';
import { AI_PATHS } from '../../contract/ai';
import { AUTH_PATHS, type CurrentUser, type UserRole } from '../../contract/auth';
import { API_PATHS } from '../../contract/api-paths';
import { CARD_WRITE_PATHS } from '../../contract/card-writes';
import { DECK_IMAGE_PATHS } from '../../contract/deck-images';
import { createCardWritesService } from '../cards/card-writes.service';
import { findStoredCard } from '../cards/cards.repository';
import { createAccountDecksService } from '../decks/account-decks.service';
import { provisionAccount } from '../users/account-provisioning';
import { makeCard } from './card-factory';
import { makeCardFields } from './card-fields-factory';
import { COMMUNITY_WRITE_ENDPOINT_CASES } from './community-write-endpoint-cases';
import { makeEmail, TEST_PASSWORD } from './test-accounts';
import type { TestApp } from './test-app';

/** One state-changing endpoint of the app and who may call it. */
export interface WriteEndpointCase {
  /** Method and path as the route is registered, e.g. 'PUT /api/cards/:id'. */
  route: string;
  allowedRoles: readonly UserRole[];
  /** The status a caller with an allowed role gets for the request built below. */
  successStatus: number;
  /**
   * A valid request, prepared on a freshly seeded database (it may add data it needs); `caller`
   * is the signed-in account that will send it, null for a visitor.
   */
  buildRequest: (
    testApp: Omit<TestApp, 'close'>,
    caller: CurrentUser | null,
  ) => Promise<Pick<InjectOptions, 'method' | 'url' | 'payload'> & { contentType?: string }>;
}

const EDITORS_AND_ADMINS = ['editor', 'admin'] as const;

const EVERY_ACCOUNT = ['player', 'editor', 'admin'] as const;

/** A small valid deck write (issue 16). */
function makeDeckWrite(baseVersion: number) {
  return {
    name: 'Mazo de prueba',
    format: 'formatoLibre',
    cards: [{ id: 1, count: 2 }],
    baseVersion,
  };
}

/** An editor who is not the caller, for preparing data (revisions, accounts). */
async function provisionHelper(testApp: Omit<TestApp, 'close'>, role: UserRole) {
  const provisioning = await provisionAccount(testApp.auth, testApp.database.db, {
    email: makeEmail(`ayudante-${role}`),
    password: TEST_PASSWORD,
    role,
  });
  if (!provisioning.ok) throw new Error(provisioning.problems.join(' '));
  return provisioning.user;
}

/**
 * A deck of the caller, saved `versions` times (and put in 'Papelera' when `trashed`); a visitor's
 * request names a helper player's deck.
 */
async function prepareCallerDeck(
  testApp: Omit<TestApp, 'close'>,
  caller: CurrentUser | null,
  options: { versions?: number; trashed?: boolean } = {},
): Promise<string> {
  const ownerId = caller?.id ?? (await provisionHelper(testApp, 'player')).id;
  const id = `mazo-${randomUUID()}`;
  const decks = createAccountDecksService(testApp.database.db);
  for (let base = 0; base < (options.versions ?? 1); base += 1) {
    const saved = await decks.saveDeck(ownerId, id, {
      ...makeDeckWrite(base),
      name: `Mazo de prueba ${base + 1}`,
    });
    if (!saved.ok) throw new Error(`could not prepare a deck: ${saved.reason}`);
  }
  if (options.trashed === true && !(await decks.trashDeck(ownerId, id))) {
    throw new Error('could not put the prepared deck in the trash');
  }
  return id;
}

/** Two saved edits of card 1, so restoring the first one really changes the card. */
async function prepareRevisionToRestore(testApp: Omit<TestApp, 'close'>): Promise<number> {
  const db = testApp.database.db;
  const writes = createCardWritesService(db);
  const editor = await provisionHelper(testApp, 'editor');
  const original = await findStoredCard(db, 1);
  if (original === null) throw new Error('the seeded catalogue has no card 1');
  const first = await writes.updateCard(
    1,
    { card: { ...original.card, nombre: 'Versión A' }, version: original.version },
    editor,
  );
  if (!first.ok) throw new Error(`could not prepare a revision: ${first.reason}`);
  await writes.updateCard(
    1,
    { card: { ...first.stored.card, nombre: 'Versión B' }, version: first.stored.version },
    editor,
  );
  const revisions = await writes.listRevisions(1);
  const firstRevision = revisions.ok ? revisions.revisions.at(-1) : undefined;
  if (firstRevision === undefined) throw new Error('the prepared revision is missing');
  return firstRevision.id;
}

/**
 * Every state-changing endpoint outside /api/auth. The authorisation matrix runs each one as a
 * visitor, a player, an editor and an admin, and fails when a write route of the app is missing
 * here — a new endpoint (e.g. the AI suggestion) must add its case.
 */
export const WRITE_ENDPOINT_CASES: readonly WriteEndpointCase[] = [
  {
    route: 'POST /api/cards',
    allowedRoles: EDITORS_AND_ADMINS,
    successStatus: 201,
    buildRequest: async () => {
      const card = makeCardFields({ nombre: 'Carta Creada' });
      return { method: 'POST', url: CARD_WRITE_PATHS.cards, payload: { card } };
    },
  },
  {
    route: 'PUT /api/cards/:id',
    allowedRoles: EDITORS_AND_ADMINS,
    successStatus: 200,
    buildRequest: async (testApp) => {
      const stored = await findStoredCard(testApp.database.db, 1);
      if (stored === null) throw new Error('the seeded catalogue has no card 1');
      return {
        method: 'PUT',
        url: CARD_WRITE_PATHS.card(1),
        payload: { card: { ...stored.card, revisada: true }, version: stored.version },
      };
    },
  },
  {
    route: 'POST /api/cards/:id/revisions/:rev/restore',
    allowedRoles: EDITORS_AND_ADMINS,
    successStatus: 200,
    buildRequest: async (testApp) => {
      const revisionId = await prepareRevisionToRestore(testApp);
      const stored = await findStoredCard(testApp.database.db, 1);
      return {
        method: 'POST',
        url: CARD_WRITE_PATHS.restore(1, revisionId),
        payload: { version: stored?.version },
      };
    },
  },
  {
    route: 'PUT /api/banlists/:key',
    allowedRoles: EDITORS_AND_ADMINS,
    successStatus: 200,
    buildRequest: async () => ({
      method: 'PUT',
      url: API_PATHS.banlist('formatoLibre'),
      payload: {
        key: 'formatoLibre',
        name: 'Formato Libre - Primer Bloque',
        effectiveDate: '2026-01-01',
        rules: { minAllies: 0, maxCard: 50, banned: ['Fergus'], limitedOne: [], limitedTwo: [] },
      },
    }),
  },
  {
    route: 'POST /api/catalogue/import',
    allowedRoles: ['admin'],
    successStatus: 200,
    buildRequest: async () => ({
      method: 'POST',
      url: `${API_PATHS.catalogueImport}?format=json&mode=merge&dryRun=false`,
      payload: JSON.stringify([makeCard({ id: 900, nombre: 'Carta Subida' })]),
      contentType: 'text/plain; charset=utf-8',
    }),
  },
  {
    route: 'PUT /api/users/:id/role',
    allowedRoles: ['admin'],
    successStatus: 200,
    buildRequest: async (testApp) => {
      const target = await provisionHelper(testApp, 'player');
      return { method: 'PUT', url: AUTH_PATHS.userRole(target.id), payload: { role: 'editor' } };
    },
  },
  {
    // The test apps read with the offline OCR, so this stores a suggestion without any network.
    route: 'POST /api/ai/card-suggestion',
    allowedRoles: EDITORS_AND_ADMINS,
    successStatus: 200,
    buildRequest: async () => ({
      method: 'POST',
      url: AI_PATHS.cardSuggestion,
      payload: { cardId: 1, mode: 'review' },
    }),
  },
  {
    route: 'PUT /api/decks/:id',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 201,
    buildRequest: async () => ({
      method: 'PUT',
      url: API_PATHS.deck(`mazo-${randomUUID()}`),
      payload: makeDeckWrite(0),
    }),
  },
  {
    route: 'DELETE /api/decks/:id',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 204,
    buildRequest: async (testApp, caller) => ({
      method: 'DELETE',
      url: API_PATHS.deck(await prepareCallerDeck(testApp, caller)),
    }),
  },
  {
    route: 'POST /api/decks/:id/restore',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async (testApp, caller) => ({
      method: 'POST',
      url: API_PATHS.deckRestore(await prepareCallerDeck(testApp, caller, { trashed: true })),
    }),
  },
  {
    route: 'POST /api/decks/:id/versions/:version/restore',
    allowedRoles: EVERY_ACCOUNT,
    successStatus: 200,
    buildRequest: async (testApp, caller) => ({
      method: 'POST',
      url: API_PATHS.deckVersionRestore(
        await prepareCallerDeck(testApp, caller, { versions: 2 }),
        1,
      ),
      payload: { baseVersion: 2 },
    }),
  },
  ...COMMUNITY_WRITE_ENDPOINT_CASES,
];

/**
 * The better-auth endpoints the app forwards: sign-up, sign-in and sign-out are open to everyone
 * by design. Exact paths only: a catch-all under /api/auth would fail the matrix's route check.
 * The deck image (issue 17) is a POST that writes nothing: it renders the deck sent, for anyone,
 * under its own rate limit (ADR 0022).
 */
export const PUBLIC_WRITE_ROUTES: readonly string[] = [
  `POST ${AUTH_PATHS.signIn}`,
  `POST ${AUTH_PATHS.signUp}`,
  `POST ${AUTH_PATHS.signOut}`,
  `POST ${DECK_IMAGE_PATHS.deckImages}`,
];
