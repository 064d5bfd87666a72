import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Bar } from 'react-chartjs-2';
import type { CostCurvePoint } from '../../../domain/analysis/cost-curve';
import { ChartFigure } from './chart-figure';
import { CHART_THEME, readChartAnimation } from './chart-theme';

interface CostCurveChartProps {
  curve: readonly CostCurvePoint[];
}

/** Bar chart 'Curva de Coste (Sin Oros)' (SPEC §2): non-gold cards per cost. */
export function CostCurveChart({ curve }: CostCurveChartProps) {
  const data = useMemo<ChartData<'bar'>>(
    () => ({
      labels: curve.map(({ cost }) => String(cost)),
      datasets: [
        {
          label: 'Cartas',
          data: curve.map(({ count }) => count),
          backgroundColor: CHART_THEME.accent,
          borderRadius: 4,
        },
      ],
    }),
    [curve],
  );
  const options = useMemo<ChartOptions<'bar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: readChartAnimation(),
      plugins: { legend: { display: false } },
      scales: {
        x: { title: { display: true, text: 'Coste' }, grid: { display: false } },
        y: {
          beginAtZero: true,
          title: { display: true, text: 'Cartas' },
          ticks: { precision: 0 },
        },
      },
    }),
    [],
  );
  const rows = curve.map(({ cost, count }) => ({ label: `Coste ${cost}`, value: String(count) }));
  return (
    <ChartFigure
      title="Curva de Coste (Sin Oros)"
      headers={['Coste', 'Cartas']}
      rows={rows}
      heightClass="h-56"
    >
      <Bar data={data} options={options} />
    </ChartFigure>
  );
}
