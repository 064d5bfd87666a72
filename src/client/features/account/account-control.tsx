import { Suspense } from 'react';
import { Link, useLocation } from 'wouter';
import { useAccountDeckSync } from '../../lib/deck-sync/use-account-deck-sync';
import { lazyScreen } from '../../lib/lazy-screen';
import { useCurrentUser } from '../../lib/session';
import { ACCOUNT_PATHS, isAccountPage, toAccountPath } from '../../paths';
import { HEADER_CONTROL_CLASS, HeaderControlIcon } from '../../ui/header-control';

// The signed-in menu (radix DropdownMenu and its positioning code) is its own chunk: most
// visitors never sign in, and the first screen should not carry it.
const AccountMenu = lazyScreen(() => import('./account-menu').then((m) => m.AccountMenu));

/** A person's outline: 'Iniciar sesión' on a phone. */
function SignInIcon() {
  return (
    <HeaderControlIcon>
      <circle cx="12" cy="8" r="4" />
      <path d="M4 21a8 8 0 0 1 16 0" />
    </HeaderControlIcon>
  );
}

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
    return (
      <Link
        href={
          isAccountPage(location)
            ? ACCOUNT_PATHS.signIn
            : toAccountPath(ACCOUNT_PATHS.signIn, location)
        }
        className={HEADER_CONTROL_CLASS}
      >
        <SignInIcon />
        <span className="sr-only sm:not-sr-only">Iniciar sesión</span>
      </Link>
    );
  }
  return (
    <Suspense fallback={null}>
      <AccountMenu user={user} />
    </Suspense>
  );
}
