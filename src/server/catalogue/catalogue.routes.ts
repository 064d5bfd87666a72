import { API_PATHS } from '../../contract/api-paths';
import type { Database } from '../db/connect';
import type { ZodFastify } from '../http/zod-validation';
import { getCatalogueInfo } from './catalogue.service';

export function registerCatalogueRoutes(app: ZodFastify, db: Database): void {
  app.get(API_PATHS.catalogue, () => getCatalogueInfo(db));
}
