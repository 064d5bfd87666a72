import { memo, useId, useMemo, useRef } from 'react';
import { SEARCH_ABOVE_GRID_BELOW_WIDTH } from '../../contract/card-grid-geometry';
import { describeCardQuery } from '../../domain/search/query-echo';
import { useCardQuery, useCardQueryContext } from '../lib/use-card-query';
import { useViewportWidth } from '../lib/viewport-width';
import { QueryHelpPopover } from './query-help-popover';

/**
 * Whether the screen is narrow enough that the side menu would cover the results: there the
 * search box is above the grid (issue 19), so a player sees the cards while typing.
 */
export function useIsSearchAboveGrid(): boolean {
  return useViewportWidth() < SEARCH_ABOVE_GRID_BELOW_WIDTH;
}

interface QuerySearchFieldProps {
  value: string;
  onChange: (value: string) => void;
  /** The visible label; 'Nombre' in the filter panel. */
  label?: string;
}

/**
 * The search box of the filter panel (SPEC §2 'Buscar por nombre...'), which reads the card query
 * language of issue 18: under it, what it understood in plain Spanish and, inline, the problems of
 * the part it left out (the grid keeps the valid part's cards). Memoised: a dropdown's choice
 * does not re-render it, nor its help popover.
 */
export const QuerySearchField = memo(function QuerySearchField({
  value,
  onChange,
  label = 'Nombre',
}: QuerySearchFieldProps) {
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const query = useCardQuery(value);
  const { banlists } = useCardQueryContext();
  const echo = useMemo(() => {
    if (query.node === null) return '';
    const formatName = (key: string) =>
      banlists?.find((banlist) => banlist.key === key)?.name ?? key;
    return describeCardQuery(query.node, { formatName });
  }, [query.node, banlists]);
  const echoId = `${id}-eco`;
  const problemsId = `${id}-problemas`;
  const hasProblems = query.problems.length > 0;

  function handleInsert(example: string) {
    const current = value.trimEnd();
    onChange(current === '' ? example : `${current} ${example}`);
  }

  return (
    <div>
      <label
        htmlFor={id}
        className="mb-1 block text-xs font-medium tracking-wide text-stone-400 uppercase"
      >
        {label}
      </label>
      <div className="flex gap-2">
        <input
          ref={inputRef}
          id={id}
          type="search"
          placeholder="Buscar por nombre..."
          autoComplete="off"
          spellCheck={false}
          value={value}
          aria-describedby={`${echoId} ${problemsId}`}
          aria-invalid={hasProblems || undefined}
          onChange={(event) => onChange(event.target.value)}
          className={`min-w-0 flex-1 rounded-md border bg-stone-950 px-3 py-2 text-stone-100 placeholder:text-stone-500 ${
            hasProblems ? 'border-amber-500/70' : 'border-stone-700'
          }`}
        />
        <QueryHelpPopover onInsert={handleInsert} inputRef={inputRef} />
      </div>
      {/* Its line is kept while it is empty: the first letter typed does not push the cards below
          down (issue 19: at 375 px the grid jumped 25 px and laid itself out again, the slowest
          keystroke of a phone's typing). */}
      <p
        id={echoId}
        aria-live="polite"
        className="mt-1.5 min-h-[1lh] text-sm leading-snug text-amber-100/85"
      >
        {echo}
      </p>
      <div id={problemsId} role="status" className={hasProblems ? 'mt-1.5 space-y-1' : 'sr-only'}>
        {query.problems.map((problem) => (
          <p
            key={`${problem.position}-${problem.message}`}
            className="rounded-md border-l-4 border-amber-500 bg-amber-500/10 px-2 py-1 text-sm text-amber-200"
          >
            {problem.message}
          </p>
        ))}
      </div>
    </div>
  );
});
