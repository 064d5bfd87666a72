import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import { unresolvedBanlistEntrySchema } from './banlists';
import { catalogueInfoSchema } from './cards';

/** The catalogue file formats: the spec's card JSON, and CSV with the same field names. */
export const catalogueFormatSchema = builtOnFirstUse(() => z.enum(['json', 'csv']));
export type CatalogueFileFormat = z.infer<typeof catalogueFormatSchema>;

/** `GET /api/cards/export?format=json|csv` (JSON when left out). */
export const catalogueExportQuerySchema = builtOnFirstUse(() =>
  z.object({
    format: catalogueFormatSchema.unwrap().default('json'),
  }),
);

/** The most an admin may upload to the 'Catálogo' page: room for about 40,000 cards. */
export const CATALOGUE_UPLOAD_LIMIT_BYTES = 25 * 1024 * 1024;

/** `POST /api/catalogue/import?format=…&mode=…&dryRun=…`; the body is the file's text. */
export const catalogueImportQuerySchema = builtOnFirstUse(() =>
  z.object({
    format: catalogueFormatSchema.unwrap(),
    mode: z.enum(['merge', 'replace']).default('merge'),
    dryRun: z
      .enum(['true', 'false'])
      .default('true')
      .transform((value) => value === 'true'),
  }),
);
export type CatalogueImportQuery = z.input<typeof catalogueImportQuerySchema>;

const diffEntrySchema = builtOnFirstUse(() => z.object({ id: z.int(), nombre: z.string() }));

/** An import's diff as reported: counts and the first cards of each kind. */
export const catalogueDiffSummarySchema = builtOnFirstUse(() =>
  z.object({
    counts: z.object({
      added: z.int().nonnegative(),
      changed: z.int().nonnegative(),
      unchanged: z.int().nonnegative(),
      removed: z.int().nonnegative(),
    }),
    added: z.array(diffEntrySchema.unwrap()),
    changed: z.array(diffEntrySchema.unwrap().extend({ fields: z.array(z.string()) })),
    unchanged: z.array(diffEntrySchema.unwrap()),
    removed: z.array(diffEntrySchema.unwrap()),
  }),
);

/** 200: what the import did (or, for a dry run, would do). */
export const catalogueImportResponseSchema = builtOnFirstUse(() =>
  z.object({
    dryRun: z.boolean(),
    cardCount: z.int().nonnegative(),
    source: catalogueInfoSchema.unwrap().shape.source,
    diff: catalogueDiffSummarySchema.unwrap(),
    /** Per format, the list entries that name no card of the resulting catalogue. */
    unresolved: z.array(
      z.object({
        key: z.string(),
        name: z.string(),
        entries: z.array(unresolvedBanlistEntrySchema.unwrap()),
      }),
    ),
  }),
);
export type CatalogueImportResponse = z.infer<typeof catalogueImportResponseSchema>;

/** 422: the file was refused and nothing was written; each problem names its record and field. */
export const catalogueImportRefusalSchema = builtOnFirstUse(() =>
  z.object({
    error: z.literal('invalid_catalogue'),
    message: z.string(),
    problems: z.array(
      z.object({ index: z.int().nullable(), field: z.string(), reason: z.string() }),
    ),
  }),
);
export type CatalogueImportRefusal = z.infer<typeof catalogueImportRefusalSchema>;
