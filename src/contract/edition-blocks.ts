import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';

/**
 * `GET /api/edition-blocks`: edition → block, as the server stores it (SPEC §3). Apart from the
 * banlist contract so the catalogue's first screen does not carry every format's lists.
 */
export const editionBlocksSchema = builtOnFirstUse(() =>
  z.record(z.string().min(1), z.string().min(1)),
);
