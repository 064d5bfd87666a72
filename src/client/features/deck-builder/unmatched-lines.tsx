import { useId } from 'react';
import type { UnmatchedDeckLine } from '../../../domain/decks/deck-import';

interface UnmatchedLinesProps {
  /** The lines still waiting for a fix or a skip. */
  lines: readonly UnmatchedDeckLine[];
  onFix: (lineNumber: number, cardName: string) => void;
  onSkip: (lineNumber: number) => void;
}

/** Every imported line that names no card, with its number, why, and the closest card names. */
export function UnmatchedLines({ lines, onFix, onSkip }: UnmatchedLinesProps) {
  const titleId = useId();
  if (lines.length === 0) return null;
  return (
    <section
      aria-labelledby={titleId}
      className="rounded-md border border-rose-400/40 bg-rose-950/30 p-3"
    >
      <h3 id={titleId} className="text-sm font-semibold text-rose-100">
        Líneas sin reconocer: {lines.length}
      </h3>
      <p className="text-xs text-rose-100/80">
        Corrige cada línea con una sugerencia u omítela para poder importar.
      </p>
      <ul className="mt-2 space-y-3">
        {lines.map((line) => (
          <li key={line.lineNumber} className="text-sm">
            <p className="text-stone-100">
              Línea {line.lineNumber}
              {line.inSideDeck === true ? ' del side deck' : ''}:{' '}
              <q className="font-mono">{line.text}</q>
            </p>
            <p className="text-xs text-rose-100/80">{line.reason}</p>
            <div className="mt-1 flex flex-wrap items-center gap-2">
              {line.suggestions.length > 0 && (
                <span className="text-xs text-stone-300">¿Quisiste decir?</span>
              )}
              {line.suggestions.map((suggestion) => (
                <button
                  key={suggestion}
                  type="button"
                  aria-label={`Usar ${suggestion} en la línea ${line.lineNumber}`}
                  onClick={() => onFix(line.lineNumber, suggestion)}
                  className="rounded-full border border-amber-300/50 px-3 py-1 text-xs text-amber-100 hover:bg-amber-300/10"
                >
                  {suggestion}
                </button>
              ))}
              <button
                type="button"
                aria-label={`Omitir la línea ${line.lineNumber}`}
                onClick={() => onSkip(line.lineNumber)}
                className="rounded-full border border-stone-600 px-3 py-1 text-xs text-stone-200 hover:bg-stone-800"
              >
                Omitir
              </button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
