import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  accountDeckListSchema,
  accountDeckSchema,
  accountDeckVersionListSchema,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { accountDecks, accountDeckVersions } from '../db/schema';
import {
  createAccountDeckRequests,
  makeAccountDeckId,
  makeAccountDeckWrite,
} from '../testing/account-deck-requests';
import { readDatabaseState } from '../testing/database-state';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

describe.each(listTestDatabaseKinds())('the decks’ trash on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const decks = createAccountDeckRequests(testApp);

  async function readDeck(account: SignedInAccount, id: string) {
    const response = await decks.read(account, API_PATHS.deck(id));
    expect(response.statusCode, response.body).toBe(200);
    return accountDeckSchema.parse(response.json());
  }

  async function listDecks(account: SignedInAccount) {
    return accountDeckListSchema.parse((await decks.read(account, API_PATHS.decks)).json());
  }

  /** Backdates the deck's arrival in the trash, as if it had been deleted `days` days ago. */
  async function trashDaysAgo(id: string, days: number) {
    await testApp.database.db
      .update(accountDecks)
      .set({ deletedAt: sql`now() - make_interval(days => ${days})` })
      .where(eq(accountDecks.id, id));
  }

  async function countVersionRows(id: string) {
    const rows = await testApp.database.db
      .select({ version: accountDeckVersions.version })
      .from(accountDeckVersions)
      .where(eq(accountDeckVersions.deckId, id));
    return rows.length;
  }

  it('puts a deleted deck in the trash: still listed and readable, with deletedAt, no new version', async () => {
    const player = await signInAs(testApp, 'player');
    const { id, deck } = await decks.create(player);

    const deleted = await decks.trash(player, id);

    expect(deleted.statusCode).toBe(204);
    const trashed = await readDeck(player, id);
    expect(trashed).toEqual({ ...deck, deletedAt: expect.any(String) });
    expect(await listDecks(player)).toEqual([trashed]);
    const history = accountDeckVersionListSchema.parse(
      (await decks.read(player, API_PATHS.deckVersions(id))).json(),
    );
    expect(history.versions.map(({ version }) => version)).toEqual([1]);
  });

  it('answers a second delete with 204 and keeps the first deletedAt', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);
    await decks.trash(player, id);
    await trashDaysAgo(id, 3);
    const first = (await readDeck(player, id)).deletedAt;

    const again = await decks.trash(player, id);

    expect(again.statusCode).toBe(204);
    expect((await readDeck(player, id)).deletedAt).toBe(first);
  });

  it('restores a deck from the trash with 200, and a deck in use with 200 unchanged', async () => {
    const player = await signInAs(testApp, 'player');
    const { id, deck } = await decks.create(player);
    await decks.trash(player, id);

    const restored = await decks.post(player, API_PATHS.deckRestore(id));
    const again = await decks.post(player, API_PATHS.deckRestore(id));

    expect(restored.statusCode, restored.body).toBe(200);
    expect(accountDeckSchema.parse(restored.json())).toEqual(deck);
    expect(again.statusCode, again.body).toBe(200);
    expect(accountDeckSchema.parse(again.json())).toEqual(deck);
    expect(await countVersionRows(id)).toBe(1);
  });

  it('ignores a body sent with a restore from the trash', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);
    await decks.trash(player, id);

    const response = await decks.post(player, API_PATHS.deckRestore(id), { baseVersion: 'x' });

    expect(response.statusCode, response.body).toBe(200);
    expect(accountDeckSchema.parse(response.json()).deletedAt).toBeNull();
  });

  it('takes a deck out of the trash when a save reaches it, keeping the edit', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);
    await decks.trash(player, id);

    const saved = await decks.put(
      player,
      id,
      makeAccountDeckWrite({ name: 'Editado sin conexión', baseVersion: 1 }),
    );

    expect(saved.statusCode, saved.body).toBe(200);
    expect(accountDeckSchema.parse(saved.json())).toMatchObject({
      version: 2,
      name: 'Editado sin conexión',
      deletedAt: null,
    });
    expect((await readDeck(player, id)).deletedAt).toBeNull();
  });

  it('purges, with its versions, a deck trashed 31 days ago when the owner lists decks; one of 29 days stays', async () => {
    const player = await signInAs(testApp, 'player');
    const old = await decks.create(player, { versions: 2 });
    const recent = await decks.create(player);
    const inUse = await decks.create(player);
    await decks.trash(player, old.id);
    await decks.trash(player, recent.id);
    await trashDaysAgo(old.id, 31);
    await trashDaysAgo(recent.id, 29);
    expect(await countVersionRows(old.id)).toBe(2);

    const listed = await listDecks(player);

    expect(listed.map(({ id }) => id).sort()).toEqual([recent.id, inUse.id].sort());
    expect(listed.find(({ id }) => id === recent.id)?.deletedAt).not.toBeNull();
    expect(await countVersionRows(old.id)).toBe(0);
    expect((await decks.read(player, API_PATHS.deck(old.id))).statusCode).toBe(404);
  });

  it('purges only the listing player’s old trash', async () => {
    const player = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'player');
    const theirs = await decks.create(other);
    await decks.trash(other, theirs.id);
    await trashDaysAgo(theirs.id, 40);

    await listDecks(player);

    expect(await countVersionRows(theirs.id)).toBe(1);
  });

  it('answers another player with 404 on delete and restore, changing nothing', async () => {
    const owner = await signInAs(testApp, 'player');
    const other = await signInAs(testApp, 'player');
    const { id } = await decks.create(owner);
    await decks.trash(owner, id);
    const before = await readDatabaseState(testApp.database.db);

    const responses = [
      await decks.post(other, API_PATHS.deckRestore(id)),
      await decks.post(other, API_PATHS.deckRestore(id), { baseVersion: 1 }),
      await decks.trash(other, id),
    ];

    for (const response of responses) {
      expect(response.statusCode, response.body).toBe(404);
      expect(errorBodySchema.parse(response.json()).error).toBe('deck_not_found');
    }
    expect(await readDatabaseState(testApp.database.db)).toEqual(before);
  });

  it('answers 404 to deleting or restoring a deck that does not exist, and 401 to a visitor', async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);
    const missing = makeAccountDeckId();

    const statuses = [
      (await decks.trash(player, missing)).statusCode,
      (await decks.post(player, API_PATHS.deckRestore(missing))).statusCode,
      (await decks.trash(null, id)).statusCode,
      (await decks.post(null, API_PATHS.deckRestore(id))).statusCode,
    ];

    expect(statuses).toEqual([404, 404, 401, 401]);
    expect((await readDeck(player, id)).deletedAt).toBeNull();
  });

  it('answers a malformed deck id on restore with 400 naming it', async () => {
    const player = await signInAs(testApp, 'player');

    const response = await decks.post(player, '/api/decks/a%00b/restore');

    expect(response.statusCode, response.body).toBe(400);
    expect(errorBodySchema.parse(response.json()).message).toContain('«id»');
  });
});
