import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import type { Banlist } from '../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import {
  RACIAL_EDICION_2025_12,
  RACIAL_EDICION_2026_04,
} from '../../domain/formats/racial-edicion-lists';
import {
  RACIAL_LIBRE_2025_12,
  RACIAL_LIBRE_2026_01,
} from '../../domain/formats/racial-libre-lists';
import type { PublishedList } from '../../domain/formats/published-list';
import { createBanlistsService } from '../banlists/banlists.service';
import type { Database } from '../db/connect';
import { banlists, banlistVersions, users } from '../db/schema';
import { useSeededDatabase } from '../testing/seeded-database';
import { listTestDatabaseKinds } from '../testing/test-databases';
import { upgradeBuiltInLists } from './built-in-lists-upgrade';

function findBuiltIn(key: string): Banlist {
  const format = BUILT_IN_BANLISTS.find((candidate) => candidate.key === key);
  if (!format) throw new Error(`missing built-in format ${key}`);
  return format;
}

/** The only switches rows of releases before the dated history carry (migration 0005). */
const LEGACY_SWITCHES: Record<string, Partial<Banlist['rules']>> = {
  racialEdicion: { oneRace: true, oneBlock: true },
  racialLibre: { oneRace: true },
};

/**
 * A built-in format as releases before the dated history stored it: the December 2025 list dated
 * 2025-12-01 in its row (with the switches of migration 0005 only) and as its only version.
 */
async function storeAsLegacySeed(db: Database, key: string, list: PublishedList): Promise<void> {
  const rules = {
    minAllies: 16,
    maxCard: 50,
    ...LEGACY_SWITCHES[key],
    banned: [...list.banned],
    limitedOne: [...list.limitedOne],
    limitedTwo: [...list.limitedTwo],
  };
  await db
    .update(banlists)
    .set({ effectiveDate: '2025-12-01', rules })
    .where(eq(banlists.key, key));
  await db.delete(banlistVersions).where(eq(banlistVersions.key, key));
  await db.execute(sql`
    insert into banlist_versions (key, name, effective_date, rules, published_by)
    select key, name, effective_date, rules, updated_by from banlists where key = ${key}`);
}

async function readRow(db: Database, key: string) {
  const [row] = await db.select().from(banlists).where(eq(banlists.key, key));
  return row;
}

/** A format's versions, oldest publication first: date, publisher and the three lists. */
async function readVersions(db: Database, key: string) {
  const history = await createBanlistsService(db).readHistory(key);
  return (history?.versions ?? []).toReversed().map(({ effectiveDate, publishedBy, rules }) => ({
    effectiveDate,
    publishedBy,
    lists: [rules.banned, rules.limitedOne, rules.limitedTwo],
  }));
}

const listsOf = (list: PublishedList) => [list.banned, list.limitedOne, list.limitedTwo];
const listsByName = ({ banned, limitedOne, limitedTwo }: PublishedList) => ({
  banned,
  limitedOne,
  limitedTwo,
});
// The racial formats' real deck rules (ADR 0016), which no earlier release stored.
const REAL_DECK_RULES = { exactDeckSize: true, sideDeckSize: 10, minVanillaGold: 1 };

describe.each(listTestDatabaseKinds())('built-in lists upgrade on %s', (kind) => {
  const seeded = useSeededDatabase(kind);

  it('moves built-in formats still as an earlier release seeded them to their newest list, with every dated list as history', async () => {
    const { db } = seeded.database;
    await storeAsLegacySeed(db, 'racialEdicion', RACIAL_EDICION_2025_12);
    await storeAsLegacySeed(db, 'racialLibre', RACIAL_LIBRE_2025_12);

    expect(await upgradeBuiltInLists(db)).toEqual(['racialEdicion', 'racialLibre']);

    const edicion = await readRow(db, 'racialEdicion');
    expect(edicion?.effectiveDate).toBe('2026-04-01');
    expect(edicion?.rules).toEqual({
      minAllies: 16,
      maxCard: 50,
      oneRace: true,
      oneBlock: true,
      ...listsByName(RACIAL_EDICION_2026_04),
    });
    expect(edicion?.updatedBy).toBeNull();
    // Readers get the switches that came after the row was stored, as the built-in has them.
    const service = createBanlistsService(db);
    const read = (await service.listBanlists()).find(({ key }) => key === 'racialEdicion');
    expect(read).toMatchObject(findBuiltIn('racialEdicion'));
    const versions = (await service.readHistory('racialEdicion'))?.versions ?? [];
    expect(versions).toHaveLength(4);
    for (const { rules } of versions) {
      expect(rules).toMatchObject({
        ...REAL_DECK_RULES,
        minAlliesCountedTypes: ['aliado', 'totem'],
      });
    }
    const history = await readVersions(db, 'racialEdicion');
    expect(history.map(({ effectiveDate }) => effectiveDate)).toEqual([
      '2025-11-24',
      '2025-12-03',
      '2026-01-08',
      '2026-04-01',
    ]);
    expect(history.every(({ publishedBy }) => publishedBy === null)).toBe(true);
    expect(history[1]?.lists).toEqual(listsOf(RACIAL_EDICION_2025_12));
    expect(history[3]?.lists).toEqual(listsOf(RACIAL_EDICION_2026_04));
    expect((await readRow(db, 'racialLibre'))?.effectiveDate).toBe('2026-01-08');
    expect((await readVersions(db, 'racialLibre')).map((version) => version.lists)).toEqual([
      expect.any(Array),
      listsOf(RACIAL_LIBRE_2025_12),
      listsOf(RACIAL_LIBRE_2026_01),
    ]);
  });

  it('keeps the other rules the stored row carries', async () => {
    const { db } = seeded.database;
    await storeAsLegacySeed(db, 'racialLibre', RACIAL_LIBRE_2025_12);
    await db.execute(
      sql`update banlists set rules = jsonb_set(rules, '{oneRace}', 'false') where key = 'racialLibre'`,
    );

    await upgradeBuiltInLists(db);

    expect((await readRow(db, 'racialLibre'))?.rules).toMatchObject({
      oneRace: false,
      banned: RACIAL_LIBRE_2026_01.banned,
    });
  });

  it('changes nothing on a database already up to date, however often it runs', async () => {
    const { db } = seeded.database;
    const before = await db.select().from(banlistVersions).orderBy(banlistVersions.id);

    expect(await upgradeBuiltInLists(db)).toEqual([]);
    expect(await upgradeBuiltInLists(db)).toEqual([]);

    expect(await db.select().from(banlistVersions).orderBy(banlistVersions.id)).toEqual(before);
    expect(before.map(({ key, effectiveDate }) => [key, effectiveDate])).toEqual([
      ['racialEdicion', '2025-11-24'],
      ['racialEdicion', '2025-12-03'],
      ['racialEdicion', '2026-01-08'],
      ['racialEdicion', '2026-04-01'],
      ['racialLibre', '2025-11-24'],
      ['racialLibre', '2025-12-03'],
      ['racialLibre', '2026-01-08'],
      ['formatoLibre', '2025-12-01'],
    ]);
  });

  it('never overwrites a built-in format an editor published', async () => {
    const { db } = seeded.database;
    await storeAsLegacySeed(db, 'racialEdicion', RACIAL_EDICION_2025_12);
    await db.insert(users).values({ id: 'editora', name: 'Editora', email: 'e@grimorio.test' });
    const legacy = await readRow(db, 'racialEdicion');
    if (!legacy) throw new Error('racialEdicion is a built-in format');
    const edited = { key: 'racialEdicion', name: legacy.name, effectiveDate: '2025-12-01' };
    await createBanlistsService(db).saveBanlist(
      'racialEdicion',
      { ...edited, rules: { ...legacy.rules, minAllies: 12 } },
      { id: 'editora', name: 'Editora', email: 'e@grimorio.test', role: 'editor' },
    );

    expect(await upgradeBuiltInLists(db)).toEqual([]);

    expect((await readRow(db, 'racialEdicion'))?.rules.minAllies).toBe(12);
    expect((await readVersions(db, 'racialEdicion')).map((version) => version.publishedBy)).toEqual(
      [null, 'Editora'],
    );
  });

  it('leaves a built-in format whose lists match no list the app ever shipped', async () => {
    const { db } = seeded.database;
    await storeAsLegacySeed(db, 'racialEdicion', RACIAL_EDICION_2025_12);
    await db.execute(
      sql`update banlists set rules = jsonb_set(rules, '{banned}', '["Carta Nueva"]') where key = 'racialEdicion'`,
    );

    expect(await upgradeBuiltInLists(db)).toEqual([]);

    expect((await readRow(db, 'racialEdicion'))?.effectiveDate).toBe('2025-12-01');
  });
});
