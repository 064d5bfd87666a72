import { describe, expect, it } from 'vitest';
import {
  accountDeckConflictSchema,
  accountDeckListSchema,
  accountDeckSchema,
  accountDeckVersionListSchema,
  ACCOUNT_DECK_VERSIONS_PAGE,
  type AccountDeckVersion,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import {
  createAccountDeckRequests,
  makeAccountDeckId,
  makeAccountDeckWrite,
} from '../testing/account-deck-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs, type SignedInAccount } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

const CONCURRENT_SAVES = 20;

describe.each(listTestDatabaseKinds())('concurrent and repeated deck saves on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const decks = createAccountDeckRequests(testApp);

  async function listVersions(account: SignedInAccount, id: string): Promise<AccountDeckVersion[]> {
    const url = `${API_PATHS.deckVersions(id)}?limit=${ACCOUNT_DECK_VERSIONS_PAGE.max}`;
    return accountDeckVersionListSchema.parse((await decks.read(account, url)).json()).versions;
  }

  /** Saves as one device would: on a 409, again on the version the server answered with. */
  async function saveUntilAccepted(account: SignedInAccount, id: string, name: string) {
    let baseVersion = 1;
    for (let attempt = 0; attempt <= CONCURRENT_SAVES; attempt += 1) {
      const response = await decks.put(account, id, makeAccountDeckWrite({ name, baseVersion }));
      if (response.statusCode !== 409) {
        expect(response.statusCode, response.body).toBe(200);
        return accountDeckSchema.parse(response.json()).version;
      }
      baseVersion = accountDeckConflictSchema.parse(response.json()).current.version;
    }
    throw new Error(`${name} was refused ${CONCURRENT_SAVES + 1} times`);
  }

  it(`records every one of ${CONCURRENT_SAVES} concurrent saves that succeeds as exactly one version, the rest 409`, async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);

    const responses = await Promise.all(
      Array.from({ length: CONCURRENT_SAVES }, (_, index) =>
        decks.put(player, id, makeAccountDeckWrite({ name: `Guardado ${index}`, baseVersion: 1 })),
      ),
    );

    const statuses = responses.map((response) => response.statusCode);
    expect(statuses.every((status) => status === 200 || status === 409)).toBe(true);
    const accepted = responses
      .filter((response) => response.statusCode === 200)
      .map((response) => accountDeckSchema.parse(response.json()));
    expect(accepted).toHaveLength(1);
    const versions = await listVersions(player, id);
    expect(versions.map(({ version }) => version)).toEqual([2, 1]);
    expect(versions[0]?.name).toBe(accepted[0]?.name);
  });

  it(`keeps all ${CONCURRENT_SAVES} concurrent saves when each device retries its 409s on the current version`, async () => {
    const player = await signInAs(testApp, 'player');
    const { id } = await decks.create(player);
    const names = Array.from({ length: CONCURRENT_SAVES }, (_, index) => `Dispositivo ${index}`);

    const acceptedVersions = await Promise.all(
      names.map((name) => saveUntilAccepted(player, id, name)),
    );

    const versions = await listVersions(player, id);
    expect(versions.map(({ version }) => version)).toEqual(
      Array.from({ length: CONCURRENT_SAVES + 1 }, (_, index) => CONCURRENT_SAVES + 1 - index),
    );
    expect([...acceptedVersions].sort((a, b) => a - b)).toEqual(
      Array.from({ length: CONCURRENT_SAVES }, (_, index) => index + 2),
    );
    const savedNames = versions.filter(({ version }) => version > 1).map(({ name }) => name);
    expect(savedNames.sort()).toEqual([...names].sort());
    for (const [index, name] of names.entries()) {
      expect(versions.find(({ version }) => version === acceptedVersions[index])?.name).toBe(name);
    }
  });

  it('uploads the same local deck twice without a second deck or version: the second gets 409 with the same content', async () => {
    const player = await signInAs(testApp, 'player');
    const id = makeAccountDeckId();
    const local = makeAccountDeckWrite({ side: [{ id: 5, count: 2 }], baseVersion: 0 });

    const first = await decks.put(player, id, local);
    const second = await decks.put(player, id, local);

    expect(first.statusCode, first.body).toBe(201);
    expect(second.statusCode, second.body).toBe(409);
    const { current } = accountDeckConflictSchema.parse(second.json());
    expect(current).toEqual(accountDeckSchema.parse(first.json()));
    expect([current.name, current.format, current.cards, current.side]).toEqual([
      local.name,
      local.format,
      local.cards,
      local.side,
    ]);
    const listed = accountDeckListSchema.parse((await decks.read(player, API_PATHS.decks)).json());
    expect(listed.map((deck) => deck.id)).toEqual([id]);
    expect((await listVersions(player, id)).map(({ version }) => version)).toEqual([1]);
  });

  it('uploads the same local deck from two devices at once as one deck with one version', async () => {
    const player = await signInAs(testApp, 'player');
    const id = makeAccountDeckId();
    const local = makeAccountDeckWrite({ baseVersion: 0 });

    const responses = await Promise.all([
      decks.put(player, id, local),
      decks.put(player, id, local),
    ]);

    expect(responses.map((response) => response.statusCode).sort()).toEqual([201, 409]);
    const listed = accountDeckListSchema.parse((await decks.read(player, API_PATHS.decks)).json());
    expect(listed.map((deck) => deck.id)).toEqual([id]);
    expect((await listVersions(player, id)).map(({ version }) => version)).toEqual([1]);
  });
});
