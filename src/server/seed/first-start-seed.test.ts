import { rm } from 'node:fs/promises';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEFAULT_EDITION_BLOCKS } from '../../domain/cards/edition-blocks';
import { createBanlistsService } from '../banlists/banlists.service';
import { listCards } from '../cards/cards.repository';
import { importCatalogue } from '../catalogue/catalogue-import.service';
import { getCatalogueInfo } from '../catalogue/catalogue.service';
import { cards } from '../db/schema';
import { readEditionBlocks } from '../edition-blocks/edition-blocks.repository';
import { makeCard } from '../testing/card-factory';
import { createDemoFixture, type DemoFixture } from '../testing/demo-fixture';
import {
  createTestDatabases,
  listTestDatabaseKinds,
  type TestDatabases,
} from '../testing/test-databases';
import { seedOnFirstStart } from './first-start-seed';

describe.each(listTestDatabaseKinds())('first start on %s', (kind) => {
  let fixture: DemoFixture;
  let databases: TestDatabases;

  beforeAll(async () => {
    fixture = await createDemoFixture();
    databases = await createTestDatabases(kind, fixture.demoDir);
  });
  afterAll(async () => {
    await databases.dispose();
    await fixture.remove();
  });

  it('loads the demo catalogue, the built-in formats and the edition blocks', async () => {
    const boot = await databases.createEmptyLocation();
    const database = await boot();
    try {
      const outcome = await seedOnFirstStart(database.db, fixture.demoDir);

      expect(outcome).toEqual({ seeded: true, demoCardCount: fixture.cards.length });
      expect(await listCards(database.db)).toEqual(fixture.cards);
      expect(await getCatalogueInfo(database.db)).toEqual({ source: 'demo', cardCount: 3 });
      const formats = await createBanlistsService(database.db).listBanlists();
      expect(formats.map((format) => format.key)).toEqual([
        'racialEdicion',
        'racialLibre',
        'formatoLibre',
      ]);
      expect(await readEditionBlocks(database.db)).toEqual(DEFAULT_EDITION_BLOCKS);
    } finally {
      await database.close();
    }
  });

  it('keeps what users changed when the server starts again', async () => {
    const boot = await databases.createEmptyLocation();
    const firstBoot = await boot();
    await seedOnFirstStart(firstBoot.db, fixture.demoDir);
    await firstBoot.db.update(cards).set({ nombre: 'Nombre Corregido' }).where(eq(cards.id, 1));
    await firstBoot.close();

    const secondBoot = await boot();
    try {
      const outcome = await seedOnFirstStart(secondBoot.db, fixture.demoDir);

      expect(outcome).toEqual({ seeded: false });
      const [first] = await listCards(secondBoot.db);
      expect(first?.nombre).toBe('Nombre Corregido');
    } finally {
      await secondBoot.close();
    }
  });

  it('leaves the demo cards out when a real catalogue was imported before the first start', async () => {
    const boot = await databases.createEmptyLocation();
    const database = await boot();
    try {
      const real = [makeCard({ id: 500, nombre: 'Carta Real' })];
      expect((await importCatalogue(database.db, real)).ok).toBe(true);

      const outcome = await seedOnFirstStart(database.db, fixture.demoDir);

      expect(outcome).toEqual({ seeded: true, demoCardCount: null });
      expect(await listCards(database.db)).toEqual(real);
      expect(await getCatalogueInfo(database.db)).toEqual({ source: 'imported', cardCount: 1 });
      expect(await createBanlistsService(database.db).listBanlists()).toHaveLength(3);
    } finally {
      await database.close();
    }
  });

  it('refuses to start with a missing demo catalogue and leaves the database unseeded', async () => {
    const emptyFixture = await createDemoFixture([]);
    await rm(path.join(emptyFixture.demoDir, 'cards.json'));
    const boot = await databases.createEmptyLocation();
    const database = await boot();
    try {
      await expect(seedOnFirstStart(database.db, emptyFixture.demoDir)).rejects.toThrow(
        /cards\.json/,
      );
      expect(await createBanlistsService(database.db).listBanlists()).toEqual([]);
    } finally {
      await database.close();
      await emptyFixture.remove();
    }
  });
});
