import type { SampleSummary } from '../support/sample-statistics';
import { describeTarget, formatBytes, formatMs } from '../support/target-check';
import type { CatalogueThroughputFigures, LoadFigures } from './catalogue-throughput';
import type { FirstScreenFigures, ScriptChunk } from './first-screen-scripts';
import type { GridScrollFigures } from './grid-scroll';
import { describeQueryFailures, describeQueryFigures, type QueryFigures } from './query-report';

/**
 * The issues' targets: the filter's own computation in the page (the first catalogue issue), and
 * the whole change to the updated page on the desktop (issue 19, point 4).
 */
const TARGETS = {
  filterInPageMedianMs: 4,
  filterUpdateMedianMs: 8,
  cardElements: 200,
  firstScreenKb: 150,
};

export interface CatalogueFigures {
  cardCount: number;
  machine: {
    cores: number;
    cpuModel: string;
    node: string;
    chromium: string;
    viewport: { width: number; height: number };
    /** One-minute load average: above the core count, other processes competed for the CPU. */
    loadAverage: { atStart: number; atEnd: number };
  };
  /** From navigation to the first card on screen: fetch, parse and render of the whole catalogue. */
  firstLoadMs: number;
  /** The same with the catalogue revalidated (304) instead of downloaded. */
  reloadMs: number;
  filterUpdate: SampleSummary;
  filterFrame: SampleSummary;
  filterComputation: SampleSummary;
  /** The catalogue's own filter in the page ('grimorio:filtro' measures). */
  filterInPage: SampleSummary;
  /** How many times the page filtered per change; 1 each when nothing renders twice. */
  filterRuns: number[];
  /** Main-thread CPU per change, then its JavaScript and style+layout parts. */
  filterCpu: SampleSummary;
  filterScript: SampleSummary;
  filterStyleLayout: SampleSummary;
  /** The meter's own cost per sample (an evaluate that only waits for a frame). */
  meterBaseline: SampleSummary;
  filterFailures: string[];
  /** The query language's rows (issue 18), next to the plain filter's. */
  queries: QueryFigures;
  scroll: GridScrollFigures;
  firstScreen: FirstScreenFigures;
  throughput: CatalogueThroughputFigures;
  load: { durationSeconds: number; connections: number };
}

function describeSummary(summary: SampleSummary): string {
  return `mediana ${formatMs(summary.median)}, p95 ${formatMs(summary.p95)}, máx ${formatMs(summary.max)} (n = ${summary.count})`;
}

function describeFilterRuns(runs: readonly number[]): string {
  const extra = runs.filter((count) => count !== 1).length;
  return extra === 0 ? 'una vez por cambio' : `${extra} cambios no filtraron exactamente una vez`;
}

function describeChunk(chunk: ScriptChunk): string {
  const lazy =
    chunk.lazyOnlyCode.length > 0 ? `  [contiene: ${chunk.lazyOnlyCode.join(', ')}]` : '';
  return `${chunk.file.padEnd(44)} ${formatBytes(chunk.gzipBytes).padStart(9)} gzip  (${formatBytes(chunk.rawBytes)} sin comprimir)${lazy}`;
}

function describeLoad(load: LoadFigures): string {
  const statuses = Object.entries(load.statusCounts)
    .map(([status, count]) => `${status}×${count}`)
    .join(', ');
  return `${load.requestsPerSecond.toFixed(1)} pet/s, latencia p50 ${formatMs(load.latencyP50Ms)}, p99 ${formatMs(load.latencyP99Ms)}, ${formatBytes(load.bytesPerSecond)}/s, ${load.totalRequests} peticiones (${statuses || 'sin respuestas'}${load.errors > 0 ? `, ${load.errors} errores` : ''})`;
}

function printDetails(figures: CatalogueFigures): void {
  const { firstScreen, scroll, throughput } = figures;
  console.log('\nJavaScript de la primera pantalla (cargado al abrir /):');
  for (const chunk of firstScreen.scripts) console.log(`  ${describeChunk(chunk)}`);
  const loadedFiles = new Set(firstScreen.scripts.map((chunk) => chunk.file));
  console.log('Fragmentos diferidos en dist/client/assets (se cargan al abrir su pantalla):');
  for (const chunk of firstScreen.builtChunks.filter((built) => !loadedFiles.has(built.file))) {
    console.log(`  ${describeChunk(chunk)}`);
  }
  console.log(
    `\nCarga de /cartas hasta la primera carta: ${formatMs(figures.firstLoadMs)}; recarga (catálogo revalidado): ${formatMs(figures.reloadMs)}`,
  );
  console.log(
    `Desplazamiento: ${scroll.steps} pasos sobre ${Math.round(scroll.scrollHeight)} px, ` +
      `última carta alcanzada: ${scroll.hasReachedLastCard ? 'sí' : 'no'}, ` +
      `máx. ${scroll.maxDomElements} elementos DOM en la página`,
  );
  console.log(
    `Respuesta de GET /api/cards: ${formatBytes(throughput.gzipResponse.bytes)} con gzip, ` +
      `${formatBytes(throughput.identityResponse.bytes)} sin comprimir`,
  );
  for (const failure of figures.filterFailures)
    console.log(`¡Cambio de filtro sin respuesta! ${failure}`);
  for (const failure of describeQueryFailures(figures.queries)) console.log(failure);
}

/** Prints the details, then one summary line per figure against its target. */
export function printFigures(figures: CatalogueFigures, runSeconds: number): void {
  const { machine, firstScreen, throughput, load } = figures;
  const lazyInFirstScreen = [
    ...new Set(firstScreen.scripts.flatMap((chunk) => chunk.lazyOnlyCode)),
  ];
  const firstScreenKb = firstScreen.totalGzipBytes / 1024;
  printDetails(figures);
  console.log(
    [
      '',
      `=== Resumen: catálogo de ${figures.cardCount} cartas ===`,
      `Máquina: ${machine.cores} núcleos (${machine.cpuModel}), Node ${machine.node}, Chromium ${machine.chromium}, ventana ${machine.viewport.width}×${machine.viewport.height}, carga media ${machine.loadAverage.atStart.toFixed(1)} al empezar y ${machine.loadAverage.atEnd.toFixed(1)} al terminar`,
      `Filtro, del cambio a la página actualizada: ${describeSummary(figures.filterUpdate)} ${describeTarget(figures.filterUpdate.median, TARGETS.filterUpdateMedianMs, 'ms de mediana')}`,
      `Filtro, del cambio al siguiente fotograma: ${describeSummary(figures.filterFrame)}`,
      `Filtro, CPU del hilo principal por cambio: ${describeSummary(figures.filterCpu)}; JS ${formatMs(figures.filterScript.median)}, estilo+layout ${formatMs(figures.filterStyleLayout.median)} de mediana; coste propio de la medición ${formatMs(figures.meterBaseline.median)}`,
      `Filtro, solo el cálculo en la página (grimorio:filtro): ${describeSummary(figures.filterInPage)} ${describeTarget(figures.filterInPage.median, TARGETS.filterInPageMedianMs, 'ms de mediana')}; ${describeFilterRuns(figures.filterRuns)}`,
      `Filtro, solo el cálculo (filterCards en Node): ${describeSummary(figures.filterComputation)}`,
      ...describeQueryFigures(figures.queries),
      `Cartas en la página al recorrer la cuadrícula: máx. ${figures.scroll.maxCardElements} ${describeTarget(figures.scroll.maxCardElements, TARGETS.cardElements, 'cartas')}`,
      `JavaScript de la primera pantalla: ${firstScreenKb.toFixed(1)} KB gzip en ${firstScreen.scripts.length} archivos ${describeTarget(firstScreenKb, TARGETS.firstScreenKb, 'KB')}; CSS ${formatBytes(firstScreen.stylesheetGzipBytes)} gzip`,
      `Código de gráficos, revisión o IA en la primera pantalla: ${lazyInFirstScreen.length === 0 ? 'ninguno' : lazyInFirstScreen.join(', ')}`,
      `GET /api/cards, 200 con gzip (${load.connections} conexiones, ${load.durationSeconds} s): ${describeLoad(throughput.fullResponses)}`,
      `GET /api/cards, 304 con If-None-Match: ${describeLoad(throughput.notModifiedResponses)}`,
      `Duración de la medición: ${runSeconds.toFixed(0)} s`,
    ].join('\n'),
  );
}
