import type { CardType } from '../cards/card';

/** Comparison of a number key (issue 18): `c<=2`, `f!=3`; `c:2` reads as `=`. */
export type Comparator = '=' | '!=' | '<' | '>' | '<=' | '>=';

/** Text fields a key searches (issue 18); `nombre` is what bare words and `/regex/` search. */
export type TextField =
  'nombre' | 'habilidad' | 'historia' | 'ilustrador' | 'raza' | 'edicion' | 'bloque';

/** Flags of `es:` (issue 18). */
export type CardFlag = 'unica' | 'revisada';

/**
 * A parsed card query (issue 18). Values keep the spelling the player typed (the echo shows it);
 * matching normalises them. Positions live in the parse result, not in the tree, so that two
 * spellings of one query compare equal.
 */
export type QueryNode =
  | { kind: 'and'; terms: QueryNode[] }
  | { kind: 'or'; terms: QueryNode[] }
  | { kind: 'not'; term: QueryNode }
  /** Bare words: the name contains them (SPEC §5 'Main filter'). */
  | { kind: 'name'; text: string }
  /** `!"exact name"`: the whole name, ignoring case and accents. */
  | { kind: 'exact'; text: string }
  /** `raza:caballero` contains, `raza=caballero` equals (both normalised). */
  | { kind: 'text'; field: TextField; equals: boolean; text: string }
  | { kind: 'regex'; field: TextField; source: string }
  | { kind: 'number'; field: 'coste' | 'fuerza'; op: Comparator; value: number }
  | { kind: 'type'; value: CardType }
  | { kind: 'flag'; value: CardFlag }
  /** `ban:key` (banned in the format's current list) or `legal:key` (playable in it). */
  | { kind: 'format'; test: 'ban' | 'legal'; format: string }
  /** `tag:roba`: the card carries the ability tag (its id). */
  | { kind: 'tag'; tag: string };

/** A problem found in a query, with its 1-based character position in the text. */
export interface QueryProblem {
  position: number;
  message: string;
}

/** What parsing gives: the valid part of the query (null when none) and every problem found. */
export interface ParsedQuery {
  node: QueryNode | null;
  problems: QueryProblem[];
}
