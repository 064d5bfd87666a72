import { DECK_BUILDER_TITLE } from '../../contract/first-screen';
import { drawSection } from './page-section';

/**
 * The deck builder's frame as the app draws it (DeckBuilderFrame in
 * src/client/features/deck-builder/deck-builder-frame.tsx, same elements and classes), without
 * the dialog's role and with the close button only drawn: it does nothing until the app's code
 * has arrived, and then the app's own frame takes its place where it stands.
 */
const FRAME_START = [
  '<div class="mx-auto max-w-7xl px-2 py-3 sm:px-4 sm:py-4">',
  '<section class="rounded-2xl border border-amber-300/25 bg-stone-900/70 shadow-2xl shadow-black/60">',
  '<div class="flex items-center justify-between gap-3 border-b border-amber-300/15 px-4 py-3 sm:px-6">',
  `<h2 class="font-serif text-2xl tracking-wide text-amber-200">${DECK_BUILDER_TITLE}</h2>`,
  '<div aria-hidden="true" class="rounded-md p-2 text-stone-300">',
  '<svg viewBox="0 0 24 24" class="size-5" fill="none" stroke="currentColor" stroke-width="2">',
  '<path d="M6 6l12 12M18 6L6 18" stroke-linecap="round" /></svg>',
  '</div>',
  '</div>',
].join('');
const FRAME_END = '</section></div>';

/**
 * index.html for the deck builder's address (issue 19): the section's title in the header, and
 * the builder's frame, with its title, around the loading line (or around what `drawInside`
 * draws in its place: a shared deck's first screen), so a phone paints the section's title with
 * the page instead of after the app's code (about 130 KB compressed) has arrived and run. The
 * app's first render draws the same frame in the same place. Without the marks (an index.html of
 * another shape) the page is sent as it is.
 */
export function withDeckBuilderFrame(
  indexHtml: string,
  drawInside: (loadingLine: string) => string = (loadingLine) => loadingLine,
): string {
  return drawSection(
    indexHtml,
    DECK_BUILDER_TITLE,
    (section) => `${FRAME_START}${drawInside(section)}${FRAME_END}`,
  );
}
