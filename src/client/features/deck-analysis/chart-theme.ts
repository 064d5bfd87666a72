import {
  ArcElement,
  BarElement,
  CategoryScale,
  Chart,
  Filler,
  Legend,
  LinearScale,
  LineElement,
  PointElement,
  RadialLinearScale,
  Tooltip,
} from 'chart.js';

// Only the pieces the three charts draw, so the chunk stays small; react-chartjs-2 registers
// each chart's own controller. Registering here, on first import of the theme, guarantees it
// happens before any chart of this screen renders.
Chart.register(
  RadialLinearScale,
  PointElement,
  LineElement,
  Filler,
  CategoryScale,
  LinearScale,
  BarElement,
  ArcElement,
  Tooltip,
  Legend,
);

/** Colours of the charts, matched to the app's dark stone and amber palette. */
export const CHART_THEME = {
  text: '#d6d3d1',
  grid: 'rgba(168, 162, 158, 0.25)',
  accent: '#fbbf24',
  accentFill: 'rgba(251, 191, 36, 0.3)',
  surface: '#1c1917',
} as const;

Chart.defaults.color = CHART_THEME.text;
Chart.defaults.borderColor = CHART_THEME.grid;
Chart.defaults.font.family = 'ui-sans-serif, system-ui, sans-serif';

function prefersReducedMotion(): boolean {
  return typeof window.matchMedia === 'function'
    ? window.matchMedia('(prefers-reduced-motion: reduce)').matches
    : false;
}

/** Charts grow in gently, unless the visitor asked for less motion. */
export function readChartAnimation(): false | { duration: number } {
  return prefersReducedMotion() ? false : { duration: 400 };
}
