import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { API_PATHS } from '../../../contract/api-paths';
import { banlistSchema } from '../../../contract/banlists';
import type { Banlist } from '../../../domain/banlists/banlist';
import { requestJson, toWriteInit } from '../../lib/api-client';
import { officialBanlistsQueryOptions } from '../../lib/banlist-store';
import { notify } from '../../lib/notification-store';
import { banlistHistoryQueryKey } from './use-banlist-history';

export interface BanlistPublishing {
  /** Whether the 'Publicar como lista oficial' question is on screen. */
  isAsked: boolean;
  isPublishing: boolean;
  ask: () => void;
  cancel: () => void;
  /** Sends the format to the server (`PUT /api/banlists/:key`) and says how it went. */
  publish: (banlist: Banlist) => Promise<void>;
}

function replaceOfficial(official: readonly Banlist[], published: Banlist): Banlist[] {
  return official.some((banlist) => banlist.key === published.key)
    ? official.map((banlist) => (banlist.key === published.key ? published : banlist))
    : [...official, published];
}

/**
 * Publishing a format as the official one (editors and admins; the server checks the role).
 * The official list in the cache is updated at once and then fetched again, so every screen
 * built on the merged formats shows what the server now keeps.
 */
export function useBanlistPublishing(): BanlistPublishing {
  const queryClient = useQueryClient();
  const [isAsked, setIsAsked] = useState(false);
  const [isPublishing, setIsPublishing] = useState(false);

  const publish = async (banlist: Banlist) => {
    setIsAsked(false);
    setIsPublishing(true);
    const result = await requestJson(
      API_PATHS.banlist(banlist.key),
      banlistSchema,
      toWriteInit('PUT', banlist),
    );
    setIsPublishing(false);
    if (!result.ok) {
      notify(result.message);
      return;
    }
    queryClient.setQueryData<Banlist[]>(officialBanlistsQueryOptions.queryKey, (official) =>
      official ? replaceOfficial(official, result.data) : official,
    );
    void queryClient.invalidateQueries({ queryKey: officialBanlistsQueryOptions.queryKey });
    void queryClient.invalidateQueries({ queryKey: banlistHistoryQueryKey(result.data.key) });
    notify(`Banlist oficial "${result.data.name}" publicada.`);
  };

  return {
    isAsked,
    isPublishing,
    ask: () => setIsAsked(true),
    cancel: () => setIsAsked(false),
    publish,
  };
}
