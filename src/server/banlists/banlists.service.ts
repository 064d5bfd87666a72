import { banlistListSchema } from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import type { AccessCheck, AccessDenial } from '../auth/current-user';
import type { Database } from '../db/connect';
import { listBanlistRows, upsertBanlist } from './banlists.repository';

export type BanlistWrite =
  { ok: true; banlist: Banlist } | { ok: false; reason: 'key_mismatch' } | AccessDenial;

export interface BanlistsService {
  listBanlists: () => Promise<Banlist[]>;
  /** Publishes an official format; `access` says whether the sender may (editors and admins). */
  saveBanlist: (key: string, banlist: Banlist, access: AccessCheck) => Promise<BanlistWrite>;
}

export function createBanlistsService(db: Database): BanlistsService {
  return {
    // Stored JSON is parsed, not trusted: a hand-edited row must not reach clients malformed.
    listBanlists: async () => banlistListSchema.parse(await listBanlistRows(db)),
    async saveBanlist(key, banlist, access) {
      // Checks run in the order a client can fix them: the request itself, then who sends it.
      if (banlist.key !== key) return { ok: false, reason: 'key_mismatch' };
      if (!access.ok) return access;
      await upsertBanlist(db, banlist, access.user.id);
      return { ok: true, banlist };
    },
  };
}
