import { Popover } from 'radix-ui';
import type { ReactNode, RefObject } from 'react';

export interface AnchoredPopoverProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The button that opens it: the popover sits beside it and gives the focus back to it. */
  anchorRef: RefObject<HTMLButtonElement | null>;
  contentId: string;
  labelledBy: string;
  side?: 'top' | 'right' | 'bottom' | 'left';
  align?: 'start' | 'center' | 'end';
  sideOffset: number;
  className: string;
  /** Runs before the focus goes back to the button; `preventDefault` keeps it from going there. */
  onCloseAutoFocus?: (event: Event) => void;
  children: ReactNode;
}

/**
 * A modal radix popover anchored to a button of the page's first code (LazyPopover): radix's
 * popover, its positioning and its focus trap are this chunk's, downloaded when a player first
 * reaches for the button instead of before the first paint (issue 19: a phone's budget).
 */
export function AnchoredPopover({
  open,
  onOpenChange,
  anchorRef,
  contentId,
  labelledBy,
  side,
  align,
  sideOffset,
  className,
  onCloseAutoFocus,
  children,
}: AnchoredPopoverProps) {
  function handleCloseAutoFocus(event: Event) {
    onCloseAutoFocus?.(event);
    if (event.defaultPrevented) return;
    // Radix gives the focus back to its own Trigger only; the button here is the page's.
    event.preventDefault();
    anchorRef.current?.focus();
  }

  return (
    <Popover.Root open={open} onOpenChange={onOpenChange} modal>
      <Popover.Anchor virtualRef={anchorRef as RefObject<HTMLButtonElement>} />
      <Popover.Portal>
        <Popover.Content
          id={contentId}
          aria-labelledby={labelledBy}
          side={side}
          align={align}
          sideOffset={sideOffset}
          collisionPadding={8}
          onCloseAutoFocus={handleCloseAutoFocus}
          className={className}
        >
          {children}
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
