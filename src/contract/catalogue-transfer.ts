import { z } from 'zod';
import { unresolvedBanlistEntrySchema } from './banlists';
import { catalogueInfoSchema } from './cards';

/** The catalogue file formats: the spec's card JSON, and CSV with the same field names. */
export const catalogueFormatSchema = z.enum(['json', 'csv']);
export type CatalogueFileFormat = z.infer<typeof catalogueFormatSchema>;

/** `GET /api/cards/export?format=json|csv` (JSON when left out). */
export const catalogueExportQuerySchema = z.object({
  format: catalogueFormatSchema.default('json'),
});

/** The most an admin may upload to the 'Catálogo' page: room for about 40,000 cards. */
export const CATALOGUE_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** `POST /api/catalogue/import?format=…&mode=…&dryRun=…`; the body is the file's text. */
export const catalogueImportQuerySchema = z.object({
  format: catalogueFormatSchema,
  mode: z.enum(['merge', 'replace']).default('merge'),
  dryRun: z
    .enum(['true', 'false'])
    .default('true')
    .transform((value) => value === 'true'),
});
export type CatalogueImportQuery = z.input<typeof catalogueImportQuerySchema>;

const diffEntrySchema = z.object({ id: z.int(), nombre: z.string() });

/** An import's diff as reported: counts and the first cards of each kind. */
export const catalogueDiffSummarySchema = z.object({
  counts: z.object({
    added: z.int().nonnegative(),
    changed: z.int().nonnegative(),
    unchanged: z.int().nonnegative(),
    removed: z.int().nonnegative(),
  }),
  added: z.array(diffEntrySchema),
  changed: z.array(diffEntrySchema.extend({ fields: z.array(z.string()) })),
  unchanged: z.array(diffEntrySchema),
  removed: z.array(diffEntrySchema),
});

/** 200: what the import did (or, for a dry run, would do). */
export const catalogueImportResponseSchema = z.object({
  dryRun: z.boolean(),
  cardCount: z.int().nonnegative(),
  source: catalogueInfoSchema.shape.source,
  diff: catalogueDiffSummarySchema,
  /** Per format, the list entries that name no card of the resulting catalogue. */
  unresolved: z.array(
    z.object({
      key: z.string(),
      name: z.string(),
      entries: z.array(unresolvedBanlistEntrySchema),
    }),
  ),
});
export type CatalogueImportResponse = z.infer<typeof catalogueImportResponseSchema>;

/** 422: the file was refused and nothing was written; each problem names its record and field. */
export const catalogueImportRefusalSchema = z.object({
  error: z.literal('invalid_catalogue'),
  message: z.string(),
  problems: z.array(z.object({ index: z.int().nullable(), field: z.string(), reason: z.string() })),
});
export type CatalogueImportRefusal = z.infer<typeof catalogueImportRefusalSchema>;
