// First: zod must be told not to probe `new Function` before any schema is built.
import './lib/zod-jitless';
import { startTransition, StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { QueryClientProvider } from '@tanstack/react-query';
import { App, preloadDeckBuilder } from './app';
import { cardsQueryOptions } from './lib/catalogue-queries';
import { FIRST_SCREEN_WAIT_MS, readFirstScreen, whenFirstScreenShown } from './lib/first-screen';
import { currentUserQueryOptions } from './lib/session';
import { createQueryClient } from './lib/query-client';
import { needsCatalogueAtOnce, needsFormatsAtOnce } from './paths';
import { afterFirstScreen } from './pwa/after-first-screen';
import { afterPlayerPauses } from './pwa/after-player-pauses';
import { configureOfflineQueries } from './pwa/offline-queries';
import { UpdatePrompt } from './pwa/update-prompt';
import './styles.css';

const container = document.getElementById('root');
if (!container) throw new Error('index.html has no #root element');

const queryClient = createQueryClient();
configureOfflineQueries(queryClient);
// The screens that list formats ask for them once their code has arrived and rendered; on their
// own address the request starts with the page instead.
const formatsRequested = needsFormatsAtOnce(window.location.pathname)
  ? import('./lib/banlist-store').then(({ officialBanlistsQueryOptions }) =>
      queryClient.prefetchQuery(officialBanlistsQueryOptions),
    )
  : Promise.resolve();
const prefetchCatalogue = () => queryClient.prefetchQuery(cardsQueryOptions);
// With the grid's first cards in the page, the rest of the catalogue downloads once they are
// painted: on poor signal its bytes would otherwise delay their images. (A shared deck's page,
// which carries that deck's cards too, asks for it once the builder has rendered the deck.)
// Without them, the grid's catalogue starts downloading now, while React renders the first screen.
const catalogueRequested =
  readFirstScreen() !== null
    ? whenFirstScreenShown().then(prefetchCatalogue)
    : needsCatalogueAtOnce(window.location.pathname, window.location.search)
      ? prefetchCatalogue()
      : Promise.resolve();

// A shared deck's page comes with the deck drawn (its first screen carries the deck's cards): the
// app renders once the builder's code, the formats and who is signed in (which decides 'Solo mi
// colección') are here, so the builder replaces the drawing with the same deck where it stands
// instead of 'Cargando...' (prefetchQuery and preload never reject). A server that never answers
// holds it back FIRST_SCREEN_WAIT_MS at most.
const isDeckDrawn = readFirstScreen()?.deckCards !== undefined;
const readyToRender = isDeckDrawn
  ? Promise.race([
      Promise.all([
        formatsRequested,
        preloadDeckBuilder(),
        queryClient.prefetchQuery(currentUserQueryOptions),
      ]),
      new Promise((resolve) => setTimeout(resolve, FIRST_SCREEN_WAIT_MS)),
    ])
  : Promise.resolve();

// The shell in index.html is already on screen, so the first render can be a transition: React
// renders it in slices between frames instead of one long task on a phone's CPU.
const root = createRoot(container);
void readyToRender.then(() =>
  startTransition(() => {
    root.render(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <App />
          <UpdatePrompt />
        </QueryClientProvider>
      </StrictMode>,
    );
  }),
);

// The service worker exists only in the production build (never in `npm run dev`). Its
// precaching downloads the whole app, so it waits for the first screen's data and then for the
// player to pause: the first keystrokes after the catalogue arrived paid for it (issue 19).
if (import.meta.env.PROD) {
  void catalogueRequested.then(() =>
    afterFirstScreen(queryClient, () =>
      afterPlayerPauses(() => {
        void import('./pwa/register-service-worker').then((module) =>
          module.registerServiceWorker(),
        );
      }),
    ),
  );
}
