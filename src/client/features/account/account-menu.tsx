import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../../contract/auth';
import { useSessionActions } from '../../lib/session';
import { notify } from '../../lib/notification-store';
import { ACCOUNT_PATHS } from '../../paths';
import { ROLE_LABELS } from './role-labels';

const menuItemClassName =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-stone-100 outline-none data-[highlighted]:bg-amber-300/15 data-[highlighted]:text-amber-100';

/** The first letter of a name (a whole grapheme, so 'Ñandú' gives 'Ñ'), or '?' for a blank one. */
function readInitial(name: string): string {
  const [first] = new Intl.Segmenter('es').segment(name.trim());
  return first?.segment ?? '?';
}

/**
 * The signed-in person's menu in the header: who they are, 'Cerrar sesión', and for admins the
 * users and the catalogue import.
 */
export function AccountMenu({ user }: { user: CurrentUser }) {
  const [, navigate] = useLocation();
  const { signOut } = useSessionActions();
  const handleSignOut = async () => {
    const result = await signOut();
    if (!result.ok) notify(result.message);
  };

  return (
    // Not modal: a modal menu hides the page with aria-hidden while its controls stay focusable
    // (axe aria-hidden-focus, serious); a menu button closes its menu on Tab anyway.
    <DropdownMenu.Root modal={false}>
      {/* Below `sm` a round 44 px initial, so the section title keeps the header's width on a
          phone; the name shows from `sm` up, and the accessible name always carries it. */}
      <DropdownMenu.Trigger
        aria-label={`Cuenta de ${user.name}`}
        className="my-2 grid size-11 shrink-0 place-items-center rounded-full border border-stone-700 text-sm text-stone-100 hover:bg-stone-800 sm:flex sm:size-auto sm:max-w-xs sm:items-center sm:gap-1 sm:rounded-md sm:px-3 sm:py-1.5"
      >
        <span aria-hidden="true" className="font-semibold text-amber-100 uppercase sm:hidden">
          {readInitial(user.name)}
        </span>
        <span className="hidden truncate sm:block">{user.name}</span>
        <svg
          aria-hidden="true"
          viewBox="0 0 20 20"
          className="hidden size-4 shrink-0 sm:block"
          fill="currentColor"
        >
          <path d="M5.5 7.5 10 12l4.5-4.5z" />
        </svg>
      </DropdownMenu.Trigger>
      <DropdownMenu.Portal>
        <DropdownMenu.Content
          align="end"
          sideOffset={6}
          className="z-30 min-w-52 rounded-lg border border-amber-300/25 bg-stone-900 p-1 shadow-xl shadow-black"
        >
          <DropdownMenu.Label className="px-3 py-2 text-xs text-stone-400">
            {user.email} · {ROLE_LABELS[user.role]}
          </DropdownMenu.Label>
          {user.role === 'admin' && (
            <>
              <DropdownMenu.Item
                className={menuItemClassName}
                onSelect={() => navigate(ACCOUNT_PATHS.users)}
              >
                Gestionar usuarios
              </DropdownMenu.Item>
              <DropdownMenu.Item
                className={menuItemClassName}
                onSelect={() => navigate(ACCOUNT_PATHS.catalogueAdmin)}
              >
                Catálogo (importar y exportar)
              </DropdownMenu.Item>
            </>
          )}
          <DropdownMenu.Item className={menuItemClassName} onSelect={() => void handleSignOut()}>
            Cerrar sesión
          </DropdownMenu.Item>
        </DropdownMenu.Content>
      </DropdownMenu.Portal>
    </DropdownMenu.Root>
  );
}
