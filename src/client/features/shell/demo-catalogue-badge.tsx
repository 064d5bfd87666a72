import { useId, useState } from 'react';
import { Link } from 'wouter';
import { useCatalogueInfo } from '../../lib/catalogue-queries';
import { useCurrentUser } from '../../lib/session';
import { ACCOUNT_PATHS } from '../../paths';
import { LazyPopover } from '../../ui/lazy-popover';

const NOTICES = {
  demo: {
    label: 'Catálogo de demostración',
    shortLabel: 'Demo',
    player:
      'Estas cartas son de ejemplo, escritas para Grimorio: no son el catálogo real del juego. Puedes probarlo todo con ellas: buscar, armar mazos y analizarlos.',
    admin: 'Importa el catálogo real (un archivo JSON o CSV) en',
  },
  mixed: {
    label: 'Catálogo con cartas de demostración',
    shortLabel: 'Demo',
    player:
      'Al catálogo importado se suman todavía las cartas de ejemplo de Grimorio, que no son del juego real.',
    admin: 'Para dejar solo el catálogo real, vuelve a importarlo con «Reemplazar» en',
  },
} as const;

/**
 * Says the catalogue still holds demo cards (all of it, or beside an import), until a real one
 * replaces them. A tap opens what it means (a tooltip cannot be opened on a phone): to a player
 * that the cards are examples, to an admin where to import the real catalogue. On a phone it is
 * a short 'Demo' pill, so the header keeps one line.
 */
export function DemoCatalogueBadge() {
  const { data } = useCatalogueInfo();
  const { data: user } = useCurrentUser();
  const titleId = useId();
  const [isOpen, setIsOpen] = useState(false);
  if (data === undefined || data.source === 'imported') return null;
  const notice = NOTICES[data.source];
  return (
    // Modal, so the focus stays in the notice until it closes and then goes back to the pill.
    <LazyPopover
      open={isOpen}
      onOpenChange={setIsOpen}
      label={notice.label}
      buttonClassName="my-2 min-h-11 min-w-11 shrink-0 rounded-full px-0.5 focus-visible:outline-2 focus-visible:outline-amber-300"
      button={
        <span className="block rounded-full border border-sky-300/40 bg-sky-950/60 px-2 py-1 text-xs sm:px-3 font-medium text-sky-100 hover:bg-sky-900/70">
          <span aria-hidden="true" className="sm:hidden">
            {notice.shortLabel}
          </span>
          <span aria-hidden="true" className="hidden sm:inline">
            {notice.label}
          </span>
        </span>
      }
      titleId={titleId}
      align="end"
      sideOffset={4}
      className="z-30 w-[min(calc(100vw-1rem),22rem)] rounded-lg border border-sky-300/30 bg-stone-900 p-4 text-sm leading-relaxed text-stone-200 shadow-xl shadow-black"
    >
      <p id={titleId} className="font-semibold text-sky-100">
        {notice.label}
      </p>
      <p className="mt-1">{notice.player}</p>
      {user?.role === 'admin' ? (
        <p className="mt-2">
          {notice.admin}{' '}
          <Link
            href={ACCOUNT_PATHS.catalogueAdmin}
            onClick={() => setIsOpen(false)}
            className="font-semibold text-amber-200 underline underline-offset-4"
          >
            Catálogo
          </Link>
          .
        </p>
      ) : (
        <p className="mt-2 text-stone-400">
          Quien administra este Grimorio puede importar el catálogo real.
        </p>
      )}
    </LazyPopover>
  );
}
