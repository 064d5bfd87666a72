import {
  CARD_WRITE_PATHS,
  cardRevisionListSchema,
  versionedCardSchema,
} from '../../contract/card-writes';
import { API_PATHS } from '../../contract/api-paths';
import type { SeededTestApp } from './seeded-test-app';
import type { SignedInAccount } from './test-accounts';

/** An editor's requests on one card: read it for editing, save it, read its history. */
export function createCardEditRequests(testApp: SeededTestApp, editor: () => SignedInAccount) {
  return {
    async loadForEditing(id: number) {
      const response = await testApp.app.inject({ method: 'GET', url: API_PATHS.card(id) });
      const { version, ...card } = versionedCardSchema.parse(response.json());
      return { card, version };
    },
    save(id: number, payload: Record<string, unknown>) {
      return testApp.app.inject({
        method: 'PUT',
        url: CARD_WRITE_PATHS.card(id),
        headers: editor().headers,
        payload,
      });
    },
    async readHistory(id: number) {
      const response = await testApp.app.inject({
        method: 'GET',
        url: CARD_WRITE_PATHS.revisions(id),
        headers: { cookie: editor().cookie },
      });
      return cardRevisionListSchema.parse(response.json());
    },
  };
}
