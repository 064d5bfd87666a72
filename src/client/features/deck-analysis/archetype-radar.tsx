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
      labels: ARCHETYPES.map(({ label }) => label),
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
          // Drawn above the filled area (z) on a backdrop of the card's colour, so the shape of
          // the deck never covers the scale's figures.
          ticks: {
            stepSize: 25,
            z: 1,
            color: CHART_THEME.text,
            backdropColor: CHART_THEME.tickBackdrop,
            backdropPadding: 2,
            font: { size: 11 },
          },
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
