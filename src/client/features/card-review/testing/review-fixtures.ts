import type { CurrentUser } from '../../../../contract/auth';
import { updateCardRequestSchema } from '../../../../contract/card-writes';
import type { Card } from '../../../../domain/cards/card';
import type { TestRoutes } from '../../../testing/api-test-server';

/** A signed-in person; override the role a test is about. */
export function makeUser(overrides: Partial<CurrentUser> = {}): CurrentUser {
  return {
    id: 'user-1',
    email: 'ana@example.org',
    name: 'Ana Editora',
    role: 'editor',
    ...overrides,
  };
}

/**
 * The card routes of the API for a list of cards: each card loads at version 1 and each save
 * answers with the card sent and the next version.
 */
export function makeCardRoutes(cards: readonly Card[], version = 1): TestRoutes {
  const routes: TestRoutes = {};
  for (const card of cards) {
    routes[`GET /api/cards/${card.id}`] = () => ({ status: 200, body: { ...card, version } });
    routes[`PUT /api/cards/${card.id}`] = (request) => {
      const { card: saved } = updateCardRequestSchema.parse(request.body);
      return { status: 200, body: { card: { ...saved, id: card.id }, version: version + 1 } };
    };
  }
  return routes;
}
