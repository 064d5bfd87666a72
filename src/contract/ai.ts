import { z } from 'zod';
import { builtOnFirstUse } from './built-on-first-use';
import type { AiSuggestion } from '../domain/ai-reply/suggestion';
import { CARD_TYPE_LABELS } from '../domain/cards/card-type-labels';
import { cardSchema } from './cards';
import type { ErrorBody } from './errors';
import { imageUrlSchema } from './image-url';
import { boundedText, rowIdSchema } from './input-bounds';

/** Paths of the AI card reading. */
export const AI_PATHS = {
  cardSuggestion: '/api/ai/card-suggestion',
  stats: '/api/ai/stats',
} as const;

/** Who read the card: a vision model behind an OpenAI-compatible API, or the offline OCR. */
export const AI_PROVIDER_KINDS = ['openai-compatible', 'ocr'] as const;
export type AiProviderKind = (typeof AI_PROVIDER_KINDS)[number];

/** Card fields the suggestion can change; `differences` and the stats are keyed by them. */
export const SUGGESTED_CARD_FIELDS = [
  'nombre',
  'tipo',
  'edicion',
  'coste',
  'fuerza',
  'raza',
  'habilidad',
  'flavor_text',
  'ilustrador',
  'habilidades',
  'revisada',
] as const;
export type SuggestedCardField = (typeof SUGGESTED_CARD_FIELDS)[number];

export const CUSTOM_PROMPT_MAX_LENGTH = 2000;

/**
 * Body of `POST /api/ai/card-suggestion` (editors and admins). `imageUrl` wins over the card's
 * stored image, so the editor can try the URL typed in the form; without `cardId` the suggestion
 * is compared with an empty card (creating a new one).
 */
export const cardSuggestionRequestSchema = builtOnFirstUse(() =>
  z.object({
    cardId: rowIdSchema.unwrap().optional(),
    // Blank is "no image": the service answers it with the spec's own message. Anything else must
    // be an address we would store.
    imageUrl: z.union([z.string().regex(/^\s*$/u), imageUrlSchema.unwrap()]).optional(),
    customPrompt: boundedText(CUSTOM_PROMPT_MAX_LENGTH).optional(),
    mode: z.enum(['review', 'main']),
  }),
);

export type CardSuggestionRequest = z.infer<typeof cardSuggestionRequestSchema>;

/** The AI suggestion result (SPEC §3), normalised by the rules engine. */
export const aiSuggestionSchema = builtOnFirstUse(() =>
  z.object({
    nombre: z.string(),
    ability: z.string(),
    tipo: z.enum(CARD_TYPE_LABELS),
    coste: z.int().nonnegative(),
    strength: z.int().nonnegative(),
    raza: z.string(),
    ilustrador: z.string(),
    efectos_estructurados: z.array(z.unknown()),
    edition: z.string(),
    id: z.int().nonnegative(),
    url_image: z.string(),
    flavour: z.string().nullable(),
    reviewed: z.boolean(),
  }),
) satisfies z.ZodType<AiSuggestion>;

/**
 * The suggestion merged into card fields (mergeSuggestionIntoCard). When no card was given the
 * base is an empty card, so id may be 0 and nombre or edicion empty until the editor fills them.
 */
export const suggestedCardSchema = builtOnFirstUse(() =>
  cardSchema.unwrap().extend({
    id: z.int().nonnegative(),
    nombre: z.string(),
    edicion: z.string(),
  }),
);

export type SuggestedCard = z.infer<typeof suggestedCardSchema>;

/** A part of the structured effects that does not fit the vocabulary, shown to the editor. */
export const effectProblemSchema = builtOnFirstUse(() =>
  z.object({ path: z.string(), problem: z.string() }),
);

/** 200 of `POST /api/ai/card-suggestion`. Send `suggestionId` back with the save (PUT /api/cards/:id). */
export const cardSuggestionResponseSchema = builtOnFirstUse(() =>
  z.object({
    suggestionId: z.string().min(1),
    provider: z.enum(AI_PROVIDER_KINDS),
    model: z.string(),
    suggestion: aiSuggestionSchema.unwrap(),
    card: suggestedCardSchema.unwrap(),
    /** true where the merged card differs from the card as stored (or from an empty card). */
    differences: z.record(z.enum(SUGGESTED_CARD_FIELDS), z.boolean()),
    effectProblems: z.array(effectProblemSchema.unwrap()),
  }),
);

export type CardSuggestionResponse = z.infer<typeof cardSuggestionResponseSchema>;

/** Start of every message the editor sees when the AI call fails (SPEC §8). */
export const AI_FAILURE_PREFIX = 'Error al contactar con la IA: ';

/**
 * 502 of `POST /api/ai/card-suggestion`: the provider failed. `message` already starts with
 * AI_FAILURE_PREFIX; `fallback` is the 'Error en {provider}' card of SPEC §7.
 */
export const providerFailureSchema = builtOnFirstUse(() =>
  z.object({
    error: z.literal('provider'),
    message: z.string(),
    fallback: suggestedCardSchema.unwrap(),
  }),
);

export type ProviderFailure = z.infer<typeof providerFailureSchema>;

/**
 * The alert text of a failed AI call (SPEC §8 'Error al contactar con la IA: {message}'): the
 * 400/422 messages ('La URL de la imagen no puede estar vacía.') get the prefix, the 502 one
 * already has it.
 */
export function formatAiFailureMessage(body: Pick<ErrorBody, 'message'>): string {
  return body.message.startsWith(AI_FAILURE_PREFIX)
    ? body.message
    : `${AI_FAILURE_PREFIX}${body.message}`;
}

/** Acceptance of one field: of the saved suggestions that changed it, how many kept the change. */
export const fieldAcceptanceSchema = builtOnFirstUse(() =>
  z.object({
    field: z.enum(SUGGESTED_CARD_FIELDS),
    suggested: z.int().nonnegative(),
    kept: z.int().nonnegative(),
    /** kept / suggested, 0 when nothing was suggested. */
    rate: z.number().min(0).max(1),
  }),
);

/** `GET /api/ai/stats` (admins). */
export const aiStatsSchema = builtOnFirstUse(() =>
  z.object({
    suggestions: z.int().nonnegative(),
    failed: z.int().nonnegative(),
    saved: z.int().nonnegative(),
    fields: z.array(fieldAcceptanceSchema.unwrap()),
  }),
);

export type AiStats = z.infer<typeof aiStatsSchema>;
