import { useCallback, useDeferredValue } from 'react';
import { DEFAULT_CARD_FILTER } from '../../../domain/cards/card-filter';
import { describeError } from '../../lib/api-client';
import { isCardFilterActive } from '../../lib/card-filter-search';
import { useCards } from '../../lib/catalogue-queries';
import { readFirstScreen, useReportFirstScreenShown } from '../../lib/first-screen';
import { useCardFilter } from '../../lib/use-card-filter';
import { QueryFormats } from '../../lib/query-formats';
import { useGridCards } from '../../lib/use-card-query';
import { CardCountBar } from '../../ui/card-count-bar';
import { QuerySearchField, useIsSearchAboveGrid } from '../../ui/query-search-field';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { CardGrid } from './card-grid';

/**
 * The card viewer (SPEC §2): the catalogue, narrowed by the filter in the URL, whose search box
 * holds a card query (issue 18); on a narrow screen that box is above the grid (issue 19). Until
 * the catalogue arrives, the first cards the server wrote into the page show (lib/first-screen).
 */
export function CatalogueScreen() {
  const [filter, updateFilter] = useCardFilter();
  const handleSearchChange = useCallback(
    (searchTerm: string) => updateFilter({ searchTerm }),
    [updateFilter],
  );
  const firstScreen = readFirstScreen();
  // main.tsx asks for the catalogue once the first screen is painted; a filter needs it at once.
  const cardsQuery = useCards({ enabled: firstScreen === null || isCardFilterActive(filter) });
  // The grid's first render after the catalogue arrives is a transition too: React renders it in
  // slices between frames instead of one long task on a phone's CPU.
  const cards = useDeferredValue(cardsQuery.data);
  const visibleCards = useGridCards(cards, filter);
  const isSearchAboveGrid = useIsSearchAboveGrid();

  const firstCards = cards === undefined && !isCardFilterActive(filter) ? firstScreen : null;
  const gridRef = useReportFirstScreenShown(firstCards !== null);

  if (cardsQuery.isError) {
    return (
      <LoadError
        title="No se pudieron cargar las cartas."
        message={describeError(cardsQuery.error)}
        onRetry={() => void cardsQuery.refetch()}
      />
    );
  }

  if (cards === undefined && firstCards === null) return <LoadingScreen />;
  const total = cards?.length ?? firstCards?.total ?? 0;

  return (
    <div className="mx-auto max-w-7xl px-4 pb-12">
      <QueryFormats text={filter.searchTerm} />
      {isSearchAboveGrid && (
        <div className="pt-3">
          <QuerySearchField
            label="Buscar cartas"
            value={filter.searchTerm}
            onChange={handleSearchChange}
          />
        </div>
      )}
      <CardCountBar
        shown={firstCards === null ? visibleCards.length : total}
        total={total}
        isFilterActive={isCardFilterActive(filter)}
        onClearFilter={() => updateFilter(DEFAULT_CARD_FILTER)}
        className="min-h-12 py-2"
      />
      {/* The same grid shows the first screen's cards, then the catalogue's, without a remount. */}
      <div ref={gridRef}>
        {firstCards !== null ? (
          <CardGrid cards={firstCards.cards} total={firstCards.total} />
        ) : visibleCards.length === 0 ? (
          <p className="py-24 text-center font-serif text-xl text-stone-300">
            No se encontraron cartas
          </p>
        ) : (
          <CardGrid cards={visibleCards} />
        )}
      </div>
    </div>
  );
}
