import type { z } from 'zod';
import type {
  AccountDeck,
  AccountDeckVersion,
  AccountDeckWrite,
  accountDeckVersionListSchema,
  accountDeckVersionsQuerySchema,
} from '../../contract/account-decks';
import type { DeckVisibility } from '../../contract/account-decks';
import { deriveDeckListingFacts } from '../community/deck-listing-facts';
import type { Database } from '../db/connect';
import type { StoredDeckCards } from '../db/schema';
import {
  findAccountDeckRow,
  findAccountDeckVersionRow,
  insertAccountDeck,
  insertAccountDeckVersion,
  listAccountDeckRows,
  listAccountDeckVersionRows,
  purgeExpiredAccountDecks,
  trashAccountDeck,
  untrashAccountDeck,
  updateAccountDeckFrom,
  type AccountDeckRow,
  type StoredDeckContent,
} from './account-decks.repository';

export type AccountDeckSave =
  | { ok: true; created: boolean; deck: AccountDeck }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'version_not_found' }
  | { ok: false; reason: 'version_conflict'; current: AccountDeck };

export type AccountDeckVersionsPage = z.output<typeof accountDeckVersionsQuerySchema>;

export type AccountDeckVersionList = z.output<typeof accountDeckVersionListSchema>;

export interface AccountDecksService {
  /** The owner's decks, those in 'Papelera' too; purges the ones there for over 30 days first. */
  listDecks: (ownerId: string) => Promise<AccountDeck[]>;
  /** The owner's deck, in 'Papelera' or not; null when it does not exist or is another's. */
  readDeck: (ownerId: string, id: string) => Promise<AccountDeck | null>;
  /**
   * Creates the deck (base 0) or saves a new version of it, recording the version; a save takes
   * the deck out of 'Papelera', so an edit made offline on another device is never lost.
   */
  saveDeck: (ownerId: string, id: string, write: AccountDeckWrite) => Promise<AccountDeckSave>;
  /** Saves the content of an old version again as a new version on top of `baseVersion`. */
  restoreVersion: (
    ownerId: string,
    id: string,
    restore: { version: number; baseVersion: number },
  ) => Promise<AccountDeckSave>;
  /** A page of the owner's deck's versions, newest first; null as for readDeck. */
  listVersions: (
    ownerId: string,
    id: string,
    page: AccountDeckVersionsPage,
  ) => Promise<AccountDeckVersionList | null>;
  /** Puts the deck in 'Papelera' (idempotent); whether the owner has a deck with this id. */
  trashDeck: (ownerId: string, id: string) => Promise<boolean>;
  /** Takes the deck out of 'Papelera' (idempotent); null as for readDeck. */
  restoreDeck: (ownerId: string, id: string) => Promise<AccountDeck | null>;
}

function toStoredCards(entries: readonly { id: number; count: number }[] = []): StoredDeckCards {
  return entries.flatMap(({ id, count }) => [id, count]);
}

function fromStoredCards(stored: StoredDeckCards): { id: number; count: number }[] {
  const entries: { id: number; count: number }[] = [];
  for (let index = 0; index + 1 < stored.length; index += 2) {
    entries.push({ id: stored[index] ?? 0, count: stored[index + 1] ?? 0 });
  }
  return entries;
}

export function toAccountDeck(row: AccountDeckRow): AccountDeck {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    cards: fromStoredCards(row.cards),
    side: fromStoredCards(row.side),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
    deletedAt: row.deletedAt?.toISOString() ?? null,
    visibility: row.visibility,
  };
}

type AccountDeckVersionRow = Awaited<ReturnType<typeof listAccountDeckVersionRows>>[number];

function toAccountDeckVersion(row: AccountDeckVersionRow): AccountDeckVersion {
  return {
    version: row.version,
    authorId: row.authorId,
    createdAt: row.createdAt.toISOString(),
    name: row.name,
    format: row.format,
    cards: fromStoredCards(row.cards),
    side: fromStoredCards(row.side),
    note: row.note,
  };
}

/** The note of a version that restores an older one. */
export function describeRestoredVersion(version: number): string {
  return `Restaurada la versión ${version}`;
}

/**
 * The one save path (PUT and restore of a version): the deck's row moves from `baseVersion` to
 * the next version, or is created at 1 from base 0, and the version row goes in, both in `tx`.
 */
async function saveContent(
  tx: Database,
  save: {
    ownerId: string;
    id: string;
    baseVersion: number;
    note: string | null;
    visibility?: DeckVisibility | undefined;
  },
  content: StoredDeckContent,
): Promise<AccountDeckSave> {
  const { ownerId, id, baseVersion } = save;
  // The community listing filters on these (issue 17), so they follow every save.
  const listing = { facts: await deriveDeckListingFacts(tx, content), visibility: save.visibility };
  const saved =
    baseVersion === 0
      ? await insertAccountDeck(tx, id, ownerId, content, listing)
      : await updateAccountDeckFrom(tx, id, ownerId, baseVersion, content, listing);
  if (saved === null) {
    const current = await findAccountDeckRow(tx, id);
    if (current === null || current.ownerId !== ownerId) return { ok: false, reason: 'not_found' };
    return { ok: false, reason: 'version_conflict', current: toAccountDeck(current) };
  }
  await insertAccountDeckVersion(
    tx,
    { deckId: id, version: saved.version, authorId: ownerId, note: save.note },
    content,
  );
  return { ok: true, created: baseVersion === 0, deck: toAccountDeck(saved) };
}

/** Decks on the account (issue 16): only the owner reads or writes them. */
export function createAccountDecksService(db: Database): AccountDecksService {
  async function readOwned(
    ownerId: string,
    id: string,
    reader: Database = db,
  ): Promise<AccountDeckRow | null> {
    const row = await findAccountDeckRow(reader, id);
    return row !== null && row.ownerId === ownerId ? row : null;
  }

  return {
    listDecks: async (ownerId) => {
      await purgeExpiredAccountDecks(db, ownerId);
      return (await listAccountDeckRows(db, ownerId)).map(toAccountDeck);
    },

    readDeck: async (ownerId, id) => {
      const row = await readOwned(ownerId, id);
      return row === null ? null : toAccountDeck(row);
    },

    saveDeck: (ownerId, id, write) =>
      db.transaction((tx) =>
        saveContent(
          tx,
          {
            ownerId,
            id,
            baseVersion: write.baseVersion,
            note: write.note ?? null,
            visibility: write.visibility,
          },
          {
            name: write.name,
            format: write.format,
            cards: toStoredCards(write.cards),
            side: toStoredCards(write.side),
          },
        ),
      ),

    restoreVersion: (ownerId, id, { version, baseVersion }) =>
      db.transaction(async (tx): Promise<AccountDeckSave> => {
        if ((await readOwned(ownerId, id, tx)) === null) return { ok: false, reason: 'not_found' };
        const old = await findAccountDeckVersionRow(tx, id, version);
        if (old === null) return { ok: false, reason: 'version_not_found' };
        const { name, format, cards, side } = old;
        return saveContent(
          tx,
          { ownerId, id, baseVersion, note: describeRestoredVersion(version) },
          { name, format, cards, side },
        );
      }),

    listVersions: async (ownerId, id, page) => {
      if ((await readOwned(ownerId, id)) === null) return null;
      // One row past the page tells whether an older page exists.
      const rows = await listAccountDeckVersionRows(db, id, {
        before: page.before,
        limit: page.limit + 1,
      });
      const versions = rows.slice(0, page.limit).map(toAccountDeckVersion);
      const hasOlder = rows.length > page.limit;
      return {
        deckId: id,
        versions,
        nextBefore: hasOlder ? (versions.at(-1)?.version ?? null) : null,
      };
    },

    trashDeck: (ownerId, id) => trashAccountDeck(db, id, ownerId),

    restoreDeck: async (ownerId, id) => {
      const row = await untrashAccountDeck(db, id, ownerId);
      return row === null ? null : toAccountDeck(row);
    },
  };
}
