import { useDeferredValue, useMemo } from 'react';
import { DEFAULT_CARD_FILTER } from '../../../domain/cards/card-filter';
import { searchCards } from '../../../domain/search/card-query';
import { describeError } from '../../lib/api-client';
import { isCardFilterActive } from '../../lib/card-filter-search';
import { useCards } from '../../lib/catalogue-queries';
import { useCardFilter } from '../../lib/use-card-filter';
import { QueryFormats } from '../../lib/query-formats';
import { useCardQuery, useCardSearchWarmUp } from '../../lib/use-card-query';
import { CardCountBar } from '../../ui/card-count-bar';
import { QuerySearchField, useIsSearchAboveGrid } from '../../ui/query-search-field';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CardGrid } from './card-grid';

/**
 * The card viewer (SPEC §2): the catalogue, narrowed by the filter in the URL, whose search box
 * holds a card query (issue 18); on a narrow screen that box is above the grid (issue 19).
 */
export function CatalogueScreen() {
  const cardsQuery = useCards();
  const [filter, updateFilter] = useCardFilter();
  // Typing stays responsive on a large catalogue: the grid catches up with the URL.
  const deferredFilter = useDeferredValue(filter);
  const query = useCardQuery(deferredFilter.searchTerm);
  // The grid's first render after the catalogue arrives is a transition too: React renders it in
  // slices between frames instead of one long task on a phone's CPU.
  const cards = useDeferredValue(cardsQuery.data);
  useCardSearchWarmUp(cards);
  const isSearchAboveGrid = useIsSearchAboveGrid();
  const visibleCards = useMemo(() => {
    if (!cards) return [];
    const startedAt = performance.now();
    const filtered = searchCards(cards, deferredFilter, query);
    // The catalogue benchmark reads this measure to tell the filter's cost from React's.
    performance.measure('grimorio:filtro', { start: startedAt });
    return filtered;
  }, [cards, deferredFilter, query]);

  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }

  if (cards === undefined) return <LoadingScreen />;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <QueryFormats text={filter.searchTerm} />
      {isSearchAboveGrid && (
        <div className="pt-3">
          <QuerySearchField
            label="Buscar cartas"
            value={filter.searchTerm}
            onChange={(searchTerm) => updateFilter({ searchTerm })}
          />
        </div>
      )}
      <CardCountBar
        shown={visibleCards.length}
        total={cards.length}
        isFilterActive={isCardFilterActive(filter)}
        onClearFilter={() => updateFilter(DEFAULT_CARD_FILTER)}
        className="min-h-12 py-2"
      />
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
