import { banlistListSchema } from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import type { CurrentUser } from '../../contract/auth';
import type { Database } from '../db/connect';
import { listBanlistRows, upsertBanlist } from './banlists.repository';

export type BanlistWrite = { ok: true; banlist: Banlist } | { ok: false; reason: 'key_mismatch' };

export interface BanlistsService {
  listBanlists: () => Promise<Banlist[]>;
  /** Publishes an official format on behalf of an editor or admin. */
  saveBanlist: (key: string, banlist: Banlist, author: CurrentUser) => Promise<BanlistWrite>;
}

export function createBanlistsService(db: Database): BanlistsService {
  return {
    // Stored JSON is parsed, not trusted: a hand-edited row must not reach clients malformed.
    listBanlists: async () => banlistListSchema.parse(await listBanlistRows(db)),
    async saveBanlist(key, banlist, author) {
      if (banlist.key !== key) return { ok: false, reason: 'key_mismatch' };
      await upsertBanlist(db, banlist, author.id);
      return { ok: true, banlist };
    },
  };
}
