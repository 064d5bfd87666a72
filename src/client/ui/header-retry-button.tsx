import { HEADER_CONTROL_CLASS, HeaderControlIcon } from './header-control';

/** A circular arrow: 'Reintentar' on a phone. */
function RetryIcon() {
  return (
    <HeaderControlIcon>
      <path d="M20 12a8 8 0 1 1-2.34-5.66" />
      <path d="M20 4v5h-5" />
    </HeaderControlIcon>
  );
}

/**
 * Stands in the header for a control whose code did not arrive (poor signal before the service
 * worker has the app): one tap asks for it again. `label` names what it brings back.
 */
export function HeaderRetryButton({ label, onRetry }: { label: string; onRetry: () => void }) {
  return (
    <button type="button" onClick={onRetry} className={HEADER_CONTROL_CLASS}>
      <RetryIcon />
      <span className="sr-only sm:not-sr-only">{label}</span>
    </button>
  );
}
