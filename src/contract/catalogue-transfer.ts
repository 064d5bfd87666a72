import { z } from 'zod';

/** The catalogue file formats: the spec's card JSON, and CSV with the same field names. */
export const catalogueFormatSchema = z.enum(['json', 'csv']);
export type CatalogueFileFormat = z.infer<typeof catalogueFormatSchema>;

/** `GET /api/cards/export?format=json|csv` (JSON when left out). */
export const catalogueExportQuerySchema = z.object({
  format: catalogueFormatSchema.default('json'),
});
