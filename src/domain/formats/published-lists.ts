/**
 * Every dated banlist published by the community for the Primer Bloque formats (issue 15, ADR
 * 0016), and the rule that picks a format's current one.
 */
import type { PublishedFormatKey, PublishedList } from './published-list';
import {
  RACIAL_EDICION_2025_11,
  RACIAL_EDICION_2025_12,
  RACIAL_EDICION_2026_01,
  RACIAL_EDICION_2026_04,
  RACIAL_EDICION_2026_04_MERCADERES_FREED,
  RACIAL_EDICION_2026_04_SEED,
} from './racial-edicion-lists';
import {
  RACIAL_LIBRE_2025_11,
  RACIAL_LIBRE_2025_12,
  RACIAL_LIBRE_2026_01,
} from './racial-libre-lists';

/**
 * Every published list found, oldest first within each format (ADR 0016). No source publishes a
 * list for Formato Libre – Primer Bloque.
 */
export const PUBLISHED_LISTS: readonly PublishedList[] = [
  RACIAL_EDICION_2025_11,
  RACIAL_EDICION_2025_12,
  RACIAL_EDICION_2026_01,
  RACIAL_EDICION_2026_04,
  RACIAL_EDICION_2026_04_MERCADERES_FREED,
  RACIAL_EDICION_2026_04_SEED,
  RACIAL_LIBRE_2025_11,
  RACIAL_LIBRE_2025_12,
  RACIAL_LIBRE_2026_01,
];

/** The adopted list of a format with the newest date, or null when none is published (ADR 0016). */
export function findLatestPublishedList(
  formatKey: PublishedFormatKey,
  lists: readonly PublishedList[] = PUBLISHED_LISTS,
): PublishedList | null {
  let latest: PublishedList | null = null;
  for (const list of lists) {
    if (list.formatKey !== formatKey || list.status !== 'adopted') continue;
    if (latest === null || list.effectiveDate > latest.effectiveDate) latest = list;
  }
  return latest;
}
