import { banlistListSchema } from '../../contract/banlists';
import type { Banlist } from '../../domain/banlists/banlist';
import type { Editor } from '../auth/current-editor';
import type { Database } from '../db/connect';
import { listBanlistRows, upsertBanlist } from './banlists.repository';

export type BanlistWrite =
  { ok: true; banlist: Banlist } | { ok: false; reason: 'key_mismatch' | 'unauthenticated' };

export interface BanlistsService {
  listBanlists: () => Promise<Banlist[]>;
  saveBanlist: (key: string, banlist: Banlist, editor: Editor | null) => Promise<BanlistWrite>;
}

export function createBanlistsService(db: Database): BanlistsService {
  return {
    // Stored JSON is parsed, not trusted: a hand-edited row must not reach clients malformed.
    listBanlists: async () => banlistListSchema.parse(await listBanlistRows(db)),
    async saveBanlist(key, banlist, editor) {
      // Checks run in the order a client can fix them: the request itself, then who sends it.
      if (banlist.key !== key) return { ok: false, reason: 'key_mismatch' };
      if (editor === null) return { ok: false, reason: 'unauthenticated' };
      await upsertBanlist(db, banlist, editor.id);
      return { ok: true, banlist };
    },
  };
}
