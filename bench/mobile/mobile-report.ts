import type { SampleSummary } from '../support/sample-statistics';
import { summarizeSamples } from '../support/sample-statistics';
import { describeTarget, formatMs } from '../support/target-check';
import type { FirstLoadCost } from './first-load-cost';
import type { InteractionSample } from './interaction-probe';
import type { LighthouseFigures } from './lighthouse-audit';
import { LONG_TASK_MS } from './trace-long-tasks';
import { PHONE } from './mobile-interactions';

/** Throttled keystrokes and taps of one catalogue size. */
export interface CatalogueInteractions {
  typing: InteractionSample[];
  tapsFull: InteractionSample[];
  tapsFiltered: InteractionSample[];
  /** Unthrottled desktop filter change → updated page; measured at 20,000 cards only. */
  desktopFilter: SampleSummary | null;
}

/** One catalogue size's figures; `interactions` is null when only Lighthouse ran. */
export interface CatalogueRun {
  label: string;
  cardCount: number;
  interactions: CatalogueInteractions | null;
  lighthouse: { label: string; figures: LighthouseFigures }[];
  firstLoad: { label: string; figures: FirstLoadCost }[];
}

export interface MobileFigures {
  runs: CatalogueRun[];
  /** Null when only Lighthouse ran. */
  referenceTyping: InteractionSample[] | null;
  referenceLighthouse: LighthouseFigures;
  referenceFirstLoad: FirstLoadCost;
  machine: {
    cores: number;
    cpuModel: string;
    node: string;
    chromium: string;
    loadAverage: { atStart: number; atEnd: number };
  };
}

function describeSpread(values: readonly number[]): string {
  const summary = summarizeSamples(values);
  if (summary.count === 0) return '—';
  return `${summary.median.toFixed(0)} / ${summary.p95.toFixed(0)} / ${summary.max.toFixed(0)} ms (n=${summary.count})`;
}

function describeLighthouse(figures: LighthouseFigures): string {
  const { scores } = figures;
  // Lighthouse's error code of each run that broke and was repeated, e.g. NO_FCP.
  const broken =
    figures.brokenRuns.length > 0
      ? `, ${figures.brokenRuns.length} rota(s) y repetida(s): ${figures.brokenRuns.join(', ')}`
      : '';
  return `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} (LCP ${(figures.largestContentfulPaintMs / 1000).toFixed(1)} s, TBT ${figures.totalBlockingTimeMs.toFixed(0)} ms${broken})`;
}

function printRow(label: string, cells: readonly string[]): void {
  console.log(`  ${label.padEnd(52)} ${cells.map((cell) => cell.padEnd(44)).join(' ')}`);
}

function printInteractions(runs: readonly CatalogueRun[], reference: InteractionSample[]): void {
  const withResult = (samples: readonly InteractionSample[]) =>
    samples.flatMap((sample) => (sample.resultMs === null ? [] : [sample.resultMs]));
  const rowOf = (pick: (interactions: CatalogueInteractions) => readonly number[]) =>
    runs.map((run) => (run.interactions === null ? '—' : describeSpread(pick(run.interactions))));
  printRow('Tecla → siguiente frame (Event Timing, como INP)', [
    ...rowOf((i) => i.typing.map((s) => s.eventTimingMs)),
    describeSpread(reference.map((s) => s.eventTimingMs)),
  ]);
  printRow('Tecla → siguiente frame (rAF + tarea)', [
    ...rowOf((i) => i.typing.map((s) => s.nextFrameMs)),
    describeSpread(reference.map((s) => s.nextFrameMs)),
  ]);
  printRow('Tecla → cuadrícula con los nuevos resultados', [
    ...rowOf((i) => withResult(i.typing)),
    '—',
  ]);
  printRow("Toque en 'Añadir una copia' → frame (cuadrícula entera)", [
    ...rowOf((i) => i.tapsFull.map((s) => s.eventTimingMs)),
    '—',
  ]);
  printRow("Toque en 'Añadir una copia' → frame (filtrada)", [
    ...rowOf((i) => i.tapsFiltered.map((s) => s.eventTimingMs)),
    '—',
  ]);
}

/**
 * One row per audited page: each catalogue's figure, and the reference page's in the first row
 * (it is one page, compared with the first).
 */
function printPageRows<T>(
  pages: (run: CatalogueRun) => readonly { label: string; figures: T }[],
  runs: readonly CatalogueRun[],
  reference: T,
  describe: (figures: T) => string,
  rowLabel: (pageLabel: string) => string,
): void {
  const pageLabels = [...new Set(runs.flatMap((run) => pages(run).map((page) => page.label)))];
  for (const [index, pageLabel] of pageLabels.entries()) {
    const cells = runs.map((run) => {
      const page = pages(run).find((candidate) => candidate.label === pageLabel);
      return page === undefined ? '—' : describe(page.figures);
    });
    printRow(rowLabel(pageLabel), [...cells, index === 0 ? describe(reference) : '—']);
  }
}

/** The long tasks of the run quoted: wall-clock time, and how much of it the page's thread ran. */
function describeLongTasks(figures: LighthouseFigures): string {
  const { count, wallMs, cpuMs } = figures.longTasks;
  if (count === 0) return 'ninguna';
  return `${count}: ${wallMs.toFixed(0)} ms de reloj, ${cpuMs.toFixed(0)} ms de CPU del hilo (${(wallMs / cpuMs).toFixed(1)}×)`;
}

function printLighthouse(runs: readonly CatalogueRun[], reference: LighthouseFigures): void {
  printPageRows(
    (run) => run.lighthouse,
    runs,
    reference,
    describeLighthouse,
    (page) => `Lighthouse ${page}`,
  );
  printPageRows(
    (run) => run.lighthouse,
    runs,
    reference,
    describeLongTasks,
    (page) => `Tareas ≥ ${LONG_TASK_MS} ms, Lighthouse ${page}`,
  );
  for (const run of runs) {
    const failed = [...new Set(run.lighthouse.flatMap((page) => page.figures.failedAudits))];
    if (failed.length > 0)
      console.log(`  Auditorías no superadas (${run.label}): ${failed.join(', ')}`);
  }
}

function describeFirstLoad(cost: FirstLoadCost): string {
  return `script ${cost.scriptMs.median.toFixed(0)} ms, tareas ${cost.taskMs.median.toFixed(0)} ms (n=${cost.scriptMs.count})`;
}

export function printMobileFigures(figures: MobileFigures, seconds: number): void {
  const { runs, machine } = figures;
  console.log('');
  console.log(
    `Presupuesto de un teléfono — Chromium ${machine.chromium}, ${PHONE.width}×${PHONE.height}, táctil, CPU ${PHONE.cpuSlowdown}× más lenta; ${machine.cores} núcleos (${machine.cpuModel}), Node ${machine.node}; carga ${machine.loadAverage.atStart.toFixed(1)} → ${machine.loadAverage.atEnd.toFixed(1)}; ${seconds.toFixed(0)} s`,
  );
  console.log(
    '  Tiempos: mediana / p95 / máx. Lighthouse: rendimiento / accesibilidad / buenas prácticas. Primera carga: medianas.',
  );
  printRow('Medida', [
    ...runs.map((run) => `${run.label} (${run.cardCount} cartas)`),
    'Referencia',
  ]);
  if (figures.referenceTyping !== null) printInteractions(runs, figures.referenceTyping);
  printLighthouse(runs, figures.referenceLighthouse);
  printPageRows(
    (run) => run.firstLoad,
    runs,
    figures.referenceFirstLoad,
    describeFirstLoad,
    (page) => `Primera carga ${page}, hilo principal`,
  );
  const last = runs.at(-1)?.interactions;
  for (const run of runs) {
    const desktop = run.interactions?.desktopFilter ?? null;
    if (desktop === null) continue;
    console.log(
      `  Escritorio sin limitar, ${run.cardCount} cartas: cambio de filtro → página actualizada mediana ${formatMs(desktop.median)} ${describeTarget(desktop.median, 8, 'ms')}, p95 ${formatMs(desktop.p95)}`,
    );
  }
  if (last === undefined || last === null) return;
  const typing = last.typing.map((s) => s.eventTimingMs);
  const taps = last.tapsFull.map((s) => s.eventTimingMs);
  console.log(
    `  A ${runs.at(-1)?.cardCount ?? 0} cartas: tecla p95 ${describeTarget(summarizeSamples(typing).p95, 100, 'ms')}; toque p95 ${describeTarget(summarizeSamples(taps).p95, 100, 'ms')}`,
  );
}
