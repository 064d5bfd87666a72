import { and, asc, desc, eq, isNull, sql } from 'drizzle-orm';
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

/**
 * One format's stored row, locked until the transaction ends so two servers starting together
 * never rewrite it twice; `rules` is raw JSON.
 */
export async function lockBanlistRow(db: Database, key: string) {
  const [row] = await db
    .select({
      name: banlists.name,
      effectiveDate: banlists.effectiveDate,
      rules: banlists.rules,
      updatedBy: banlists.updatedBy,
    })
    .from(banlists)
    .where(eq(banlists.key, key))
    .for('update');
  return row;
}

/** A format's versions as stored, oldest publication first, with the publisher's id. */
export async function listStoredVersions(db: Database, key: string) {
  return db
    .select({
      name: banlistVersions.name,
      effectiveDate: banlistVersions.effectiveDate,
      rules: banlistVersions.rules,
      publishedBy: banlistVersions.publishedBy,
    })
    .from(banlistVersions)
    .where(eq(banlistVersions.key, key))
    .orderBy(asc(banlistVersions.id));
}

/**
 * Replaces a format that no editor ever published (still as the app shipped it): its row
 * becomes the newest of `versions` and its history becomes `versions`, oldest first.
 */
export async function replaceShippedFormat(
  db: Database,
  key: string,
  versions: readonly Banlist[],
): Promise<void> {
  const current = versions.at(-1);
  if (current === undefined) return;
  await db
    .update(banlists)
    .set({
      name: current.name,
      effectiveDate: current.effectiveDate,
      rules: current.rules,
      updatedAt: sql`now()`,
    })
    .where(and(eq(banlists.key, key), isNull(banlists.updatedBy)));
  await db.delete(banlistVersions).where(eq(banlistVersions.key, key));
  await insertBanlistVersions(db, versions, null);
}
