import type { SampleSummary } from '../support/sample-statistics';
import { summarizeSamples } from '../support/sample-statistics';
import { describeTarget, formatMs } from '../support/target-check';
import type { InteractionSample } from './interaction-probe';
import type { LighthouseFigures } from './lighthouse-audit';
import { PHONE } from './mobile-interactions';

/** One catalogue size's figures. */
export interface CatalogueRun {
  label: string;
  cardCount: number;
  typing: InteractionSample[];
  tapsFull: InteractionSample[];
  tapsFiltered: InteractionSample[];
  lighthouseCatalogue: LighthouseFigures;
  lighthouseBuilder: LighthouseFigures;
  /** Unthrottled desktop filter change → updated page; measured at 20,000 cards only. */
  desktopFilter: SampleSummary | null;
}

export interface MobileFigures {
  runs: CatalogueRun[];
  referenceTyping: InteractionSample[];
  referenceLighthouse: LighthouseFigures;
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
  return `${scores.performance} / ${scores.accessibility} / ${scores['best-practices']} (LCP ${(figures.largestContentfulPaintMs / 1000).toFixed(1)} s, TBT ${figures.totalBlockingTimeMs.toFixed(0)} ms)`;
}

function printRow(label: string, cells: readonly string[]): void {
  console.log(`  ${label.padEnd(52)} ${cells.map((cell) => cell.padEnd(44)).join(' ')}`);
}

export function printMobileFigures(figures: MobileFigures, seconds: number): void {
  const { runs, machine } = figures;
  const withResult = (samples: readonly InteractionSample[]) =>
    samples.flatMap((sample) => (sample.resultMs === null ? [] : [sample.resultMs]));
  console.log('');
  console.log(
    `Presupuesto de un teléfono — Chromium ${machine.chromium}, ${PHONE.width}×${PHONE.height}, táctil, CPU ${PHONE.cpuSlowdown}× más lenta; ${machine.cores} núcleos (${machine.cpuModel}), Node ${machine.node}; carga ${machine.loadAverage.atStart.toFixed(1)} → ${machine.loadAverage.atEnd.toFixed(1)}; ${seconds.toFixed(0)} s`,
  );
  console.log(
    '  Tiempos: mediana / p95 / máx. Lighthouse: rendimiento / accesibilidad / buenas prácticas.',
  );
  printRow('Medida', [
    ...runs.map((run) => `${run.label} (${run.cardCount} cartas)`),
    'Referencia',
  ]);
  printRow('Tecla → siguiente frame (Event Timing, como INP)', [
    ...runs.map((run) => describeSpread(run.typing.map((s) => s.eventTimingMs))),
    describeSpread(figures.referenceTyping.map((s) => s.eventTimingMs)),
  ]);
  printRow('Tecla → siguiente frame (rAF + tarea)', [
    ...runs.map((run) => describeSpread(run.typing.map((s) => s.nextFrameMs))),
    describeSpread(figures.referenceTyping.map((s) => s.nextFrameMs)),
  ]);
  printRow('Tecla → cuadrícula con los nuevos resultados', [
    ...runs.map((run) => describeSpread(withResult(run.typing))),
    '—',
  ]);
  printRow("Toque en 'Añadir una copia' → frame (cuadrícula entera)", [
    ...runs.map((run) => describeSpread(run.tapsFull.map((s) => s.eventTimingMs))),
    '—',
  ]);
  printRow("Toque en 'Añadir una copia' → frame (filtrada)", [
    ...runs.map((run) => describeSpread(run.tapsFiltered.map((s) => s.eventTimingMs))),
    '—',
  ]);
  printRow('Lighthouse /cartas', [
    ...runs.map((run) => describeLighthouse(run.lighthouseCatalogue)),
    describeLighthouse(figures.referenceLighthouse),
  ]);
  printRow('Lighthouse /mazos', [
    ...runs.map((run) => describeLighthouse(run.lighthouseBuilder)),
    '—',
  ]);
  for (const run of runs) {
    const failed = [
      ...new Set([...run.lighthouseCatalogue.failedAudits, ...run.lighthouseBuilder.failedAudits]),
    ];
    if (failed.length > 0)
      console.log(`  Auditorías no superadas (${run.label}): ${failed.join(', ')}`);
    if (run.desktopFilter !== null) {
      const { median, p95 } = run.desktopFilter;
      console.log(
        `  Escritorio sin limitar, ${run.cardCount} cartas: cambio de filtro → página actualizada mediana ${formatMs(median)} ${describeTarget(median, 8, 'ms')}, p95 ${formatMs(p95)}`,
      );
    }
  }
  const typing = runs.at(-1)?.typing.map((s) => s.eventTimingMs) ?? [];
  const taps = runs.at(-1)?.tapsFull.map((s) => s.eventTimingMs) ?? [];
  console.log(
    `  A 20 000 cartas: tecla p95 ${describeTarget(summarizeSamples(typing).p95, 100, 'ms')}; toque p95 ${describeTarget(summarizeSamples(taps).p95, 100, 'ms')}`,
  );
}
