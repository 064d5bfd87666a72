import { lazy, Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccountDeckSync } from '../../lib/deck-sync/use-account-deck-sync';
import { useCurrentUser } from '../../lib/session';
import { ACCOUNT_PATHS, toAccountPath } from '../../paths';

// The signed-in menu (radix DropdownMenu and its positioning code) is its own chunk: most
// visitors never sign in, and the first screen should not carry it.
const AccountMenu = lazy(() => import('./account-menu').then((m) => ({ default: m.AccountMenu })));

/**
 * The header's account control: 'Iniciar sesión' for a visitor; for a signed-in person their
 * name, opening a menu with 'Cerrar sesión' (and the user list for admins). It also keeps the
 * signed-in player's decks in sync with the account (issue 16), on every screen.
 */
export function AccountControl() {
  const [location] = useLocation();
  const { data: user, isPending } = useCurrentUser();
  useAccountDeckSync();
  if (isPending) return null;
  if (!user) {
    const isOnAccountPage = Object.values(ACCOUNT_PATHS).some((path) => path === location);
    return (
      <Link
        href={
          isOnAccountPage ? ACCOUNT_PATHS.signIn : toAccountPath(ACCOUNT_PATHS.signIn, location)
        }
        className="my-2 rounded-md border border-amber-300/40 px-3 py-1.5 text-sm text-amber-100 hover:bg-amber-300/10"
      >
        Iniciar sesión
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
