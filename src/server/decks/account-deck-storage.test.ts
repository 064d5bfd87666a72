import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { accountDeckVersions } from '../db/schema';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { createAccountDecksService } from './account-decks.service';

const VERSIONS = 1_000;
const ONE_MEGABYTE = 1024 * 1024;

/** A 50-card deck: 20 different cards (as real decks repeat cards), ids in the thousands. */
function makeFiftyCardDeck(seed: number) {
  return Array.from({ length: 20 }, (_, index) => ({
    id: 1000 + ((index * 37 + seed) % 900),
    count: index < 10 ? 3 : 2,
  }));
}

describe.each(listTestDatabaseKinds())('deck version storage on %s', (kind) => {
  const testApp = useSeededTestApp(kind);

  it('keeps 1,000 versions of a 50-card deck under 1 MB', async () => {
    const player = await signInAs(testApp, 'player');
    const decks = createAccountDecksService(testApp.database.db);
    const id = `mazo-${randomUUID()}`;

    for (let version = 0; version < VERSIONS; version += 1) {
      const cards = makeFiftyCardDeck(version);
      expect(cards.reduce((total, entry) => total + entry.count, 0)).toBe(50);
      const saved = await decks.saveDeck(player.user.id, id, {
        name: 'Mazo de mil versiones',
        format: 'racialEdicion',
        cards,
        side: [{ id: 5, count: 2 }],
        baseVersion: version,
      });
      expect(saved.ok).toBe(true);
    }

    const [row] = await testApp.database.db
      .select({
        versions: sql<number>`count(*)::int`,
        bytes: sql<number>`sum(pg_column_size(${accountDeckVersions.cards})
          + pg_column_size(${accountDeckVersions.side}))::int`,
        rowBytes: sql<number>`sum(pg_column_size(${accountDeckVersions}.*))::int`,
        tableBytes: sql<number>`pg_total_relation_size('account_deck_versions')::int`,
      })
      .from(accountDeckVersions)
      .where(eq(accountDeckVersions.deckId, id));
    console.info(
      `${kind}: ${VERSIONS} versions of a 50-card deck card lists ${row?.bytes} bytes, whole rows ${row?.rowBytes}, the table with its index ${row?.tableBytes}`,
    );
    expect(row?.versions).toBe(VERSIONS);
    expect(row?.rowBytes).toBeLessThan(ONE_MEGABYTE);
    expect(row?.tableBytes).toBeLessThan(ONE_MEGABYTE);
  }, 120_000);
});
