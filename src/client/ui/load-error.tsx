interface LoadErrorProps {
  title: string;
  message: string;
  onRetry?: () => void;
}

/** A failed load, said in Spanish, with a way to try again. */
export function LoadError({ title, message, onRetry }: LoadErrorProps) {
  return (
    <div
      role="alert"
      // Centred, with a margin on a phone too.
      className="mx-auto my-12 w-[calc(100%-1.5rem)] max-w-md rounded-lg border border-rose-400/40 bg-rose-950/40 p-6 text-center"
    >
      <p className="font-serif text-lg text-rose-100">{title}</p>
      <p className="mt-2 text-sm text-rose-100/80">{message}</p>
      {onRetry && (
        <button
          type="button"
          onClick={onRetry}
          className="mt-4 min-h-11 rounded-md bg-rose-200 px-4 py-2 text-sm font-semibold text-rose-950 hover:bg-rose-100"
        >
          Reintentar
        </button>
      )}
    </div>
  );
}
