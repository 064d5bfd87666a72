import type { ImportPhase } from './use-catalogue-import';

/** Below this the body leaves in an instant and a bar would only flash. */
const PROGRESS_BAR_MIN_BYTES = 512 * 1024;

interface UploadProgressProps {
  phase: ImportPhase;
  fileSize: number;
}

/**
 * How far a large file's upload has gone, then 'Procesando…' (an indeterminate bar) while the
 * server reads and compares it. The page's status line says the same in words.
 */
export function UploadProgress({ phase, fileSize }: UploadProgressProps) {
  if (fileSize < PROGRESS_BAR_MIN_BYTES) return null;
  if (phase.step === 'sending') {
    const percent = phase.total > 0 ? Math.round((phase.sent / phase.total) * 100) : 0;
    return (
      <div className="flex items-center gap-3">
        <progress
          aria-label="Envío del archivo"
          max={100}
          value={percent}
          className="h-3 w-full appearance-none overflow-hidden rounded-full bg-stone-800 [&::-moz-progress-bar]:bg-amber-300 [&::-webkit-progress-bar]:bg-stone-800 [&::-webkit-progress-value]:bg-amber-300"
        />
        <span className="w-12 shrink-0 text-right text-sm text-stone-300 tabular-nums">
          {percent} %
        </span>
      </div>
    );
  }
  if (phase.step === 'processing') {
    // No value: the server does not say how far it is, so the bar only says it is working.
    return (
      <div
        role="progressbar"
        aria-label="Procesando…"
        className="h-3 w-full animate-pulse rounded-full bg-amber-300/50"
      />
    );
  }
  return null;
}
