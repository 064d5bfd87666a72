import { useDeferredValue, useMemo } from 'react';
import { DEFAULT_CARD_FILTER, filterCards } from '../../../domain/cards/card-filter';
import { describeError } from '../../lib/api-client';
import { isCardFilterActive } from '../../lib/card-filter-search';
import { useCards } from '../../lib/catalogue-queries';
import { useCardFilter } from '../../lib/use-card-filter';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CardGrid } from './card-grid';

function formatCount(shown: number, total: number): string {
  const cards = total === 1 ? 'carta' : 'cartas';
  return shown === total ? `${total} ${cards}` : `${shown} de ${total} ${cards}`;
}

/** The card viewer (SPEC §2): the catalogue, narrowed by the filter in the URL. */
export function CatalogueScreen() {
  const cardsQuery = useCards();
  const [filter, updateFilter] = useCardFilter();
  // Typing stays responsive on a large catalogue: the grid catches up with the URL.
  const deferredFilter = useDeferredValue(filter);
  const cards = cardsQuery.data;
  const visibleCards = useMemo(() => {
    if (!cards) return [];
    const startedAt = performance.now();
    const filtered = filterCards(cards, deferredFilter);
    // The catalogue benchmark reads this measure to tell the filter's cost from React's.
    performance.measure('grimorio:filtro', { start: startedAt });
    return filtered;
  }, [cards, deferredFilter]);

  if (cardsQuery.isPending) return <LoadingScreen />;
  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }

  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <div className="flex min-h-12 items-center justify-between gap-3 py-2 text-sm text-stone-400">
        <p aria-live="polite">{formatCount(visibleCards.length, cardsQuery.data.length)}</p>
        {isCardFilterActive(filter) && (
          <button
            type="button"
            onClick={() => updateFilter(DEFAULT_CARD_FILTER)}
            className="rounded-md px-2 py-1 text-amber-200 underline-offset-4 hover:underline"
          >
            Limpiar filtros
          </button>
        )}
      </div>
      {visibleCards.length === 0 ? (
        <p className="py-24 text-center font-serif text-xl text-stone-300">
          No se encontraron cartas
        </p>
      ) : (
        <CardGrid cards={visibleCards} />
      )}
    </div>
  );
}
