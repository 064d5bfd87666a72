import { useId, useRef, useState, type ReactNode } from 'react';
import { lazyScreen, preloadOnReach } from '../lib/lazy-screen';
import type { AnchoredPopoverProps } from './anchored-popover';
import { OptionalPart } from './section-boundary';

const AnchoredPopover = lazyScreen(() =>
  import('./anchored-popover').then((m) => m.AnchoredPopover),
);

interface LazyPopoverProps extends Omit<
  AnchoredPopoverProps,
  'anchorRef' | 'contentId' | 'labelledBy' | 'children'
> {
  /** The button's accessible name. */
  label: string;
  buttonClassName: string;
  /** What the button shows. */
  button: ReactNode;
  /** The id of the popover's title, which names it. */
  titleId: string;
  children: ReactNode;
}

/**
 * A button that opens a modal popover (the search help, the demo notice), itself in the page's
 * first code while the popover's comes on first use (AnchoredPopover): the chunk is asked for as
 * soon as a pointer or the focus reaches the button, and once open it stays mounted so radix
 * closes it. A popover whose code did not arrive shows nothing and is asked for again on the next
 * tap.
 */
export function LazyPopover({
  open,
  onOpenChange,
  label,
  buttonClassName,
  button,
  titleId,
  children,
  ...popover
}: LazyPopoverProps) {
  const buttonRef = useRef<HTMLButtonElement>(null);
  const contentId = useId();
  const [attempt, setAttempt] = useState(0);

  function handleClick() {
    if (!open) setAttempt((count) => count + 1);
    onOpenChange(!open);
  }

  return (
    <>
      <button
        ref={buttonRef}
        type="button"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={open}
        aria-controls={open ? contentId : undefined}
        data-state={open ? 'open' : 'closed'}
        onClick={handleClick}
        {...preloadOnReach(AnchoredPopover.preload)}
        className={buttonClassName}
      >
        {button}
      </button>
      {attempt > 0 && (
        <OptionalPart resetKey={String(attempt)}>
          <AnchoredPopover
            {...popover}
            open={open}
            onOpenChange={onOpenChange}
            anchorRef={buttonRef}
            contentId={contentId}
            labelledBy={titleId}
          >
            {children}
          </AnchoredPopover>
        </OptionalPart>
      )}
    </>
  );
}
