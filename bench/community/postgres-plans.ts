import { sql } from 'drizzle-orm';
import pg from 'pg';
import { z } from 'zod';
import { communityDecksQuerySchema } from '../../src/contract/community';
import type { Card } from '../../src/domain/cards/card';
import {
  prepareCommunityDeckQuery,
  selectFewCardDeckIds,
} from '../../src/server/community/community-decks.repository';
import { createCommunityDecksService } from '../../src/server/community/community-decks.service';
import { openPostgres } from '../../src/server/db/connect';
import { seedCommunityDecks } from './community-seed';

const DATABASE = 'grimorio_bench_community';

const planSchema = z.object({ rows: z.array(z.object({ 'QUERY PLAN': z.string() })) });

async function runAdmin(url: string, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/**
 * The plans PostgreSQL picks for the listing at 100,000 decks, first page and page 50, in a
 * throwaway database of the server at `url` (created, seeded and dropped here): each should walk
 * one of the listing's indexes (or the card index) with no sequential scan of the table.
 */
export async function printPostgresPlans(url: string, cards: readonly Card[]): Promise<void> {
  console.log(`\nPlanes en PostgreSQL (base ${DATABASE}, 100 000 mazos):`);
  await runAdmin(url, `drop database if exists ${DATABASE}`);
  await runAdmin(url, `create database ${DATABASE}`);
  const target = new URL(url);
  target.pathname = `/${DATABASE}`;
  const database = await openPostgres(target.toString());
  try {
    const seeded = await seedCommunityDecks(database.db, cards, {
      total: 100_000,
      authors: 5_000,
      seed: 17,
    });
    const { format, race } = seeded.formatAndRace;
    const service = createCommunityDecksService(database.db);
    const filters = [
      {},
      { format, race },
      { card: String(seeded.card.id) },
      // Held by no deck: the rarest card there can be.
      { card: '999999' },
      { race },
      { author: 'bench-autor-7' },
    ];
    for (const filter of filters) {
      for (const sort of ['newest', 'likes'] as const) {
        let query = communityDecksQuerySchema.parse({ ...filter, sort });
        if (query.card !== undefined && sort === 'newest') {
          const few = planSchema.parse(
            await database.db.execute(
              sql`explain (analyze, costs off) ${selectFewCardDeckIds(database.db, query.card)}`,
            ),
          );
          const lines = few.rows.map((row) => row['QUERY PLAN'].trim());
          console.log(
            `  carta ${query.card}, ¿pocos mazos?: ${lines.filter((line) => /Scan|Execution/.test(line)).join(' | ')}`,
          );
        }
        for (let page = 1; page <= 50; page += 1) {
          if (page === 1 || page === 50) {
            const prepared = await prepareCommunityDeckQuery(database.db, query, query.limit + 1);
            const plan = planSchema.parse(
              await database.db.execute(sql`explain (analyze, costs off) ${prepared.select}`),
            );
            const lines = plan.rows.map((row) => row['QUERY PLAN']);
            const scans = lines
              .filter((line) => /Scan|Sort|Removed|Execution/.test(line))
              .map((line) => line.trim());
            console.log(
              `  ${JSON.stringify({ ...filter, sort })} página ${page}: ${scans.join(' | ')}`,
            );
          }
          const { nextCursor } = await service.listDecks(query);
          if (nextCursor === null) break;
          query = communityDecksQuerySchema.parse({ ...filter, sort, after: nextCursor });
        }
      }
    }
  } finally {
    await database.close();
    await runAdmin(url, `drop database if exists ${DATABASE}`);
  }
}
