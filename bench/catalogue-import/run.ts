/**
 * `npm run bench:catalogue-import`: the catalogue commands on 20,000 cards, each in its own
 * process as an operator runs them, on a fresh embedded database (or on DATABASE_URL when set):
 * import into an empty catalogue, a dry run, a merge changing a tenth of the cards, a replace
 * that removes and adds a quarter, and both exports. Prints seconds and peak memory (RSS) of each.
 */
import { execFile } from 'node:child_process';
import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import type { Card } from '../../src/domain/cards/card';
import { formatCatalogue } from '../../src/server/catalogue/catalogue-file';
import { REPOSITORY_ROOT } from '../../scripts/client-build';
import { buildSyntheticCatalogue, readDemoCatalogue } from '../support/synthetic-catalogue';
import { formatBytes } from '../support/target-check';

const SIZE = 20_000;

interface Figures {
  seconds: number;
  peakRssBytes: number;
}

function runMeasured(dataDir: string, script: string, args: string[]): Promise<Figures> {
  return new Promise((resolve, reject) => {
    execFile(
      process.execPath,
      ['--import', 'tsx', 'bench/catalogue-import/measured-command.ts', script, ...args],
      {
        cwd: REPOSITORY_ROOT,
        env: { ...process.env, DATA_DIR: dataDir, DATABASE_URL: process.env.DATABASE_URL ?? '' },
        maxBuffer: 64 * 1024 * 1024,
      },
      (error, _stdout, stderr) => {
        const line = stderr.split('\n').find((text) => text.startsWith('MEASURED '));
        if (error !== null || line === undefined) {
          reject(new Error(`${script} ${args.join(' ')} failed:\n${stderr}`));
          return;
        }
        resolve(JSON.parse(line.slice('MEASURED '.length)) as Figures);
      },
    );
  });
}

/** A tenth of the cards with another cost: what a round of corrections looks like. */
function changeTenth(cards: readonly Card[]): Card[] {
  return cards.map((card, index) =>
    index % 10 === 0 ? { ...card, coste: (card.coste ?? 0) + 1 } : card,
  );
}

/** The first quarter left out and as many new ids added: a replace that removes and adds. */
function shiftQuarter(cards: readonly Card[]): Card[] {
  const quarter = Math.floor(cards.length / 4);
  const added = cards
    .slice(0, quarter)
    .map((card, index) => ({ ...card, id: 1_000_000 + index, nombre: `${card.nombre} II` }));
  return [...cards.slice(quarter), ...added];
}

async function main(): Promise<void> {
  const where = process.env.DATABASE_URL ? 'PostgreSQL (DATABASE_URL)' : 'PGlite embebido';
  console.log(
    `Máquina: ${cpus().length} núcleos (${cpus()[0]?.model ?? 'desconocida'}), Node ${process.version}, carga ${loadavg()[0]?.toFixed(2)}; base de datos: ${where}`,
  );
  const dataDir = await mkdtemp(path.join(tmpdir(), 'grimorio-bench-import-'));
  try {
    const cards = buildSyntheticCatalogue(await readDemoCatalogue(), { size: SIZE });
    const files = {
      initial: path.join(dataDir, 'inicial.json'),
      changed: path.join(dataDir, 'corregido.csv'),
      shifted: path.join(dataDir, 'reemplazo.json'),
      exportJson: path.join(dataDir, 'exportado.json'),
      exportCsv: path.join(dataDir, 'exportado.csv'),
    };
    await writeFile(files.initial, formatCatalogue(cards, 'json'));
    await writeFile(files.changed, formatCatalogue(changeTenth(cards), 'csv'));
    await writeFile(files.shifted, formatCatalogue(shiftQuarter(cards), 'json'));
    const steps: Array<[string, string, string[]]> = [
      [
        'Referencia: abrir y cerrar la base de datos vacía',
        'bench/catalogue-import/open-database.ts',
        [],
      ],
      [
        'Importar 20 000 cartas (JSON, catálogo vacío, --replace)',
        'scripts/import-catalogue.ts',
        [files.initial, '--replace'],
      ],
      [
        'Prueba sin escribir (--dry-run, CSV, 2 000 cambiadas)',
        'scripts/import-catalogue.ts',
        [files.changed, '--dry-run'],
      ],
      ['Fusión (CSV, 2 000 cambiadas)', 'scripts/import-catalogue.ts', [files.changed]],
      [
        'Reemplazo (JSON, 5 000 eliminadas y 5 000 nuevas)',
        'scripts/import-catalogue.ts',
        [files.shifted, '--replace'],
      ],
      ['Exportar JSON', 'scripts/export-catalogue.ts', [files.exportJson]],
      ['Exportar CSV', 'scripts/export-catalogue.ts', [files.exportCsv]],
      [
        'Referencia: abrir y cerrar la base de datos con 20 000 cartas',
        'bench/catalogue-import/open-database.ts',
        [],
      ],
    ];
    console.log(
      '\npaso                                                        segundos   memoria máx. (RSS)',
    );
    for (const [label, script, args] of steps) {
      const figures = await runMeasured(dataDir, script, args);
      console.log(
        `${label.padEnd(60)}${figures.seconds.toFixed(2).padStart(8)}   ${formatBytes(figures.peakRssBytes).padStart(10)}`,
      );
    }
    const sizes = await Promise.all([stat(files.exportJson), stat(files.exportCsv)]);
    console.log(
      `\nArchivos exportados: JSON ${formatBytes(sizes[0].size)}, CSV ${formatBytes(sizes[1].size)}. Cada paso es un proceso aparte (arranque de Node y tsx incluido).`,
    );
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}

await main();
