import { Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { CatalogueScreen } from './features/catalogue/catalogue-screen';
import { DeckBuilderFrame } from './features/deck-builder/deck-builder-frame';
import { FilterPanel } from './features/catalogue/filter-panel';
import { AppShell } from './features/shell/app-shell';
import { lazyScreen } from './lib/lazy-screen';
import { ACCOUNT_PATHS, hasFilterPanel, PATHS } from './paths';
import { LoadingScreen } from './ui/loading-screen';
import { NotificationDialog } from './ui/notification-dialog';
import { HeaderRetryButton } from './ui/header-retry-button';
import { OptionalPart, SectionBoundary } from './ui/section-boundary';

// Every section but the card viewer is its own chunk, so the first screen loads little code; a
// chunk that fails to download can be asked for again (lazyScreen, SectionBoundary).
const CardDetailScreen = lazyScreen(() =>
  import('./features/card-detail/card-detail-screen').then((m) => m.CardDetailScreen),
);
const DeckBuilderScreen = lazyScreen(() =>
  import('./features/deck-builder/deck-builder-screen').then((m) => m.DeckBuilderScreen),
);
const BanlistEditorScreen = lazyScreen(() =>
  import('./features/banlist-editor/banlist-editor-screen').then((m) => m.BanlistEditorScreen),
);
const DeckAnalysisScreen = lazyScreen(() =>
  import('./features/deck-analysis/deck-analysis-screen').then((m) => m.DeckAnalysisScreen),
);
const CardReviewScreen = lazyScreen(() =>
  import('./features/card-review/card-review-screen').then((m) => m.CardReviewScreen),
);
const EditCardButton = lazyScreen(() =>
  import('./features/card-review/edit-card-button').then((m) => m.EditCardButton),
);
const AccountControl = lazyScreen(() =>
  import('./features/account/account-control').then((m) => m.AccountControl),
);
const SignInScreen = lazyScreen(() =>
  import('./features/account/sign-in-screen').then((m) => m.SignInScreen),
);
const SignUpScreen = lazyScreen(() =>
  import('./features/account/sign-up-screen').then((m) => m.SignUpScreen),
);
const UsersScreen = lazyScreen(() =>
  import('./features/account/users-screen').then((m) => m.UsersScreen),
);
const CommunityScreen = lazyScreen(() =>
  import('./features/community/community-screen').then((m) => m.CommunityScreen),
);
const PublicDeckScreen = lazyScreen(() =>
  import('./features/community/public-deck-screen').then((m) => m.PublicDeckScreen),
);
const CollectionScreen = lazyScreen(() =>
  import('./features/collection/collection-screen').then((m) => m.CollectionScreen),
);
const CatalogueAdminScreen = lazyScreen(() =>
  import('./features/catalogue-admin/catalogue-admin-screen').then((m) => m.CatalogueAdminScreen),
);

/**
 * Downloads the deck builder's code ahead of the app's first render: a shared deck's page, which
 * the server drew (issue 19), then keeps its drawing until the builder can draw the same, instead
 * of showing 'Cargando...' in between.
 */
export function preloadDeckBuilder(): Promise<void> {
  return DeckBuilderScreen.preload();
}

/** The whole app: shell, the section of the current path, and the notification modal. */
export function App() {
  const [location] = useLocation();
  return (
    <>
      <AppShell
        menuExtra={hasFilterPanel(location) ? <FilterPanel /> : null}
        accountControl={
          // Without its code the header offers to ask again: it is the way to sign in, and it
          // keeps the account's decks in sync.
          <OptionalPart
            resetKey={location}
            renderFailure={(retry) => (
              <HeaderRetryButton label="Reintentar cuenta" onRetry={retry} />
            )}
          >
            <AccountControl />
          </OptionalPart>
        }
      >
        <SectionBoundary resetKey={location}>
          <Suspense fallback={<LoadingScreen />}>
            <Switch>
              <Route path={PATHS.cardDetailPattern}>
                <CardDetailScreen
                  renderCardActions={(card) => (
                    // An editor's button: the card shows while its code arrives, and without it.
                    <OptionalPart resetKey={location}>
                      <EditCardButton card={card} />
                    </OptionalPart>
                  )}
                />
              </Route>
              <Route path={PATHS.deckBuilder}>
                <DeckBuilderFrame>
                  <Suspense fallback={<LoadingScreen />}>
                    <DeckBuilderScreen />
                  </Suspense>
                </DeckBuilderFrame>
              </Route>
              <Route path={PATHS.banlistEditor} component={BanlistEditorScreen} />
              <Route path={PATHS.deckAnalysis} component={DeckAnalysisScreen} />
              <Route path={PATHS.cardReview} component={CardReviewScreen} />
              <Route path={PATHS.community} component={CommunityScreen} />
              <Route path={PATHS.publicDeckPattern} component={PublicDeckScreen} />
              <Route path={PATHS.collection} component={CollectionScreen} />
              <Route path={ACCOUNT_PATHS.signIn} component={SignInScreen} />
              <Route path={ACCOUNT_PATHS.signUp} component={SignUpScreen} />
              <Route path={ACCOUNT_PATHS.users} component={UsersScreen} />
              <Route path={ACCOUNT_PATHS.catalogueAdmin} component={CatalogueAdminScreen} />
              {/* The card viewer is the default: '/', '/cartas' and any unknown path (SPEC §2). */}
              <Route component={CatalogueScreen} />
            </Switch>
          </Suspense>
        </SectionBoundary>
      </AppShell>
      <NotificationDialog />
    </>
  );
}
