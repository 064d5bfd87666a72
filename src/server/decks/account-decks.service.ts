import type {
  AccountDeck,
  AccountDeckVersion,
  AccountDeckWrite,
} from '../../contract/account-decks';
import type { Database } from '../db/connect';
import type { StoredDeckCards } from '../db/schema';
import {
  deleteAccountDeck,
  findAccountDeckRow,
  insertAccountDeck,
  insertAccountDeckVersion,
  listAccountDeckRows,
  listAccountDeckVersionRows,
  updateAccountDeckFrom,
  type AccountDeckRow,
  type StoredDeckContent,
} from './account-decks.repository';

export type AccountDeckSave =
  | { ok: true; created: boolean; deck: AccountDeck }
  | { ok: false; reason: 'not_found' }
  | { ok: false; reason: 'version_conflict'; current: AccountDeck };

export interface AccountDecksService {
  listDecks: (ownerId: string) => Promise<AccountDeck[]>;
  /** The owner's deck; null when it does not exist or belongs to another player. */
  readDeck: (ownerId: string, id: string) => Promise<AccountDeck | null>;
  /** Creates the deck (base 0) or saves a new version of it, recording the version. */
  saveDeck: (ownerId: string, id: string, write: AccountDeckWrite) => Promise<AccountDeckSave>;
  /** The owner's deck's versions, newest first; null as for readDeck. */
  listVersions: (ownerId: string, id: string) => Promise<AccountDeckVersion[] | null>;
  /** Whether the owner had a deck with this id (now deleted with its versions). */
  deleteDeck: (ownerId: string, id: string) => Promise<boolean>;
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

function toAccountDeck(row: AccountDeckRow): AccountDeck {
  return {
    id: row.id,
    name: row.name,
    format: row.format,
    cards: fromStoredCards(row.cards),
    side: fromStoredCards(row.side),
    version: row.version,
    updatedAt: row.updatedAt.toISOString(),
  };
}

/** Decks on the account (issue 16): only the owner reads or writes them. */
export function createAccountDecksService(db: Database): AccountDecksService {
  async function readOwned(ownerId: string, id: string): Promise<AccountDeckRow | null> {
    const row = await findAccountDeckRow(db, id);
    return row !== null && row.ownerId === ownerId ? row : null;
  }

  return {
    listDecks: async (ownerId) => (await listAccountDeckRows(db, ownerId)).map(toAccountDeck),

    readDeck: async (ownerId, id) => {
      const row = await readOwned(ownerId, id);
      return row === null ? null : toAccountDeck(row);
    },

    saveDeck: (ownerId, id, write) =>
      db.transaction(async (tx): Promise<AccountDeckSave> => {
        const content: StoredDeckContent = {
          name: write.name,
          format: write.format,
          cards: toStoredCards(write.cards),
          side: toStoredCards(write.side),
        };
        const saved =
          write.baseVersion === 0
            ? await insertAccountDeck(tx, id, ownerId, content)
            : await updateAccountDeckFrom(tx, id, ownerId, write.baseVersion, content);
        if (saved === null) {
          const current = await findAccountDeckRow(tx, id);
          if (current === null || current.ownerId !== ownerId)
            return { ok: false, reason: 'not_found' };
          return { ok: false, reason: 'version_conflict', current: toAccountDeck(current) };
        }
        await insertAccountDeckVersion(
          tx,
          { deckId: id, version: saved.version, authorId: ownerId, note: write.note ?? null },
          content,
        );
        return { ok: true, created: write.baseVersion === 0, deck: toAccountDeck(saved) };
      }),

    listVersions: async (ownerId, id) => {
      if ((await readOwned(ownerId, id)) === null) return null;
      const rows = await listAccountDeckVersionRows(db, id);
      return rows.map((row) => ({
        version: row.version,
        authorId: row.authorId,
        createdAt: row.createdAt.toISOString(),
        name: row.name,
        format: row.format,
        cards: fromStoredCards(row.cards),
        side: fromStoredCards(row.side),
        note: row.note,
      }));
    },

    deleteDeck: (ownerId, id) => deleteAccountDeck(db, id, ownerId),
  };
}
