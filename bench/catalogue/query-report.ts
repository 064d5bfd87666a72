import type { SampleSummary } from '../support/sample-statistics';
import { formatMs } from '../support/target-check';
import type { QueryComputationFigures } from './query-computation';
import type { QueryLatencyFigures, QueryLatencyRow } from './query-latency';

/** The query rows of issue 18: the domain's cost in Node and typing a query in Chromium. */
export interface QueryFigures {
  computation: QueryComputationFigures;
  inBrowser: QueryLatencyFigures;
}

function describeSummary(summary: SampleSummary): string {
  return `mediana ${formatMs(summary.median)}, p95 ${formatMs(summary.p95)}, máx ${formatMs(summary.max)} (n = ${summary.count})`;
}

function describeRatio(value: number, reference: number, what: string): string {
  return Number.isFinite(value / reference) ? `; ${(value / reference).toFixed(1)}× ${what}` : '';
}

function describeComputation(computation: QueryComputationFigures): string[] {
  const { plainFilter, plainFilterText } = computation;
  return [
    `Filtro simple por nombre «${plainFilterText}», solo el cálculo (filterCards en Node): ${describeSummary(plainFilter)}`,
    // Plain words through the query language first, right under the plain filter they mirror.
    ...[...computation.rows]
      .sort((a, b) => Number(b.query.isPlain) - Number(a.query.isPlain))
      .map(
        ({ query, matches, summary }) =>
          `${query.isPlain ? 'Palabras sueltas' : 'Consulta'} «${query.text}» (${query.label}, ${matches} cartas), solo el cálculo (compileCardQuery + searchCards en Node): ${describeSummary(summary)}${describeRatio(summary.median, plainFilter.median, 'el filtro simple')}`,
      ),
    `Consulta «${computation.firstQueryText}», la primera del proceso (textos normalizados y etiquetas por calcular): ${formatMs(computation.firstQueryMs)}`,
  ];
}

function describeReading(rows: readonly QueryLatencyRow[]): string {
  const typed = rows.filter((row) => row.query !== null && !row.query.isPlain);
  const readings = new Set(typed.map((row) => row.reading));
  if (readings.size === 0) return 'Caja de búsqueda en Chromium: sin mediciones';
  const echo = typed.find((row) => row.echo !== null && row.echo !== '')?.echo;
  if (readings.size === 1 && readings.has('consulta')) {
    return `Caja de búsqueda en Chromium: leyó las consultas (los recuentos son los de la consulta)${echo ? `; eco de la primera: «${echo}»` : ''}`;
  }
  if (readings.size === 1 && readings.has('nombre')) {
    return '¡Caja de búsqueda en Chromium: buscó cada consulta como nombre! (la interfaz aún no lee consultas: las cifras son de una búsqueda por nombre de ese texto)';
  }
  return `¡Caja de búsqueda en Chromium: lecturas mezcladas (${[...readings].join(', ')})! Las cifras no son comparables`;
}

function describeRowSubject(row: QueryLatencyRow): string {
  if (row.query === null) return `Vaciar la caja (${row.queryCount} cartas)`;
  const count =
    row.reading === 'nombre'
      ? `buscada como nombre: ${row.nameCount} cartas`
      : `${row.query.label}, ${row.queryCount} cartas`;
  return `${row.query.isPlain ? 'Palabras sueltas' : 'Consulta'} «${row.query.text}» en la caja (${count})`;
}

function describeLatency(inBrowser: QueryLatencyFigures): string[] {
  const plain = inBrowser.rows.find((row) => row.query?.isPlain === true);
  const reference = plain?.update.median ?? Number.NaN;
  return [
    describeReading(inBrowser.rows),
    ...inBrowser.rows.map((row) => {
      const ratio =
        row.query?.isPlain === false
          ? describeRatio(row.update.median, reference, 'las palabras sueltas')
          : '';
      return `${describeRowSubject(row)}, del cambio a la página actualizada: ${describeSummary(row.update)}; al siguiente fotograma mediana ${formatMs(row.frame.median)}, p95 ${formatMs(row.frame.p95)}; grimorio:filtro mediana ${formatMs(row.filterInPage.median)}; CPU del hilo principal mediana ${formatMs(row.cpu.median)}${ratio}`;
    }),
  ];
}

/** The summary lines of the query rows, printed next to the plain filter's. */
export function describeQueryFigures(figures: QueryFigures): string[] {
  return [...describeComputation(figures.computation), ...describeLatency(figures.inBrowser)];
}

/** Changes of the search box the grid never caught up with. */
export function describeQueryFailures(figures: QueryFigures): string[] {
  return figures.inBrowser.failures.map((failure) => `¡Consulta sin respuesta! ${failure}`);
}
