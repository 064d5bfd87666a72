import { lazy, Suspense } from 'react';
import { Route, Switch, useLocation } from 'wouter';
import { CatalogueScreen } from './features/catalogue/catalogue-screen';
import { FilterPanel } from './features/catalogue/filter-panel';
import { AppShell } from './features/shell/app-shell';
import { ACCOUNT_PATHS, hasFilterPanel, PATHS } from './paths';
import { LoadingScreen } from './ui/loading-screen';
import { NotificationDialog } from './ui/notification-dialog';

// Every section but the card viewer is its own chunk, so the first screen loads little code.
const CardDetailScreen = lazy(() =>
  import('./features/card-detail/card-detail-screen').then((m) => ({
    default: m.CardDetailScreen,
  })),
);
const DeckBuilderScreen = lazy(() =>
  import('./features/deck-builder/deck-builder-screen').then((m) => ({
    default: m.DeckBuilderScreen,
  })),
);
const BanlistEditorScreen = lazy(() =>
  import('./features/banlist-editor/banlist-editor-screen').then((m) => ({
    default: m.BanlistEditorScreen,
  })),
);
const DeckAnalysisScreen = lazy(() =>
  import('./features/deck-analysis/deck-analysis-screen').then((m) => ({
    default: m.DeckAnalysisScreen,
  })),
);
const CardReviewScreen = lazy(() =>
  import('./features/card-review/card-review-screen').then((m) => ({
    default: m.CardReviewScreen,
  })),
);
const EditCardButton = lazy(() =>
  import('./features/card-review/edit-card-button').then((m) => ({ default: m.EditCardButton })),
);
const AccountControl = lazy(() =>
  import('./features/account/account-control').then((m) => ({ default: m.AccountControl })),
);
const SignInScreen = lazy(() =>
  import('./features/account/sign-in-screen').then((m) => ({ default: m.SignInScreen })),
);
const SignUpScreen = lazy(() =>
  import('./features/account/sign-up-screen').then((m) => ({ default: m.SignUpScreen })),
);
const UsersScreen = lazy(() =>
  import('./features/account/users-screen').then((m) => ({ default: m.UsersScreen })),
);
const CommunityScreen = lazy(() =>
  import('./features/community/community-screen').then((m) => ({ default: m.CommunityScreen })),
);
const PublicDeckScreen = lazy(() =>
  import('./features/community/public-deck-screen').then((m) => ({
    default: m.PublicDeckScreen,
  })),
);
const CollectionScreen = lazy(() =>
  import('./features/collection/collection-screen').then((m) => ({
    default: m.CollectionScreen,
  })),
);
const CatalogueAdminScreen = lazy(() =>
  import('./features/catalogue-admin/catalogue-admin-screen').then((m) => ({
    default: m.CatalogueAdminScreen,
  })),
);

/** The whole app: shell, the section of the current path, and the notification modal. */
export function App() {
  const [location] = useLocation();
  return (
    <>
      <AppShell
        menuExtra={hasFilterPanel(location) ? <FilterPanel /> : null}
        accountControl={
          <Suspense fallback={null}>
            <AccountControl />
          </Suspense>
        }
      >
        <Suspense fallback={<LoadingScreen />}>
          <Switch>
            <Route path={PATHS.cardDetailPattern}>
              <CardDetailScreen renderCardActions={(card) => <EditCardButton card={card} />} />
            </Route>
            <Route path={PATHS.deckBuilder} component={DeckBuilderScreen} />
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
      </AppShell>
      <NotificationDialog />
    </>
  );
}
