import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  CRUZADAS,
  ESPADA_SAGRADA,
  makeEditionData,
  makeEditionsList,
  makeOfficialCard,
  OFFICIAL_RACES,
  OFFICIAL_TYPES,
} from '../src/server/testing/official-file-factory';
import { runScript } from '../src/server/testing/server-process';

/** The official dump's layout, with invented cards: one card printed in both editions of a block. */
async function writeOfficialDump(root: string): Promise<string> {
  const data = path.join(root, 'oficial', 'data');
  await mkdir(data, { recursive: true });
  const files: Array<[string, unknown]> = [
    ['editions.json', makeEditionsList()],
    ['races.json', OFFICIAL_RACES],
    ['types.json', OFFICIAL_TYPES],
    [
      'data/espada-sagrada.json',
      makeEditionData(ESPADA_SAGRADA, [
        makeOfficialCard({ id: '7001', edid: '001', name: 'vigia del alba' }),
        makeOfficialCard({ id: '7002', edid: '002', name: 'lanza de bronce', type: '3' }),
      ]),
    ],
    [
      'data/cruzadas.json',
      makeEditionData(CRUZADAS, [
        makeOfficialCard({ id: '7101', edid: '001', name: 'vigia del alba', ed_edid: '43' }),
        makeOfficialCard({ id: '7102', edid: '002', name: 'heraldo del ocaso', ed_edid: '43' }),
      ]),
    ],
  ];
  for (const [file, value] of files) {
    await writeFile(path.join(root, 'oficial', file), JSON.stringify(value));
  }
  return path.join(root, 'oficial');
}

// Each command is a Node process loading TypeScript on a fresh embedded database.
describe('npm run import and npm run export on the embedded database', () => {
  let dataDir: string;

  beforeAll(async () => {
    dataDir = await mkdtemp(path.join(os.tmpdir(), 'grimorio-catalogue-commands-'));
  });
  afterAll(() => rm(dataDir, { recursive: true, force: true }));

  it('imports official files, exports them and reimports the export with no change', async () => {
    const dump = await writeOfficialDump(dataDir);

    const dryRun = await runScript(
      'scripts/import-catalogue.ts',
      ['--official', dump, '--replace', '--dry-run'],
      dataDir,
    );
    expect(dryRun.code, dryRun.stderr).toBe(0);
    expect(dryRun.stdout).toContain('Prueba sin escribir nada (--dry-run)');
    expect(dryRun.stdout).toContain('Archivos oficiales: 2 ediciones, 3 cartas.');
    expect(dryRun.stdout).toMatch(/Vigía del Alba|Vigia del Alba/);
    expect(dryRun.stdout).toContain('Nuevas: 3');

    const imported = await runScript(
      'scripts/import-catalogue.ts',
      ['--official', dump, '--replace'],
      dataDir,
    );
    expect(imported.code, imported.stderr).toBe(0);
    expect(imported.stdout).toContain('Importadas 3 cartas (reemplazo)');
    expect(imported.stdout).toContain('El catálogo queda importado.');

    const exportFile = path.join(dataDir, 'catalogo.csv');
    const exported = await runScript('scripts/export-catalogue.ts', [exportFile], dataDir);
    expect(exported.code, exported.stderr).toBe(0);
    expect(exported.stdout).toContain('Exportadas 3 cartas');
    const firstExport = await readFile(exportFile, 'utf8');

    const again = await runScript(
      'scripts/import-catalogue.ts',
      [exportFile, '--replace'],
      dataDir,
    );
    expect(again.code, again.stderr).toBe(0);
    expect(again.stdout).toContain('Sin cambios: 3');
    expect(again.stdout).toContain('Eliminadas: 0');
    await runScript('scripts/export-catalogue.ts', [exportFile], dataDir);
    expect(await readFile(exportFile, 'utf8')).toBe(firstExport);
  }, 120_000);

  it('explains its usage and refuses a file that is neither JSON nor CSV', async () => {
    const usage = await runScript('scripts/import-catalogue.ts', [], dataDir);
    expect(usage.code).toBe(2);
    expect(usage.stderr).toContain('--official');

    const wrongKind = path.join(dataDir, 'cartas.xlsx');
    await writeFile(wrongKind, 'PK');
    const refused = await runScript('scripts/import-catalogue.ts', [wrongKind], dataDir);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('debe terminar en .json o .csv');
  }, 60_000);
});
