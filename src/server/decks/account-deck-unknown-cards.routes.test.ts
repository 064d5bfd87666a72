import { describe, expect, it } from 'vitest';
import { accountDeckListSchema, accountDeckVersionListSchema } from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import { createAccountDeckRequests } from '../testing/account-deck-requests';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';

/** Far beyond the demo catalogue's ids: a card the catalogue no longer has. */
const GONE_CARD_ID = 987_654;

describe.each(listTestDatabaseKinds())('a deck with cards the catalogue lost on %s', (kind) => {
  const testApp = useSeededTestApp(kind);
  const decks = createAccountDeckRequests(testApp);

  it('keeps their ids in the deck and in its versions, for the client to show as unavailable', async () => {
    const player = await signInAs(testApp, 'player');
    const cards = [
      { id: 1, count: 2 },
      { id: GONE_CARD_ID, count: 3 },
    ];
    const { id } = await decks.create(player, { overrides: { cards } });

    const list = accountDeckListSchema.parse((await decks.read(player, API_PATHS.decks)).json());
    expect(list.find((deck) => deck.id === id)?.cards).toEqual(cards);
    const history = accountDeckVersionListSchema.parse(
      (await decks.read(player, API_PATHS.deckVersions(id))).json(),
    );
    expect(history.versions[0]?.cards).toEqual(cards);
  });
});
