interface BanlistsFallbackNoticeProps {
  isRetrying: boolean;
  onRetry: () => void;
}

/**
 * Says, without blocking the screen, that the server's official formats could not be read and
 * the built-in ones (with the visitor's own) are shown instead, with a way to try again.
 */
export function BanlistsFallbackNotice({ isRetrying, onRetry }: BanlistsFallbackNoticeProps) {
  return (
    <div
      role="status"
      className="flex flex-wrap items-center gap-3 rounded-lg border border-amber-400/40 bg-amber-950/40 px-4 py-3 text-sm text-amber-100"
    >
      <p className="min-w-56 flex-1">
        No se pudieron cargar las banlists oficiales del servidor. Se muestran las banlists
        incluidas en la aplicación y las guardadas en este navegador.
      </p>
      <button
        type="button"
        onClick={onRetry}
        disabled={isRetrying}
        className="rounded-md border border-amber-300/60 px-3 py-1.5 font-semibold text-amber-100 hover:bg-amber-900/60 disabled:opacity-60"
      >
        {isRetrying ? 'Reintentando...' : 'Reintentar'}
      </button>
    </div>
  );
}
