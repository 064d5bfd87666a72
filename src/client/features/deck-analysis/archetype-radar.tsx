import type { ChartData, ChartOptions } from 'chart.js';
import { useMemo } from 'react';
import { Radar } from 'react-chartjs-2';
import { ARCHETYPES, type ArchetypeScores } from '../../../domain/analysis/archetypes';
import { ChartFigure } from './chart-figure';
import { CHART_THEME, readChartAnimation } from './chart-theme';

interface ArchetypeRadarProps {
  scores: ArchetypeScores;
}

/**
 * Radar 'Identidad del Mazo' (SPEC §2): the four archetype scores on a 0–100 scale, with the
 * scores as figures beside it (issue 19).
 */
export function ArchetypeRadar({ scores }: ArchetypeRadarProps) {
  // Stable objects, so a re-render with the same scores does not redraw the chart.
  const data = useMemo<ChartData<'radar'>>(
    () => ({
      // Each axis says its score: the scale's own figures sat on the first axis, over its point.
      labels: ARCHETYPES.map(({ key, label }) => `${label} ${scores[key]}`),
      datasets: [
        {
          label: 'Puntuación',
          data: ARCHETYPES.map(({ key }) => scores[key]),
          borderColor: CHART_THEME.accent,
          backgroundColor: CHART_THEME.accentFill,
          pointBackgroundColor: CHART_THEME.accent,
          fill: true,
        },
      ],
    }),
    [scores],
  );
  const options = useMemo<ChartOptions<'radar'>>(
    () => ({
      responsive: true,
      maintainAspectRatio: false,
      animation: readChartAnimation(),
      plugins: { legend: { display: false } },
      scales: {
        r: {
          min: 0,
          max: 100,
          // Rings every 25 points, without figures: drawn along the first axis, the figures
          // covered that axis's point (the axes' labels carry the scores instead).
          ticks: { stepSize: 25, display: false },
          grid: { color: CHART_THEME.grid },
          angleLines: { color: CHART_THEME.grid },
          pointLabels: { color: CHART_THEME.text, font: { size: 13 } },
        },
      },
    }),
    [],
  );
  const rows = ARCHETYPES.map(({ key, label }) => ({ label, value: String(scores[key]) }));
  return (
    <ChartFigure
      title="Identidad del Mazo"
      headers={['Arquetipo', 'Puntuación (0–100)']}
      rows={rows}
      heightClass="h-64 sm:h-72"
      isTableVisible
    >
      <Radar data={data} options={options} />
    </ChartFigure>
  );
}
