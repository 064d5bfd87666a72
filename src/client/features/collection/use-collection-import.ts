import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { API_PATHS } from '../../../contract/api-paths';
import {
  COLLECTION_LIMITS,
  collectionImportResultSchema,
  type CollectionImportResult,
  type CollectionMode,
} from '../../../contract/collection';
import { requestJson } from '../../lib/api-client';
import { useCards } from '../../lib/catalogue-queries';
import { COLLECTION_QUERY_KEY, useCollection } from '../../lib/collection-store';
import { readCollectionCsv } from './collection-csv';

export type CollectionImportOutcome =
  { ok: true; result: CollectionImportResult } | { ok: false; message: string };

/**
 * Imports a collection file (`id,nombre,cantidad`): a player's goes to the server
 * (`POST /api/collection/import`, the file as text), a visitor's is read in the browser with the
 * same rules and kept in localStorage.
 */
export function useCollectionImport() {
  const { place, applyCounts } = useCollection();
  const { data: catalogue } = useCards();
  const queryClient = useQueryClient();

  return useCallback(
    async (text: string, mode: CollectionMode): Promise<CollectionImportOutcome> => {
      if (new TextEncoder().encode(text).length > COLLECTION_LIMITS.csvBytes) {
        return { ok: false, message: 'El archivo supera el límite de 1 MB.' };
      }
      if (place === 'account') {
        const reply = await requestJson(
          `${API_PATHS.collectionImport}?mode=${mode}`,
          collectionImportResultSchema,
          {
            method: 'POST',
            credentials: 'same-origin',
            headers: { 'Content-Type': 'text/plain; charset=utf-8' },
            body: text,
          },
        );
        await queryClient.invalidateQueries({ queryKey: COLLECTION_QUERY_KEY });
        return reply.ok ? { ok: true, result: reply.data } : reply;
      }
      const read = await readCollectionCsv(text, catalogue ?? []);
      if (!read.ok) return read;
      await applyCounts(read.cards, mode);
      return { ok: true, result: { applied: read.cards.length, unresolved: read.unresolved } };
    },
    [place, applyCounts, catalogue, queryClient],
  );
}
