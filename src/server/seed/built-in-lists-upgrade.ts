import { z } from 'zod';
import type { Banlist } from '../../domain/banlists/banlist';
import { BUILT_IN_BANLISTS } from '../../domain/banlists/built-in-banlists';
import { listPublishedVersions, listShippedVersions } from '../../domain/formats/built-in-versions';
import {
  listStoredVersions,
  lockBanlistRow,
  replaceShippedFormat,
} from '../banlists/banlists.repository';
import type { Database } from '../db/connect';

/**
 * The part of a stored format that tells which list it holds. Other rules are not compared: rows
 * gained switches by migration since they were seeded, and an editor's change shows as a
 * publication anyway.
 */
const listedStateSchema = z.object({
  name: z.string(),
  effectiveDate: z.string().nullable(),
  rules: z.object({
    banned: z.array(z.string()),
    limitedOne: z.array(z.string()),
    limitedTwo: z.array(z.string()),
  }),
});
type ListedState = z.infer<typeof listedStateSchema>;

function hasSameNames(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((name, index) => name === b[index]);
}

/** Same name, date and lists, name for name and in order. */
function isSameListedState(stored: unknown, expected: ListedState): boolean {
  const parsed = listedStateSchema.safeParse(stored);
  if (!parsed.success) return false;
  const { name, effectiveDate, rules } = parsed.data;
  return (
    name === expected.name &&
    effectiveDate === expected.effectiveDate &&
    hasSameNames(rules.banned, expected.rules.banned) &&
    hasSameNames(rules.limitedOne, expected.rules.limitedOne) &&
    hasSameNames(rules.limitedTwo, expected.rules.limitedTwo)
  );
}

/** Stored states that match the expected ones one for one, in order. */
function isSameHistory(stored: readonly unknown[], expected: readonly ListedState[]): boolean {
  return (
    stored.length === expected.length &&
    stored.every((state, index) => {
      const candidate = expected[index];
      return candidate !== undefined && isSameListedState(state, candidate);
    })
  );
}

/**
 * Brings one built-in format still as the app shipped it to its dated history: every adopted
 * published list a version, the newest current. A format any editor published is left alone.
 */
async function upgradeShippedFormat(db: Database, format: Banlist): Promise<boolean> {
  return db.transaction(async (tx) => {
    const row = await lockBanlistRow(tx, format.key);
    if (row === undefined || row.updatedBy !== null) return false;
    const stored = await listStoredVersions(tx, format.key);
    const shipped = listShippedVersions(format);
    const isAsShipped = [row, ...stored].every((state) =>
      shipped.some((candidate) => isSameListedState(state, candidate)),
    );
    if (!isAsShipped || stored.some((version) => version.publishedBy !== null)) return false;
    const { name, effectiveDate, rules } = row;
    const versions = listPublishedVersions({ key: format.key, name, effectiveDate, rules });
    // Up to date: the history is the dated versions in order, and the row is the newest.
    const isUpToDate = isSameHistory([...stored, row], [...versions, ...versions.slice(-1)]);
    if (isUpToDate) return false;
    await replaceShippedFormat(tx, format.key, versions);
    return true;
  });
}

/**
 * Every start (issue 15, item 4; ADR 0016): a built-in format that no editor has published since
 * the app stored it takes every adopted dated list as its history and the newest as current, so a
 * list added to src/domain/formats reaches existing installations. Returns the keys it moved.
 */
export async function upgradeBuiltInLists(db: Database): Promise<string[]> {
  const upgraded: string[] = [];
  for (const format of BUILT_IN_BANLISTS) {
    if (await upgradeShippedFormat(db, format)) upgraded.push(format.key);
  }
  return upgraded;
}
