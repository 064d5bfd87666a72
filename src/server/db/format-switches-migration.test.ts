import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useSeededDatabase } from '../testing/seeded-database';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { MIGRATIONS_FOLDER } from './connect';
import { banlists } from './schema';

/** The statements of the migration that gave formats their switches (issue 15). */
async function readSwitchesMigration(): Promise<string[]> {
  const text = await readFile(path.join(MIGRATIONS_FOLDER, '0005_format_switches.sql'), 'utf8');
  return text.split('--> statement-breakpoint').map((statement) => statement.trim());
}

describe.each(listTestDatabaseKinds())('migration 0005 format switches on %s', (kind) => {
  const seeded = useSeededDatabase(kind);

  it('gives built-in formats stored before switches theirs, and leaves chosen switches alone', async () => {
    const { db } = seeded.database;
    // As stored before issue 15: limits and lists only (today's seed also stores the switches
    // that came later), except a racialLibre an editor turned off.
    await db.execute(sql`
      update banlists set rules = jsonb_build_object(
        'minAllies', rules->'minAllies', 'maxCard', rules->'maxCard', 'banned', rules->'banned',
        'limitedOne', rules->'limitedOne', 'limitedTwo', rules->'limitedTwo')
      where key = 'racialEdicion'`);
    await db.execute(
      sql`update banlists set rules = jsonb_set(rules, '{oneRace}', 'false') where key = 'racialLibre'`,
    );

    for (const statement of await readSwitchesMigration()) await db.execute(sql.raw(statement));

    const readRules = async (key: string) =>
      (await db.select({ rules: banlists.rules }).from(banlists).where(eq(banlists.key, key)))[0]
        ?.rules;
    expect(await readRules('racialEdicion')).toMatchObject({ oneRace: true, oneBlock: true });
    expect(await readRules('racialLibre')).toMatchObject({ oneRace: false });
    expect((await readRules('formatoLibre'))?.oneRace).toBeUndefined();
  });
});
