import { useQuery } from '@tanstack/react-query';
import { API_PATHS } from '../../contract/api-paths';
import { editionBlocksSchema } from '../../contract/edition-blocks';
import { DEFAULT_EDITION_BLOCKS, type EditionBlocks } from '../../domain/cards/edition-blocks';
import { fetchJson } from './api-client';

export const editionBlocksQueryOptions = {
  queryKey: ['edition-blocks'] as const,
  queryFn: (): Promise<EditionBlocks> => fetchJson(API_PATHS.editionBlocks, editionBlocksSchema),
  staleTime: Infinity,
};

/**
 * The edition → block mapping the server keeps (Racial Edición rules, SPEC §5). Until it answers
 * the rules engine's default mapping applies, so the builder never waits on it.
 */
export function useEditionBlocks(): EditionBlocks {
  const query = useQuery(editionBlocksQueryOptions);
  return query.data ?? DEFAULT_EDITION_BLOCKS;
}
