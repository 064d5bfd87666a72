import { API_PATHS } from '../../contract/api-paths';
import type { Database } from '../db/connect';
import type { ZodFastify } from '../http/zod-validation';
import { readEditionBlocks } from './edition-blocks.repository';

/** `GET /api/edition-blocks`: the stored edition → block mapping the Racial Edición rules use. */
export function registerEditionBlocksRoutes(app: ZodFastify, db: Database): void {
  app.get(API_PATHS.editionBlocks, () => readEditionBlocks(db));
}
