import { useMemo } from 'react';
import type { Card } from '../../domain/cards/card';
import { compileCardQuery, type CompiledCardQuery } from '../../domain/search/card-query';
import type { QueryContext } from '../../domain/search/card-query-predicate';
import { useCards } from './catalogue-queries';
import { useEditionBlocks } from './edition-blocks';
import { useQueryFormatsStore } from './query-formats-store';

const NO_CARDS: readonly Card[] = [];

interface CompiledEntry {
  text: string;
  context: QueryContext;
  compiled: CompiledCardQuery;
}

// The filter panel reads the box's text at once and the grids a deferred copy of it, so a few
// recent queries are kept: each text is compiled once however many components ask for it.
const RECENT_LIMIT = 4;
const recent: CompiledEntry[] = [];

function isSameContext(a: QueryContext, b: QueryContext): boolean {
  return (
    a.banlists === b.banlists && a.editionBlocks === b.editionBlocks && a.catalogue === b.catalogue
  );
}

/** compileCardQuery (issue 18), remembered per text and context objects. */
export function compileCardQueryOnce(text: string, context: QueryContext): CompiledCardQuery {
  const known = recent.find(
    (entry) => entry.text === text && isSameContext(entry.context, context),
  );
  if (known) return known.compiled;
  const compiled = compileCardQuery(text, context);
  recent.unshift({ text, context, compiled });
  recent.length = Math.min(recent.length, RECENT_LIMIT);
  return compiled;
}

/**
 * What card queries are evaluated against (issue 18): every format the player sees (for `ban:`
 * and `legal:`, once QueryFormats has loaded them), the edition → block mapping (for `bloque:`)
 * and the catalogue (reprints).
 */
export function useCardQueryContext(): QueryContext {
  const banlists = useQueryFormatsStore((state) => state.banlists);
  const editionBlocks = useEditionBlocks();
  const catalogue = useCards().data ?? NO_CARDS;
  return useMemo(
    () => ({ banlists, editionBlocks, catalogue }),
    [banlists, editionBlocks, catalogue],
  );
}

/** The search box's text compiled into a card query (issue 18), shared by every screen. */
export function useCardQuery(text: string): CompiledCardQuery {
  const context = useCardQueryContext();
  return useMemo(() => compileCardQueryOnce(text, context), [text, context]);
}
