import { describe, expect, it } from 'vitest';
import { toCardMatchKey } from '../cards/card-name';
import type { PublishedFormatKey, PublishedList } from './published-list';
import { findLatestPublishedList, PUBLISHED_LISTS } from './published-lists';
import { RACIAL_EDICION_2026_04 } from './racial-edicion-lists';
import { RACIAL_LIBRE_2026_01 } from './racial-libre-lists';

const FORMAT_KEYS: readonly PublishedFormatKey[] = ['racialEdicion', 'racialLibre', 'formatoLibre'];

function isValidIsoDate(text: string): boolean {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const parsed = new Date(`${text}T00:00:00Z`);
  return !Number.isNaN(parsed.getTime()) && parsed.toISOString().slice(0, 10) === text;
}

const byId = PUBLISHED_LISTS.map((list) => [list.id, list] as const);

describe('published lists', () => {
  it('gives every list a unique id', () => {
    expect(new Set(PUBLISHED_LISTS.map((list) => list.id)).size).toBe(PUBLISHED_LISTS.length);
  });

  it.each(byId)('dates %s with a real calendar day, as is the day it was read', (_id, list) => {
    expect(isValidIsoDate(list.effectiveDate)).toBe(true);
    expect(isValidIsoDate(list.source.readOn)).toBe(true);
    expect(list.effectiveDate <= list.source.readOn).toBe(true);
  });

  it.each(byId)('names the full commit and a path for %s', (_id, list) => {
    expect(list.source.commit).toMatch(/^[0-9a-f]{40}$/);
    expect(list.source.repository).toMatch(/^[\w.-]+\/[\w.-]+$/);
    expect(list.source.path).not.toBe('');
  });

  it.each(FORMAT_KEYS)('keeps the lists of %s in date order', (formatKey) => {
    const dates = PUBLISHED_LISTS.filter((list) => list.formatKey === formatKey).map(
      (list) => list.effectiveDate,
    );
    expect(dates).toEqual([...dates].sort());
  });

  it.each(byId)('puts no card of %s in two of its lists, nor twice in one', (_id, list) => {
    const keys = [...list.banned, ...list.limitedOne, ...list.limitedTwo].map(toCardMatchKey);
    expect(keys.every((key) => key !== '')).toBe(true);
    expect(new Set(keys).size).toBe(keys.length);
  });

  it('holds the November 2025, December 2025 and 2026 Racial Edición lists', () => {
    const dates = PUBLISHED_LISTS.filter((list) => list.formatKey === 'racialEdicion').map(
      (list) => list.effectiveDate,
    );
    expect(dates).toContain('2025-11-24');
    expect(dates).toContain('2025-12-03');
    expect(dates.filter((date) => date.startsWith('2026-')).length).toBeGreaterThanOrEqual(2);
  });

  it('finds as latest Racial Edición list the adopted one with the newest date', () => {
    const latest = findLatestPublishedList('racialEdicion');
    const newest = PUBLISHED_LISTS.filter((list) => list.formatKey === 'racialEdicion')
      .map((list) => list.effectiveDate)
      .sort()
      .at(-1);
    expect(latest).toBe(RACIAL_EDICION_2026_04);
    expect(latest?.effectiveDate).toBe(newest);
  });

  it('never takes a disputed list as the latest, even when it is newer', () => {
    const disputed: PublishedList = {
      ...RACIAL_LIBRE_2026_01,
      id: 'racialLibre-2027-01-01-disputed',
      effectiveDate: '2027-01-01',
      status: 'disputed',
    };
    expect(findLatestPublishedList('racialLibre', [...PUBLISHED_LISTS, disputed])).toBe(
      RACIAL_LIBRE_2026_01,
    );
  });

  it('finds no list for Formato Libre, which no source publishes', () => {
    expect(findLatestPublishedList('formatoLibre')).toBeNull();
  });
});
