import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';
import { CloseIcon } from './close-icon';

interface BottomSheetProps {
  /** The sheet's name, said by screen readers and by its close button. */
  title: string;
  /** What the collapsed bar shows (kept short: it stays on screen while the page scrolls). */
  summary: ReactNode;
  /** The bar's accessible name, which should say what it opens and what it shows. */
  triggerLabel: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
}

/**
 * A panel kept at the foot of a narrow screen as a bar that is always in sight; a tap on the bar
 * opens the whole panel from the bottom as a radix dialog (focus moves in and comes back to the
 * bar; Escape, the close button or a tap above it closes it).
 */
export function BottomSheet({
  title,
  summary,
  triggerLabel,
  isOpen,
  onOpenChange,
  children,
}: BottomSheetProps) {
  return (
    <Dialog.Root open={isOpen} onOpenChange={onOpenChange}>
      <div className="fixed inset-x-0 bottom-0 z-20 border-t border-amber-300/25 bg-stone-900/95 pb-[env(safe-area-inset-bottom)] shadow-[0_-8px_24px_rgba(0,0,0,0.5)] backdrop-blur">
        <Dialog.Trigger
          aria-label={triggerLabel}
          className="flex min-h-14 w-full items-center gap-3 px-4 py-2 text-left hover:bg-stone-800/60 focus-visible:outline-2 focus-visible:-outline-offset-2 focus-visible:outline-amber-300"
        >
          <span aria-hidden="true" className="flex min-w-0 flex-1 items-center gap-3">
            {summary}
          </span>
          <svg
            aria-hidden="true"
            viewBox="0 0 24 24"
            className="size-6 shrink-0 text-amber-200"
            fill="none"
            stroke="currentColor"
            strokeWidth="2"
          >
            <path d="M6 15l6-6 6 6" strokeLinecap="round" strokeLinejoin="round" />
          </svg>
        </Dialog.Trigger>
      </div>
      {/* Mounted only while open: a closed radix Portal keeps a presence per part, and each one
          updates its state as it mounts, which at the end of the builder's first commit made
          React run the screen's effects in the same task (ADR 0026, 30 November). Nothing here
          animates out, so nothing is lost. */}
      {isOpen && (
        <Dialog.Portal>
          <Dialog.Overlay className="fixed inset-0 z-30 bg-black/60" />
          <Dialog.Content
            aria-describedby={undefined}
            className="fixed inset-x-0 bottom-0 z-30 flex max-h-[90dvh] flex-col rounded-t-2xl border-t border-amber-300/30 bg-stone-900 pb-[env(safe-area-inset-bottom)] shadow-2xl shadow-black"
          >
            <div className="relative flex min-h-11 items-center justify-center border-b border-amber-300/15">
              <span aria-hidden="true" className="h-1.5 w-12 rounded-full bg-stone-600" />
              <Dialog.Title className="sr-only">{title}</Dialog.Title>
              <Dialog.Close
                aria-label={`Cerrar ${title}`}
                className="absolute top-0 right-1 grid size-11 place-items-center rounded-md text-stone-300 hover:bg-stone-800 hover:text-amber-100"
              >
                <CloseIcon />
              </Dialog.Close>
            </div>
            <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain p-2">{children}</div>
          </Dialog.Content>
        </Dialog.Portal>
      )}
    </Dialog.Root>
  );
}
