import {
  banlistHistorySchema,
  banlistListSchema,
  type BanlistHistory,
  type PublishedBanlist,
} from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import { addMissingBuiltInSwitches } from '../../domain/banlists/built-in-banlists';
import {
  createBanlistEntryResolver,
  type BanlistEntryResolver,
} from '../../domain/banlists/unresolved-entries';
import type { CurrentUser } from '../../contract/auth';
import type { CardsService } from '../cards/cards.service';
import type { CatalogueSnapshot } from '../cards/catalogue-snapshot';
import type { Database } from '../db/connect';
import {
  insertBanlistVersions,
  listBanlistRows,
  listBanlistVersionRows,
  upsertBanlist,
} from './banlists.repository';

export type BanlistWrite = { ok: true; banlist: Banlist } | { ok: false; reason: 'key_mismatch' };

export interface BanlistsService {
  listBanlists: () => Promise<Banlist[]>;
  /**
   * `GET /api/banlists`: every format with its entries that name no card of the current
   * catalogue (issue 14); null when there is no catalogue to check them against.
   */
  listPublishedBanlists: () => Promise<PublishedBanlist[]>;
  /**
   * Publishes an official format on behalf of an editor or admin: it becomes the current one and
   * is added to the format's history, which keeps every earlier version.
   */
  saveBanlist: (key: string, banlist: Banlist, author: CurrentUser) => Promise<BanlistWrite>;
  /** A format's published versions, newest first; null for a key never published. */
  readHistory: (key: string) => Promise<BanlistHistory | null>;
}

/**
 * Formats as stored. `cards` gives the catalogue banlist entries are resolved against; without it
 * (tools and tests that only read or write formats) no entry is checked.
 */
export function createBanlistsService(
  db: Database,
  cards?: Pick<CardsService, 'getCatalogue'>,
): BanlistsService {
  // One resolver per catalogue revision: the snapshot is rebuilt only when the revision moves,
  // and the resolver remembers its suggestions, so a request costs one set lookup per entry.
  const resolvers = new WeakMap<CatalogueSnapshot, BanlistEntryResolver>();

  async function readResolver(): Promise<BanlistEntryResolver | null> {
    const read = await cards?.getCatalogue();
    if (!read?.ok) return null;
    let resolver = resolvers.get(read.snapshot);
    if (!resolver) {
      resolver = createBanlistEntryResolver(read.snapshot.cardNames);
      resolvers.set(read.snapshot, resolver);
    }
    return resolver;
  }

  // Stored JSON is parsed, not trusted: a hand-edited row must not reach clients malformed. A
  // built-in format stored before a group of switches existed takes the built-in's (issue 15).
  const listBanlists = async () =>
    banlistListSchema.parse(await listBanlistRows(db)).map(addMissingBuiltInSwitches);

  return {
    listBanlists,
    async listPublishedBanlists() {
      const [banlists, resolver] = await Promise.all([listBanlists(), readResolver()]);
      return banlists.map((banlist) => ({
        ...banlist,
        unresolvedEntries: resolver?.findUnresolved(banlist.rules) ?? null,
      }));
    },
    async saveBanlist(key, banlist, author) {
      if (banlist.key !== key) return { ok: false, reason: 'key_mismatch' };
      await db.transaction(async (tx) => {
        await upsertBanlist(tx, banlist, author.id);
        await insertBanlistVersions(tx, [banlist], author.id);
      });
      return { ok: true, banlist };
    },
    async readHistory(key) {
      const rows = await listBanlistVersionRows(db, key);
      if (rows.length === 0) return null;
      // Stored JSON is parsed like the current formats: a malformed row must not reach clients;
      // and versions recorded before a group of switches existed read as the current formats do.
      const history = banlistHistorySchema.parse({
        key,
        versions: rows.map((row) => ({ ...row, publishedAt: row.publishedAt.toISOString() })),
      });
      const versions = history.versions.map((version) => ({
        ...version,
        rules: addMissingBuiltInSwitches({ ...version, key }).rules,
      }));
      return { key, versions };
    },
  };
}
