import { sql } from 'drizzle-orm';
import type { Card } from '../../src/domain/cards/card';
import { DEFAULT_EDITION_BLOCKS, findBlock } from '../../src/domain/cards/edition-blocks';
import type { Database } from '../../src/server/db/connect';
import { accountDecks, users } from '../../src/server/db/schema';
import { createSeededRandom, pickInteger, pickOne } from '../support/seeded-random';

/** The formats the seeded decks use, most common first. */
const FORMATS = ['racialEdicion', 'formatoLibre', 'racialLibre', 'bloqueUnico'];
const ROWS_PER_INSERT = 500;
const DECK_SIZE = 50;

export interface SeededCommunity {
  decks: number;
  authors: number;
  seconds: number;
  /** A format and race whose decks fill more than 50 pages, for the filtered measurements. */
  formatAndRace: { format: string; race: string; decks: number };
  /** A card held by more than 50 pages of decks. */
  card: { id: number; nombre: string; decks: number };
}

interface RacePool {
  race: string;
  allies: Card[];
}

/** Allies grouped by race, each race with enough allies to build from. */
function groupAllies(cards: readonly Card[]): RacePool[] {
  const byRace = new Map<string, Card[]>();
  for (const card of cards) {
    if (card.tipo !== 'aliado' || card.raza === null) continue;
    byRace.set(card.raza, [...(byRace.get(card.raza) ?? []), card]);
  }
  return [...byRace].map(([race, allies]) => ({ race, allies }));
}

/** A 50-card deck of one race's allies plus other cards, as `[id, count, …]`. */
function buildDeck(random: () => number, pool: RacePool, others: readonly Card[]) {
  const counts = new Map<number, number>();
  let size = 0;
  while (size < DECK_SIZE) {
    const card = random() < 0.5 ? pickOne(random, pool.allies) : pickOne(random, others);
    const count = counts.get(card.id) ?? 0;
    if (count >= 3) continue;
    counts.set(card.id, count + 1);
    size += 1;
  }
  // The first ally in the deck's order sets race and block, as deriveDeckListingFacts reads it.
  const allyIds = new Set(pool.allies.map((ally) => ally.id));
  const isAlly = (id: number) => (allyIds.has(id) ? 1 : 0);
  return [...counts].sort(([a], [b]) => isAlly(b) - isAlly(a));
}

/**
 * Writes `total` public decks of `authors` players straight into the database, in batches, with
 * the listing facts deriveDeckListingFacts would store (race and block of the first ally, card
 * ids), publication dates a second apart and a skewed like count (seeded as counts only: the
 * listing reads the column, not deck_likes).
 */
export async function seedCommunityDecks(
  db: Database,
  cards: readonly Card[],
  options: { total: number; authors: number; seed: number },
): Promise<SeededCommunity> {
  const started = performance.now();
  const random = createSeededRandom(options.seed);
  const pools = groupAllies(cards);
  const others = cards.filter((card) => card.tipo !== 'aliado');
  const byId = new Map(cards.map((card) => [card.id, card]));
  const authorIds = Array.from({ length: options.authors }, (_, index) => `bench-autor-${index}`);
  for (let start = 0; start < authorIds.length; start += ROWS_PER_INSERT) {
    await db.insert(users).values(
      authorIds.slice(start, start + ROWS_PER_INSERT).map((id, offset) => ({
        id,
        name: `Autor ${start + offset}`,
        email: `${id}@grimorio.test`,
      })),
    );
  }
  const comboCounts = new Map<string, number>();
  const cardCounts = new Map<number, number>();
  const firstPublication = Date.parse('2026-01-01T00:00:00Z');
  for (let start = 0; start < options.total; start += ROWS_PER_INSERT) {
    const rows = [];
    for (let index = start; index < Math.min(options.total, start + ROWS_PER_INSERT); index += 1) {
      const pool = pickOne(random, pools);
      const format = random() < 0.5 ? (FORMATS[0] ?? '') : pickOne(random, FORMATS);
      const entries = buildDeck(random, pool, others);
      const firstAlly = byId.get(entries[0]?.[0] ?? 0);
      const cardIds = entries.map(([id]) => id).sort((a, b) => a - b);
      for (const id of cardIds) cardCounts.set(id, (cardCounts.get(id) ?? 0) + 1);
      const combo = `${format}|${pool.race}`;
      comboCounts.set(combo, (comboCounts.get(combo) ?? 0) + 1);
      rows.push({
        id: `bench-mazo-${index}`,
        ownerId: pickOne(random, authorIds),
        name: `Mazo ${pool.race} ${index}`,
        format,
        cards: entries.flat(),
        side: [],
        version: 1,
        visibility: 'public' as const,
        // Some decks share a second, so the id breaks ties in the order.
        publishedAt: new Date(firstPublication + Math.floor(index / 2) * 1000),
        likeCount: Math.floor(random() ** 4 * pickInteger(random, 0, 500)),
        race: pool.race,
        block: findBlock(firstAlly?.edicion ?? null, DEFAULT_EDITION_BLOCKS),
        cardIds,
      });
    }
    await db.insert(accountDecks).values(rows);
  }
  await db.execute(sql`analyze account_decks`);
  const [combo, comboDecks] = [...comboCounts].sort((a, b) => b[1] - a[1])[0] ?? ['|', 0];
  const [format = '', race = ''] = combo.split('|');
  // A card in about a tenth of the decks: common enough for 50 pages, far from all of them.
  const [cardId, cardDecks] = [...cardCounts]
    .filter(([, count]) => count >= options.total / 12)
    .sort((a, b) => a[1] - b[1])[0] ?? [0, 0];
  return {
    decks: options.total,
    authors: options.authors,
    seconds: (performance.now() - started) / 1000,
    formatAndRace: { format, race, decks: comboDecks },
    card: { id: cardId, nombre: byId.get(cardId)?.nombre ?? '', decks: cardDecks },
  };
}
