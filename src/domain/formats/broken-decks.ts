import type { Banlist, BanlistRules } from '../banlists/banlist';
import { haveSameRules } from '../banlists/banlist-comparison';
import type { Card } from '../cards/card';
import type { EditionBlocks } from '../cards/edition-blocks';
import {
  checkDeckLegality,
  isUnmetMinimum,
  type DeckCheckExtras,
  type Violation,
} from '../decks/deck-legality';

const sameViolation = (a: Violation, b: Violation) => a.code === b.code && a.cardId === b.cardId;

/**
 * What a newer list broke in a deck (issue 15, item 5): null when the deck was not legal under
 * the earlier list or is still legal under the newer one; otherwise the newer list's errors the
 * earlier one did not have, each naming its card and the new limit ('Prohibida en este formato',
 * '3 copias; el máximo es 1.'). A minimum the deck has not reached yet (an unfinished deck of
 * a format that asks for exactly 50 cards) does not make it illegal here: no list changes it.
 * The deck itself is never changed.
 */
export function findWhatBroke(
  deckCards: readonly Card[],
  earlier: Banlist,
  newer: Banlist,
  editionBlocks: EditionBlocks,
  extras: DeckCheckExtras = {},
): Violation[] | null {
  const judge = (format: Banlist) =>
    checkDeckLegality(deckCards, format, editionBlocks, extras).errors.filter(
      (error) => !isUnmetMinimum(error),
    );
  const before = judge(earlier);
  if (before.length > 0) return null;
  const after = judge(newer);
  const broken = after.filter((error) => !before.some((old) => sameViolation(old, error)));
  return broken.length > 0 ? broken : null;
}

/** One published version of a format, as far as telling what broke needs it. */
export interface DatedFormatVersion {
  name: string;
  /** The calendar day the list takes effect (YYYY-MM-DD), if it says. */
  effectiveDate: string | null;
  /** ISO date-time of the publication. */
  publishedAt: string;
  rules: BanlistRules;
}

const toInstant = (isoDateTime: string) => new Date(isoDateTime).getTime();

/**
 * The version a deck was saved under (issue 15, item 5), from versions listed newest first: the
 * newest one published by the save. A deck older than every publication, or whose save time is
 * unknown (null), takes the oldest: the history may have been recorded after the deck was saved
 * (the built-in lists are recorded, with their past effective dates, when a server starts or
 * upgrades), so an effective date says nothing of the list the browser had then.
 */
export function findVersionAtSave<V extends DatedFormatVersion>(
  versions: readonly V[],
  savedAt: string | null,
): V | undefined {
  const saved = savedAt === null ? Number.NaN : toInstant(savedAt);
  const published = Number.isNaN(saved)
    ? undefined
    : versions.find((version) => toInstant(version.publishedAt) <= saved);
  return published ?? versions.at(-1);
}

/** What the list in force broke in a saved deck, and that list. */
export interface WhatBrokeSinceSave<V extends DatedFormatVersion> {
  /** The newest published version: the list the deck is judged by now. */
  current: V;
  violations: Violation[];
}

/**
 * What a newer official list broke in a saved deck (issue 15, item 5): only once a list newer
 * than the one the deck was saved under has reached this browser (the format as the browser
 * holds it has the newest version's rules; a visitor's own edits are not a new list), and only
 * when the deck was legal under the list it was saved under. Versions come newest first.
 */
export function findWhatBrokeSinceSave<V extends DatedFormatVersion>(
  deckCards: readonly Card[],
  versions: readonly V[],
  format: Banlist,
  savedAt: string | null,
  editionBlocks: EditionBlocks,
  extras: DeckCheckExtras = {},
): WhatBrokeSinceSave<V> | null {
  const current = versions[0];
  const saved = findVersionAtSave(versions, savedAt);
  if (current === undefined || saved === undefined || saved === current) return null;
  if (!haveSameRules(format.rules, current.rules)) return null;
  const earlier = { ...format, rules: saved.rules };
  const violations = findWhatBroke(deckCards, earlier, format, editionBlocks, extras);
  return violations === null ? null : { current, violations };
}

/**
 * A card's new limit as a violation states it, without the card's name in front ('Fergus:
 * Prohibida en este formato' → 'Prohibida en este formato'), for a line that names the card.
 */
export function describeNewLimit(violation: Violation): string {
  const prefix = violation.cardName === undefined ? '' : `${violation.cardName}: `;
  return prefix !== '' && violation.message.startsWith(prefix)
    ? violation.message.slice(prefix.length)
    : violation.message;
}
