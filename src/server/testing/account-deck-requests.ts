import { randomUUID } from 'node:crypto';
import {
  accountDeckSchema,
  type AccountDeck,
  type AccountDeckWrite,
} from '../../contract/account-decks';
import { API_PATHS } from '../../contract/api-paths';
import type { SeededTestApp } from './seeded-test-app';
import { SAME_ORIGIN, type SignedInAccount } from './test-accounts';

/** A valid deck write of two cards on base 0 (a new deck); overrides change any field. */
export function makeAccountDeckWrite(overrides: Partial<AccountDeckWrite> = {}): AccountDeckWrite {
  return {
    name: 'Dragones de Fuego',
    format: 'racialEdicion',
    cards: [
      { id: 1, count: 3 },
      { id: 2, count: 1 },
    ],
    baseVersion: 0,
    ...overrides,
  };
}

/** A fresh client-side deck id, as the builder makes them. */
export function makeAccountDeckId(): string {
  return `mazo-${randomUUID()}`;
}

/** The deck routes as one account (null: a visitor) calls them through `app.inject`. */
export function createAccountDeckRequests(testApp: SeededTestApp) {
  function headersOf(account: SignedInAccount | null, hasBody: boolean) {
    return {
      ...(account?.headers ?? { origin: SAME_ORIGIN }),
      ...(hasBody ? { 'content-type': 'application/json' } : {}),
    };
  }

  function send(
    account: SignedInAccount | null,
    method: 'GET' | 'PUT' | 'POST' | 'DELETE',
    url: string,
    payload?: unknown,
  ) {
    return testApp.app.inject({
      method,
      url,
      headers: headersOf(account, payload !== undefined),
      ...(payload === undefined ? {} : { payload: JSON.stringify(payload) }),
    });
  }

  const requests = {
    read: (account: SignedInAccount | null, url: string) => send(account, 'GET', url),
    put: (account: SignedInAccount | null, id: string, payload: unknown) =>
      send(account, 'PUT', API_PATHS.deck(id), payload),
    post: (account: SignedInAccount | null, url: string, payload?: unknown) =>
      send(account, 'POST', url, payload),
    trash: (account: SignedInAccount | null, id: string) =>
      send(account, 'DELETE', API_PATHS.deck(id)),
    /** Creates a deck of `account` (201 or it throws) and saves it `versions` times in all. */
    async create(
      account: SignedInAccount,
      options: { versions?: number; overrides?: Partial<AccountDeckWrite> } = {},
    ): Promise<{ id: string; deck: AccountDeck }> {
      const id = makeAccountDeckId();
      let deck: AccountDeck | undefined;
      for (let base = 0; base < (options.versions ?? 1); base += 1) {
        const write = makeAccountDeckWrite({
          ...(base === 0 ? {} : { name: `Dragones ${base + 1}`, cards: [{ id: 1, count: base }] }),
          ...options.overrides,
          baseVersion: base,
        });
        const response = await requests.put(account, id, write);
        if (response.statusCode !== (base === 0 ? 201 : 200)) {
          throw new Error(`could not save ${id}: ${response.statusCode} ${response.body}`);
        }
        deck = accountDeckSchema.parse(response.json());
      }
      if (deck === undefined) throw new Error('create needs at least one version');
      return { id, deck };
    },
  };
  return requests;
}
