import { useInfiniteQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { useLocation, useSearch } from 'wouter';
import type { CommunitySort } from '../../../contract/community';
import { ApiError } from '../../lib/api-client';
import { useBanlists } from '../../lib/banlist-store';
import { useCards } from '../../lib/catalogue-queries';
import { fetchCommunityPage, type CommunityFilters } from '../../lib/community-requests';
import { useOnlineStatus } from '../../lib/use-online-status';
import { PATHS } from '../../paths';
import { LoadError } from '../../ui/load-error';
import { LoadingScreen } from '../../ui/loading-screen';
import { OfflineNotice } from '../../ui/offline-notice';
import { CommunityDeckCard } from './community-deck-item';
import { CommunityFiltersForm } from './community-filters';

const FILTER_KEYS = ['format', 'race', 'block', 'card', 'author'] as const;

/** The filters live in the address, so a search of the community is a link. */
function readFilters(search: string): { filters: CommunityFilters; authorName: string } {
  const params = new URLSearchParams(search);
  const read = (key: string) => params.get(key) ?? '';
  const sort: CommunitySort = params.get('orden') === 'likes' ? 'likes' : 'newest';
  return {
    filters: {
      format: read('format'),
      race: read('race'),
      block: read('block'),
      card: read('card'),
      author: read('author'),
      sort,
    },
    authorName: read('autorNombre'),
  };
}

function toSearch(filters: CommunityFilters, authorName: string): string {
  const params = new URLSearchParams();
  for (const key of FILTER_KEYS) if (filters[key] !== '') params.set(key, filters[key]);
  if (filters.author !== '' && authorName !== '') params.set('autorNombre', authorName);
  if (filters.sort === 'likes') params.set('orden', 'likes');
  return params.toString();
}

/**
 * 'Mazos de la comunidad' (issue 17): the public decks, filtered by format, race, block, a card
 * and author, newest or most liked first, a page at a time from the server.
 */
export function CommunityScreen() {
  const titleId = useId();
  const search = useSearch();
  const [, navigate] = useLocation();
  const { filters, authorName } = readFilters(search);
  const cardsQuery = useCards();
  const { banlists } = useBanlists();
  const formatNames = new Map(banlists.map((banlist) => [banlist.key, banlist.name]));
  const query = useInfiniteQuery({
    queryKey: ['community', filters],
    initialPageParam: null as string | null,
    queryFn: async ({ pageParam }) => {
      const result = await fetchCommunityPage(filters, pageParam);
      if (!result.ok) throw new ApiError(result);
      return result.data;
    },
    getNextPageParam: (page) => page.nextCursor,
  });
  const decks = query.data?.pages.flatMap((page) => page.decks) ?? [];
  const isOnline = useOnlineStatus();
  if (!isOnline) return <OfflineNotice detail="Tus mazos guardados siguen en «Fabrica de tech»." />;

  function applyFilters(next: CommunityFilters, nextAuthorName = authorName) {
    const query = toSearch(next, nextAuthorName);
    navigate(query === '' ? PATHS.community : `${PATHS.community}?${query}`);
  }

  return (
    <section aria-labelledby={titleId} className="mx-auto max-w-6xl space-y-4 p-4 sm:p-6">
      <h2 id={titleId} className="font-serif text-3xl text-amber-200">
        Mazos de la comunidad
      </h2>
      <CommunityFiltersForm
        // Again once the catalogue arrives, so a card in the address shows its name; only then,
        // so what a player typed while it was on its way stays in the fields.
        key={`${filters.card}:${String(filters.card !== '' && cardsQuery.isSuccess)}`}
        filters={filters}
        catalogue={cardsQuery.data ?? []}
        isCatalogueLoading={cardsQuery.isPending}
        onChange={(next) => applyFilters(next)}
      />
      {filters.author !== '' && (
        <p className="flex flex-wrap items-center gap-2 text-sm text-stone-200">
          Mazos de {authorName === '' ? 'un jugador' : authorName}
          <button
            type="button"
            onClick={() => applyFilters({ ...filters, author: '' }, '')}
            className="rounded-md border border-stone-600 px-2 py-1 text-xs hover:bg-stone-800"
          >
            Ver de todos
          </button>
        </p>
      )}
      {query.isPending && <LoadingScreen />}
      {query.isError && (
        <LoadError
          title="No se pudieron cargar los mazos de la comunidad."
          message={query.error.message}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isSuccess && decks.length === 0 && (
        <p className="text-stone-300">Ningún mazo público coincide con estos filtros.</p>
      )}
      {decks.length > 0 && (
        <ul aria-label="Mazos públicos" className="grid gap-3 sm:grid-cols-2 lg:grid-cols-3">
          {decks.map((deck) => (
            <CommunityDeckCard
              key={deck.id}
              deck={deck}
              formatName={formatNames.get(deck.format) ?? deck.format}
              onShowAuthor={(author, name) => applyFilters({ ...filters, author }, name)}
            />
          ))}
        </ul>
      )}
      {query.hasNextPage && (
        <button
          type="button"
          disabled={query.isFetchingNextPage}
          onClick={() => void query.fetchNextPage()}
          className="rounded-md border border-amber-300/50 px-4 py-2 text-amber-100 hover:bg-amber-300/10 disabled:opacity-50"
        >
          {query.isFetchingNextPage ? 'Cargando...' : 'Ver más mazos'}
        </button>
      )}
    </section>
  );
}
