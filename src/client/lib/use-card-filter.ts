import { useCallback, useMemo } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CardFilter } from '../../domain/cards/card-filter';
import { parseCardFilterSearch, writeCardFilterSearch } from './card-filter-search';

/**
 * The catalogue filter, kept in the URL query so a filtered view survives reload and can be
 * shared. Changes replace the history entry: the back button leaves the list rather than undoing
 * each keystroke.
 */
export function useCardFilter(): [CardFilter, (change: Partial<CardFilter>) => void] {
  const search = useSearch();
  const [location, navigate] = useLocation();
  const filter = useMemo(() => parseCardFilterSearch(search), [search]);
  const updateFilter = useCallback(
    (change: Partial<CardFilter>) => {
      const query = writeCardFilterSearch(search, { ...filter, ...change });
      navigate(query === '' ? location : `${location}?${query}`, { replace: true });
    },
    [filter, location, navigate, search],
  );
  return [filter, updateFilter];
}
