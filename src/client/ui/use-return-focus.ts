import { useCallback, useRef } from 'react';

interface ReturnFocusHandlers {
  onOpenAutoFocus: () => void;
  onCloseAutoFocus: (event: Event) => void;
}

/**
 * Focus handlers for a radix dialog opened by state rather than by its own Trigger (a table's
 * 'Editar', a revision's 'Restaurar'): radix gives the focus back only to a Trigger, so this
 * remembers what had the focus when the dialog opened and returns it there on close, as WCAG
 * 2.4.3 expects. When that control is gone (the row was saved away), radix's default applies.
 */
export function useReturnFocus(): ReturnFocusHandlers {
  const openerRef = useRef<HTMLElement | null>(null);
  const onOpenAutoFocus = useCallback(() => {
    // Radix calls this before it moves the focus inside, so the opener still holds it.
    const active = document.activeElement;
    openerRef.current = active instanceof HTMLElement && active !== document.body ? active : null;
  }, []);
  const onCloseAutoFocus = useCallback((event: Event) => {
    const opener = openerRef.current;
    openerRef.current = null;
    if (opener?.isConnected) {
      event.preventDefault();
      opener.focus();
    }
  }, []);
  return { onOpenAutoFocus, onCloseAutoFocus };
}
