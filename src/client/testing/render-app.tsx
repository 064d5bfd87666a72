import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import { Profiler, type ProfilerOnRenderCallback } from 'react';
import userEvent from '@testing-library/user-event';
import type { CurrentUser } from '../../contract/auth';
import type { CatalogueInfo } from '../../contract/cards';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Card } from '../../domain/cards/card';
import { App } from '../app';
import { officialBanlistsQueryOptions } from '../lib/banlist-store';
import { cardsQueryOptions, catalogueInfoQueryOptions } from '../lib/catalogue-queries';
import { createQueryClient } from '../lib/query-client';
import { currentUserQueryOptions } from '../lib/session';

interface RenderAppOptions {
  /** Path and query the browser is at, e.g. '/cartas?tipo=oro'. */
  url?: string;
  /** The catalogue as loaded; leave it out to see the app while the cards are still on their way. */
  cards?: Card[];
  catalogueInfo?: CatalogueInfo;
  /** The official formats as the server answered them (`GET /api/banlists`). */
  officialBanlists?: Banlist[];
  /** Who is signed in (`GET /api/me`): a visitor (null) unless given; 'loading' while unknown. */
  currentUser?: CurrentUser | null | 'loading';
  /** Told of every commit of the app (React's Profiler), to check how a screen renders. */
  onRender?: ProfilerOnRenderCallback;
}

/**
 * Renders the whole app at a URL with the server's data already in the query cache, the way it
 * is once loaded, so screens are tested without a server.
 */
export function renderApp({
  url = '/cartas',
  cards,
  catalogueInfo,
  officialBanlists,
  currentUser = null,
  onRender,
}: RenderAppOptions = {}) {
  window.history.replaceState(null, '', url);
  const queryClient = createQueryClient();
  if (cards) queryClient.setQueryData(cardsQueryOptions.queryKey, cards);
  if (officialBanlists) {
    queryClient.setQueryData(officialBanlistsQueryOptions.queryKey, officialBanlists);
  }
  if (currentUser !== 'loading') {
    queryClient.setQueryData(currentUserQueryOptions.queryKey, currentUser);
  }
  queryClient.setQueryData(
    catalogueInfoQueryOptions.queryKey,
    catalogueInfo ?? { source: 'imported', cardCount: cards?.length ?? 0 },
  );
  const user = userEvent.setup();
  const view = render(
    <QueryClientProvider client={queryClient}>
      {onRender === undefined ? (
        <App />
      ) : (
        <Profiler id="app" onRender={onRender}>
          <App />
        </Profiler>
      )}
    </QueryClientProvider>,
  );
  return { ...view, user, queryClient };
}

/** The current path and query of the (jsdom) browser. */
export function readBrowserUrl(): string {
  return `${window.location.pathname}${window.location.search}`;
}
