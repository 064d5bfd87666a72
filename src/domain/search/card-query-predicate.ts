import type { Card } from '../cards/card';
import { normalizeName, normalizeNameCached } from '../cards/card-name';
import { findBlock, type EditionBlocks } from '../cards/edition-blocks';
import { isCardUnique } from '../cards/unique-card';
import { listCardTags } from '../cards/ability-tags';
import { readFormatSwitches, type Banlist } from '../banlists/banlist';
import { isBannedName } from '../banlists/banlist-name-sets';
import { isEditionAllowed, type CardSource } from '../decks/format-deck-checks';
import type { Comparator, QueryNode, TextField } from './query-ast';
import type { CardSearchFields } from './card-search-fields';
import { compileSafeRegex } from './safe-regex';

/** What evaluating a query needs besides the card: formats and the edition → block mapping. */
export interface QueryContext {
  /** The formats `ban:` and `legal:` may name; null while they are not known yet. */
  banlists: readonly Banlist[] | null;
  editionBlocks: EditionBlocks;
  /** The catalogue, so that `legal:` recognises reprints in formats that allow them. */
  catalogue?: CardSource;
}

/** Whether a card matches, given its normalised texts (readCardSearchFields). */
export type CardPredicate = (card: Card, fields: CardSearchFields) => boolean;

const COMPARE: Readonly<Record<Comparator, (value: number, wanted: number) => boolean>> = {
  '=': (value, wanted) => value === wanted,
  '!=': (value, wanted) => value !== wanted,
  '<': (value, wanted) => value < wanted,
  '>': (value, wanted) => value > wanted,
  '<=': (value, wanted) => value <= wanted,
  '>=': (value, wanted) => value >= wanted,
};

function readText(
  field: TextField,
  context: QueryContext,
): (card: Card, fields: CardSearchFields) => string | null {
  if (field === 'bloque') {
    return (card) => {
      const block = findBlock(card.edicion, context.editionBlocks);
      return block === null ? null : normalizeNameCached(block);
    };
  }
  return (_card, fields) => fields[field];
}

function compileFormat(
  node: Extract<QueryNode, { kind: 'format' }>,
  context: QueryContext,
): CardPredicate {
  const banlist = context.banlists?.find((candidate) => candidate.key === node.format);
  // A format the context does not know matches nothing; the parser reports its key.
  if (banlist === undefined) return () => false;
  const { rules } = banlist;
  if (node.test === 'ban') return (card) => isBannedName(card.nombre, rules);
  const switches = readFormatSwitches(rules);
  return (card) =>
    !isBannedName(card.nombre, rules) && isEditionAllowed(card, switches, context.catalogue);
}

/**
 * Compiles a query tree into one predicate (issue 18): values are normalised and regexes built
 * once here, so each card costs only comparisons over its precomputed fields.
 */
export function compileQueryNode(node: QueryNode, context: QueryContext): CardPredicate {
  switch (node.kind) {
    case 'and': {
      const parts = node.terms.map((term) => compileQueryNode(term, context));
      return (card, fields) => parts.every((part) => part(card, fields));
    }
    case 'or': {
      const parts = node.terms.map((term) => compileQueryNode(term, context));
      return (card, fields) => parts.some((part) => part(card, fields));
    }
    case 'not': {
      const inner = compileQueryNode(node.term, context);
      return (card, fields) => !inner(card, fields);
    }
    case 'name': {
      const needle = normalizeName(node.text);
      return (_card, fields) => fields.nombre.includes(needle);
    }
    case 'exact': {
      const wanted = normalizeName(node.text);
      return (_card, fields) => fields.nombre === wanted;
    }
    case 'text': {
      const needle = normalizeName(node.text);
      const read = readText(node.field, context);
      if (node.equals) return (card, fields) => read(card, fields) === needle;
      return (card, fields) => read(card, fields)?.includes(needle) ?? false;
    }
    case 'regex': {
      const test = compileSafeRegex(node.source);
      const read = readText(node.field, context);
      return (card, fields) => {
        const text = read(card, fields);
        return text !== null && test(text);
      };
    }
    case 'number': {
      const compare = COMPARE[node.op];
      const { field, value } = node;
      // SPEC §5: a card whose value is null never matches a comparison.
      return (card) => card[field] !== null && compare(card[field], value);
    }
    case 'type':
      return (card) => card.tipo === node.value;
    case 'flag':
      return node.value === 'unica' ? (card) => isCardUnique(card) : (card) => card.revisada;
    case 'format':
      return compileFormat(node, context);
    case 'tag':
      return (card) => listCardTags(card).includes(node.tag);
  }
}
