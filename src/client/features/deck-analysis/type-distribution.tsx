import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Doughnut } from 'react-chartjs-2';
import type { DeckStats } from '../../../domain/analysis/deck-stats';
import { ChartFigure } from './chart-figure';
import { CHART_THEME, readChartAnimation } from './chart-theme';
import { formatAverageCost } from './number-format';
import { readSeriesCounts, TYPE_SERIES } from './type-series';

interface TypeDistributionProps {
  stats: DeckStats;
}

function StatTile({ label, value }: { label: string; value: string }) {
  return (
    <div className="rounded-md border border-stone-700/70 bg-stone-900/70 px-3 py-2">
      <dt className="text-xs tracking-wide text-stone-400 uppercase">{label}</dt>
      <dd className="mt-0.5 text-xl font-semibold text-stone-100">{value}</dd>
    </div>
  );
}

/**
 * 'Distribución y Estadísticas' (SPEC §2): the doughnut over the five types, then tiles with the
 * count per type and 'Coste Promedio' to 2 decimals.
 */
export function TypeDistribution({ stats }: TypeDistributionProps) {
  const counts = useMemo(() => readSeriesCounts(stats.typeCounts), [stats.typeCounts]);
  const data = useMemo<ChartData<'doughnut'>>(
    () => ({
      labels: TYPE_SERIES.map(({ label }) => label),
      datasets: [
        {
          label: 'Cartas',
          data: counts,
          backgroundColor: TYPE_SERIES.map(({ color }) => color),
          borderColor: CHART_THEME.surface,
          borderWidth: 2,
        },
      ],
    }),
    [counts],
  );
  const options = useMemo<ChartOptions<'doughnut'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: readChartAnimation(),
      plugins: {
        legend: { position: 'bottom', labels: { boxWidth: 12, color: CHART_THEME.text } },
      },
    }),
    [],
  );
  const rows = TYPE_SERIES.map(({ label }, index) => ({
    label,
    value: String(counts[index] ?? 0),
  }));
  return (
    <div className="space-y-3">
      <ChartFigure
        title="Distribución y Estadísticas"
        headers={['Tipo', 'Cartas']}
        rows={rows}
        heightClass="h-64"
      >
        <Doughnut data={data} options={options} />
      </ChartFigure>
      <dl aria-label="Estadísticas del mazo" className="grid grid-cols-2 gap-2 sm:grid-cols-3">
        {rows.map((row) => (
          <StatTile key={row.label} label={row.label} value={row.value} />
        ))}
        <StatTile label="Coste Promedio" value={formatAverageCost(stats.averageCost)} />
      </dl>
    </div>
  );
}
