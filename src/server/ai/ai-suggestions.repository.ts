import { count, eq, isNotNull, isNull, and } from 'drizzle-orm';
import type { SuggestedCardField } from '../../contract/ai';
import { aiSuggestions } from '../db/ai-schema';
import type { Database } from '../db/connect';

export type AiSuggestionRow = typeof aiSuggestions.$inferSelect;
export type NewAiSuggestionRow = typeof aiSuggestions.$inferInsert;

export async function insertAiSuggestion(db: Database, row: NewAiSuggestionRow): Promise<void> {
  await db.insert(aiSuggestions).values(row);
}

export async function findAiSuggestion(db: Database, id: string): Promise<AiSuggestionRow | null> {
  const rows = await db.select().from(aiSuggestions).where(eq(aiSuggestions.id, id));
  return rows[0] ?? null;
}

/** Records the fields the editor kept; false when no suggestion has this id. */
export async function updateKeptFields(
  db: Database,
  id: string,
  keptFields: SuggestedCardField[],
): Promise<boolean> {
  const updated = await db
    .update(aiSuggestions)
    .set({ keptFields, keptAt: new Date() })
    .where(eq(aiSuggestions.id, id))
    .returning({ id: aiSuggestions.id });
  return updated.length > 0;
}

export async function countSuggestions(db: Database): Promise<{ total: number; failed: number }> {
  const [totals] = await db.select({ total: count() }).from(aiSuggestions);
  const [failures] = await db
    .select({ failed: count() })
    .from(aiSuggestions)
    .where(isNotNull(aiSuggestions.error));
  return { total: totals?.total ?? 0, failed: failures?.failed ?? 0 };
}

/** What each saved, successful suggestion changed and what the editor kept of it. */
export async function listSavedOutcomes(
  db: Database,
): Promise<{ differences: SuggestedCardField[]; keptFields: SuggestedCardField[] }[]> {
  const rows = await db
    .select({ differences: aiSuggestions.differences, keptFields: aiSuggestions.keptFields })
    .from(aiSuggestions)
    .where(and(isNotNull(aiSuggestions.keptFields), isNull(aiSuggestions.error)));
  return rows.map((row) => ({ differences: row.differences, keptFields: row.keptFields ?? [] }));
}
