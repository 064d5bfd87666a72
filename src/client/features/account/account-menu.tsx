import { DropdownMenu } from 'radix-ui';
import { useLocation } from 'wouter';
import type { CurrentUser } from '../../../contract/auth';
import { useSessionActions } from '../../lib/session';
import { notify } from '../../lib/notification-store';
import { ACCOUNT_PATHS } from '../../paths';
import { ROLE_LABELS } from './role-labels';

const menuItemClassName =
  'block cursor-pointer rounded-md px-3 py-2 text-sm text-stone-100 outline-none data-[highlighted]:bg-amber-300/15 data-[highlighted]:text-amber-100';

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
    <DropdownMenu.Root>
      <DropdownMenu.Trigger
        aria-label={`Cuenta de ${user.name}`}
        className="my-2 flex max-w-[10rem] items-center gap-1 rounded-md border border-stone-700 px-3 py-1.5 text-sm text-stone-100 hover:bg-stone-800 sm:max-w-xs"
      >
        <span className="truncate">{user.name}</span>
        <svg aria-hidden="true" viewBox="0 0 20 20" className="size-4 shrink-0" fill="currentColor">
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
