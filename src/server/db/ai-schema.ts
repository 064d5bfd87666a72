import { index, integer, jsonb, pgTable, text, timestamp } from 'drizzle-orm/pg-core';
import type { SuggestedCardField } from '../../contract/ai';
import type { EffectProblem } from '../../domain/ai-reply/effect-validator';
import type { AiSuggestion } from '../../domain/ai-reply/suggestion';

/**
 * Every AI card reading, kept unchanged for later measurement: who asked, which provider, model
 * and prompt version answered, how long it took, the raw reply and what the rules engine made of
 * it. `kept_fields` is filled when the editor saves the card. No foreign keys: a reading stays
 * worth counting after its card is re-imported or its author's account is removed.
 */
export const aiSuggestions = pgTable(
  'ai_suggestions',
  {
    id: text('id').primaryKey(),
    cardId: integer('card_id'),
    mode: text('mode').$type<'review' | 'main'>().notNull(),
    provider: text('provider').notNull(),
    model: text('model').notNull(),
    promptVersion: text('prompt_version').notNull(),
    durationMs: integer('duration_ms').notNull(),
    imageUrl: text('image_url').notNull(),
    customPrompt: text('custom_prompt'),
    /** The reply exactly as received; null when the provider failed. */
    rawReply: text('raw_reply'),
    /** The normalised suggestion (the fallback card when the provider failed). */
    suggestion: jsonb('suggestion').$type<AiSuggestion>().notNull(),
    differences: jsonb('differences').$type<SuggestedCardField[]>().notNull(),
    effectProblems: jsonb('effect_problems').$type<EffectProblem[]>().notNull(),
    /** Why the provider failed, for the log and the stats; never holds a key. */
    error: text('error'),
    createdBy: text('created_by').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    keptFields: jsonb('kept_fields').$type<SuggestedCardField[]>(),
    keptAt: timestamp('kept_at', { withTimezone: true }),
  },
  (table) => [
    index('ai_suggestions_card_id_idx').on(table.cardId),
    index('ai_suggestions_created_at_idx').on(table.createdAt),
  ],
);
