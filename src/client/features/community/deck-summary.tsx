import { useId } from 'react';
import { pickMainArchetype, scoreArchetypes } from '../../../domain/analysis/archetypes';
import { listCostCurve } from '../../../domain/analysis/cost-curve';
import { computeDeckStats } from '../../../domain/analysis/deck-stats';
import { CARD_TYPES, type Card } from '../../../domain/cards/card';
import { formatCardType } from '../../../domain/cards/card-type-labels';

/**
 * A deck's analysis in brief (issue 17): its archetype, cost curve and types, as tables, so the
 * figures read the same to everyone (SPEC §9's rules, from the domain).
 */
export function DeckSummary({ cards }: { cards: readonly Card[] }) {
  const titleId = useId();
  const stats = computeDeckStats(cards);
  const archetype = pickMainArchetype(scoreArchetypes(stats));
  const curve = listCostCurve(stats.costCurve);
  return (
    <section aria-labelledby={titleId} className="space-y-3 rounded-lg border border-stone-700 p-3">
      <h3 id={titleId} className="font-serif text-xl text-amber-200">
        Análisis
      </h3>
      <p className="text-stone-200">
        Arquetipo: <strong className="text-amber-100">{archetype}</strong> · Coste promedio{' '}
        {stats.averageCost.toLocaleString('es-CL', { maximumFractionDigits: 2 })}
      </p>
      <div className="grid gap-3 sm:grid-cols-2">
        <table className="w-fit text-sm text-stone-200">
          <caption className="mb-1 text-left text-xs text-stone-400">Tipos de carta</caption>
          <tbody>
            {CARD_TYPES.map((tipo) => (
              <tr key={tipo}>
                <th scope="row" className="pr-3 text-left font-normal text-stone-300">
                  {formatCardType(tipo)}
                </th>
                <td className="pl-4 text-right">{stats.typeCounts[tipo]}</td>
              </tr>
            ))}
          </tbody>
        </table>
        <table className="w-fit text-sm text-stone-200">
          <caption className="mb-1 text-left text-xs text-stone-400">
            Curva de coste (cartas que no son oro)
          </caption>
          <thead>
            <tr>
              <th scope="col" className="pr-3 text-left font-normal text-stone-400">
                Coste
              </th>
              <th scope="col" className="text-left font-normal text-stone-400">
                Cartas
              </th>
            </tr>
          </thead>
          <tbody>
            {curve.map((point) => (
              <tr key={point.cost}>
                <td className="pr-3">{point.cost}</td>
                <td>{point.count}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </section>
  );
}
