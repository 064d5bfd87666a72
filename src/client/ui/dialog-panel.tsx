import { Dialog } from 'radix-ui';
import type { ReactNode } from 'react';

interface DialogPanelProps {
  title: ReactNode;
  /** The panel's width, e.g. 'w-[min(94vw,48rem)]' (a class Tailwind sees written out). */
  widthClass: string;
  /** The frame's colour; amber, or rose for a dialog asking to settle a problem. */
  borderClass?: string;
  children: ReactNode;
  /** Actions kept in sight under the scrolling body, in their own container. */
  footer?: ReactNode;
  /** For a dialog opened by state, not by its Trigger: useReturnFocus's handlers. */
  onOpenAutoFocus?: () => void;
  onCloseAutoFocus?: (event: Event) => void;
}

/** The container of a dialog's actions under its body. */
export const DIALOG_FOOTER_CLASS =
  'flex flex-wrap justify-end gap-2 border-t border-amber-300/15 px-4 py-3 sm:px-6 sm:py-4';

/**
 * The open part of a radix dialog as the app draws it: overlay, a centred panel that scrolls
 * within the screen's height, a title with 'Cerrar', the body, and optional actions at the foot.
 */
export function DialogPanel({
  title,
  widthClass,
  borderClass = 'border-amber-300/30',
  children,
  footer,
  onOpenAutoFocus,
  onCloseAutoFocus,
}: DialogPanelProps) {
  return (
    <Dialog.Portal>
      <Dialog.Overlay className="fixed inset-0 z-40 bg-black/70" />
      <Dialog.Content
        onOpenAutoFocus={onOpenAutoFocus}
        onCloseAutoFocus={onCloseAutoFocus}
        className={`fixed top-1/2 left-1/2 z-50 flex max-h-[92dvh] -translate-x-1/2 -translate-y-1/2 flex-col rounded-xl border bg-stone-900 shadow-2xl shadow-black ${widthClass} ${borderClass}`}
      >
        <div className="flex items-center justify-between gap-2 border-b border-amber-300/15 px-4 py-3 sm:px-6 sm:py-4">
          <Dialog.Title className="font-serif text-xl text-amber-200">{title}</Dialog.Title>
          <Dialog.Close className="min-h-11 rounded-md px-3 py-1.5 text-sm text-stone-300 hover:bg-stone-800">
            Cerrar
          </Dialog.Close>
        </div>
        {/* A Tab stop of its own, so a body that scrolls and holds nothing focusable (a sample
            hand's cards) can still be scrolled from the keyboard (WCAG 2.1.1). */}
        <div
          tabIndex={0}
          className="space-y-4 overflow-y-auto px-4 py-3 focus-visible:-outline-offset-2 sm:px-6 sm:py-4"
        >
          {children}
        </div>
        {footer}
      </Dialog.Content>
    </Dialog.Portal>
  );
}
