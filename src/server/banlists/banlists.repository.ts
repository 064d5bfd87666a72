import { asc, desc, eq, sql } from 'drizzle-orm';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Database } from '../db/connect';
import { banlists, banlistVersions, users } from '../db/schema';

/** Stored rows in display order; `rules` is still raw JSON for the service to parse. */
export async function listBanlistRows(db: Database) {
  return db
    .select({
      key: banlists.key,
      name: banlists.name,
      effectiveDate: banlists.effectiveDate,
      rules: banlists.rules,
    })
    .from(banlists)
    .orderBy(asc(banlists.position), asc(banlists.key));
}

/** Adds the given formats in the given order, leaving any that already exist untouched. */
export async function insertBanlistsIfAbsent(
  db: Database,
  list: readonly Banlist[],
): Promise<void> {
  if (list.length === 0) return;
  await db
    .insert(banlists)
    .values(list.map((banlist, position) => ({ ...banlist, position })))
    .onConflictDoNothing({ target: banlists.key });
}

/** Creates or replaces one format; a new one goes after the existing ones. */
export async function upsertBanlist(
  db: Database,
  banlist: Banlist,
  updatedBy: string,
): Promise<void> {
  await db
    .insert(banlists)
    .values({
      ...banlist,
      updatedBy,
      position: sql`(select coalesce(max(${banlists.position}), -1) + 1 from ${banlists})`,
    })
    .onConflictDoUpdate({
      target: banlists.key,
      set: {
        name: banlist.name,
        effectiveDate: banlist.effectiveDate,
        rules: banlist.rules,
        updatedBy,
        updatedAt: sql`now()`,
      },
    });
}

/** Records published versions of formats (issue 15); `publishedBy` null for built-in lists. */
export async function insertBanlistVersions(
  db: Database,
  list: readonly Banlist[],
  publishedBy: string | null,
): Promise<void> {
  if (list.length === 0) return;
  await db.insert(banlistVersions).values(
    list.map(({ key, name, effectiveDate, rules }) => ({
      key,
      name,
      effectiveDate,
      rules,
      publishedBy,
    })),
  );
}

/** A format's published versions, newest publication first, with the publisher's name. */
export async function listBanlistVersionRows(db: Database, key: string) {
  return db
    .select({
      id: banlistVersions.id,
      name: banlistVersions.name,
      effectiveDate: banlistVersions.effectiveDate,
      rules: banlistVersions.rules,
      publishedAt: banlistVersions.publishedAt,
      publishedBy: users.name,
    })
    .from(banlistVersions)
    .leftJoin(users, eq(users.id, banlistVersions.publishedBy))
    .where(eq(banlistVersions.key, key))
    .orderBy(desc(banlistVersions.id));
}
