import type { DeckVisibility } from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import {
  communityDeckPageSchema,
  type CommunityDeckItem,
  type CommunityDeckPage,
} from '../../contract/community';
import { createAccountDeckRequests } from './account-deck-requests';
import type { SeededTestApp } from './seeded-test-app';
import { SAME_ORIGIN, type SignedInAccount } from './test-accounts';

/** The community and collection routes as one account (null: a visitor) calls them. */
export function createCommunityRequests(testApp: SeededTestApp) {
  const decks = createAccountDeckRequests(testApp);

  function send(
    account: SignedInAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    const isText = typeof payload === 'string';
    return testApp.app.inject({
      method,
      url,
      headers: {
        ...(account?.headers ?? { origin: SAME_ORIGIN }),
        ...(payload === undefined
          ? {}
          : { 'content-type': isText ? 'text/plain; charset=utf-8' : 'application/json' }),
      },
      ...(payload === undefined ? {} : { payload: isText ? payload : JSON.stringify(payload) }),
    });
  }

  const requests = {
    send,
    decks,
    setVisibility: (account: SignedInAccount | null, id: string, visibility: DeckVisibility) =>
      send(account, 'PUT', API_PATHS.deckVisibility(id), { visibility }),
    /** A deck of `account` with this visibility (and the cards given); its id. */
    async publish(
      account: SignedInAccount,
      visibility: DeckVisibility = 'public',
      overrides: Parameters<typeof decks.create>[1] = {},
    ): Promise<string> {
      const { id } = await decks.create(account, overrides);
      const response = await requests.setVisibility(account, id, visibility);
      if (response.statusCode !== 200) throw new Error(`could not publish: ${response.body}`);
      return id;
    },
    /** One page of the listing; throws unless it answers 200. */
    async listPage(
      query: string,
      account: SignedInAccount | null = null,
    ): Promise<CommunityDeckPage> {
      const response = await send(account, 'GET', `${API_PATHS.communityDecks}?${query}`);
      if (response.statusCode !== 200) throw new Error(`listing ${query}: ${response.body}`);
      return communityDeckPageSchema.parse(response.json());
    },
    /** Every page of the listing, following cursors. */
    async listAll(query: string): Promise<CommunityDeckItem[]> {
      const items: CommunityDeckItem[] = [];
      let after: string | null = null;
      do {
        const suffix: string = after === null ? '' : `&after=${after}`;
        const page: CommunityDeckPage = await requests.listPage(`${query}${suffix}`);
        items.push(...page.decks);
        after = page.nextCursor;
      } while (after !== null);
      return items;
    },
    like: (account: SignedInAccount | null, id: string) =>
      send(account, 'PUT', API_PATHS.communityDeckLike(id)),
    unlike: (account: SignedInAccount | null, id: string) =>
      send(account, 'DELETE', API_PATHS.communityDeckLike(id)),
    setHidden: (account: SignedInAccount | null, id: string, hidden: boolean) =>
      send(account, 'PUT', API_PATHS.communityDeckHidden(id), { hidden }),
    readPublic: (account: SignedInAccount | null, id: string) =>
      send(account, 'GET', API_PATHS.publicDeck(id)),
  };
  return requests;
}
