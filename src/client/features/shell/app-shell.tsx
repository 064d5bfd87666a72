import { useEffect, useState, type ReactNode } from 'react';
import { useLocation } from 'wouter';
import { lazyScreen, preloadOnReach } from '../../lib/lazy-screen';
import { findPageTitle, findSection } from '../../paths';
import { OptionalPart } from '../../ui/section-boundary';
import { DemoCatalogueBadge } from './demo-catalogue-badge';

// The menu's dialog (radix, its focus trap and scroll lock) comes when a player first reaches for
// the menu button, not before the first paint (issue 19: a phone's budget).
const SideMenu = lazyScreen(() => import('./side-menu').then((m) => m.SideMenu));

interface AppShellProps {
  /** Shown in the side menu under the sections (the filter panel), or null. */
  menuExtra: ReactNode;
  /** The account control at the end of the header ('Iniciar sesión' or the signed-in name). */
  accountControl?: ReactNode;
  children: ReactNode;
}

/** Sticky header with the section title and the menu button, then the section (SPEC §2). */
export function AppShell({ menuExtra, accountControl, children }: AppShellProps) {
  const [location] = useLocation();
  const [isMenuOpen, setIsMenuOpen] = useState(false);
  // How many times the menu was opened: none, no menu code yet; each one asks again for a menu
  // whose code did not arrive.
  const [menuOpenings, setMenuOpenings] = useState(0);
  const section = findSection(location);
  const title = findPageTitle(location);

  useEffect(() => {
    document.title = `${title} · Grimorio`;
  }, [title]);
  return (
    <div className="min-h-dvh">
      <header className="sticky top-0 z-20 border-b border-amber-300/15 bg-stone-950/90 backdrop-blur">
        <div className="mx-auto flex max-w-7xl items-center gap-x-1.5 px-3 sm:gap-x-3 sm:px-4">
          <button
            type="button"
            aria-label="Abrir menú"
            aria-expanded={isMenuOpen}
            onClick={() => {
              setMenuOpenings((count) => count + 1);
              setIsMenuOpen(true);
            }}
            {...preloadOnReach(SideMenu.preload)}
            className="-ml-2 my-2 grid size-11 shrink-0 place-items-center rounded-md text-amber-100 hover:bg-stone-800"
          >
            <svg
              aria-hidden="true"
              viewBox="0 0 24 24"
              className="size-6"
              fill="none"
              stroke="currentColor"
              strokeWidth="2"
            >
              <path d="M4 7h16M4 12h16M4 17h16" strokeLinecap="round" />
            </svg>
          </button>
          <h1 className="line-clamp-2 min-w-0 flex-1 font-serif text-base leading-tight tracking-wide text-amber-200 sm:truncate sm:text-xl">
            {title}
          </h1>
          {accountControl}
          <DemoCatalogueBadge />
        </div>
      </header>
      {menuOpenings > 0 && (
        <OptionalPart resetKey={String(menuOpenings)}>
          <SideMenu isOpen={isMenuOpen} onOpenChange={setIsMenuOpen} activeSection={section}>
            {menuExtra}
          </SideMenu>
        </OptionalPart>
      )}
      <main>{children}</main>
    </div>
  );
}
