import type { ReactNode } from 'react';
import { useLocation, useSearch } from 'wouter';
import { DECK_BUILDER_TITLE } from '../../../contract/first-screen';
import { DECK_SHARE_PARAM, PATHS } from '../../paths';
import { CloseIcon } from '../../ui/close-icon';

/**
 * The frame's title, which takes the focus when the control that had it goes away (the format
 * picker's buttons once a deck opens). One frame is on the page at a time.
 */
export const DECK_BUILDER_TITLE_ID = 'fabrica-de-tech';

/**
 * The deck builder's frame, 'Fabrica de tech' (SPEC §2): a large panel over the app with a close
 * button that goes to the card viewer, keeping the filter. It comes with the app's first code, so
 * its title and close button show while the builder's own code downloads (issue 19: on a slow
 * connection the page's largest text waited for that chunk behind 'Cargando...').
 */
export function DeckBuilderFrame({ children }: { children: ReactNode }) {
  const [, navigate] = useLocation();
  const search = useSearch();

  function handleClose() {
    const params = new URLSearchParams(search);
    params.delete(DECK_SHARE_PARAM);
    const query = params.toString();
    navigate(query === '' ? PATHS.catalogue : `${PATHS.catalogue}?${query}`);
  }

  return (
    <div className="mx-auto max-w-7xl px-2 py-3 sm:px-4 sm:py-4">
      <section
        role="dialog"
        aria-labelledby={DECK_BUILDER_TITLE_ID}
        className="rounded-2xl border border-amber-300/25 bg-stone-900/70 shadow-2xl shadow-black/60"
      >
        <div className="flex items-center justify-between gap-3 border-b border-amber-300/15 px-4 py-3 sm:px-6">
          <h2
            id={DECK_BUILDER_TITLE_ID}
            tabIndex={-1}
            className="font-serif text-2xl tracking-wide text-amber-200"
          >
            {DECK_BUILDER_TITLE}
          </h2>
          <button
            type="button"
            aria-label={`Cerrar ${DECK_BUILDER_TITLE}`}
            onClick={handleClose}
            className="rounded-md p-2 text-stone-300 hover:bg-stone-800 hover:text-amber-100"
          >
            <CloseIcon />
          </button>
        </div>
        {children}
      </section>
    </div>
  );
}
