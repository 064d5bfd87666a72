import type { TypeCounts } from '../../../domain/analysis/deck-stats';
import type { CardType } from '../../../domain/cards/card';

/** One type as the distribution shows it. */
export interface TypeSeries {
  tipo: CardType;
  /** Plural label of SPEC §2 'Distribución y Estadísticas'. */
  label: string;
  color: string;
}

/** The doughnut's and tiles' types, in the order of SPEC §2: Aliados, Talismanes, Armas, Tótems, Oros. */
export const TYPE_SERIES: readonly TypeSeries[] = [
  { tipo: 'aliado', label: 'Aliados', color: '#f59e0b' },
  { tipo: 'talisman', label: 'Talismanes', color: '#38bdf8' },
  { tipo: 'arma', label: 'Armas', color: '#fb7185' },
  { tipo: 'totem', label: 'Tótems', color: '#34d399' },
  { tipo: 'oro', label: 'Oros', color: '#fde68a' },
];

/** The count of each series' type, in series order. */
export function readSeriesCounts(typeCounts: TypeCounts): number[] {
  return TYPE_SERIES.map(({ tipo }) => typeCounts[tipo]);
}
