import { randomUUID } from 'node:crypto';
import { performance } from 'node:perf_hooks';
import {
  AI_FAILURE_PREFIX,
  type AiStats,
  type CardSuggestionRequest,
  type CardSuggestionResponse,
  type SuggestedCard,
} from '../../contract/ai';
import { buildCardPrompt, CARD_PROMPT_VERSION } from '../../domain/ai-reply/card-prompt';
import { validateStructuredEffects } from '../../domain/ai-reply/effect-validator';
import { parseStructuredEffects } from '../../domain/ai-reply/effects-parser';
import { mergeSuggestionIntoCard } from '../../domain/ai-reply/suggestion-merge';
import {
  makeFallbackSuggestion,
  normalizeSuggestion,
  type AiSuggestion,
} from '../../domain/ai-reply/suggestion';
import type { Card } from '../../domain/cards/card';
import { findCardById } from '../cards/cards.repository';
import type { Database } from '../db/connect';
import type { ImageLoader } from '../images/remote-image-loader';
import { summariseAcceptance } from './acceptance-stats';
import type { AiProvider } from './ai-provider';
import {
  countSuggestions,
  insertAiSuggestion,
  listSavedOutcomes,
} from './ai-suggestions.repository';
import { listChangedFields, toDifferenceFlags } from './suggestion-differences';

/** The part of Fastify's logger the service writes to. */
export interface AiLog {
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export type CardSuggestionOutcome =
  | { ok: true; response: CardSuggestionResponse }
  | {
      ok: false;
      statusCode: 400 | 404 | 422;
      error: 'empty_image_url' | 'card_not_found' | 'image_unreachable';
      message: string;
      detail?: string;
    }
  | { ok: false; statusCode: 502; error: 'provider'; message: string; fallback: SuggestedCard };

export interface AiService {
  providerKind: AiProvider['kind'];
  suggestCard: (
    request: CardSuggestionRequest,
    author: { id: string },
    log: AiLog,
  ) => Promise<CardSuggestionOutcome>;
  getStats: () => Promise<AiStats>;
  close: () => Promise<void>;
}

/** What a suggestion is compared with when no card was named: a new card with only its image. */
function makeBlankCard(imageUrl: string): Card {
  return {
    id: 0,
    nombre: '',
    tipo: 'aliado',
    ruta_completa: imageUrl,
    edicion: '',
    coste: null,
    fuerza: null,
    raza: null,
    habilidad: null,
    flavor_text: null,
    ilustrador: null,
    habilidades: [],
    revisada: false,
    unica: null,
    etiquetas: null,
  };
}

/** The merged card on the wire: structured effects always as the list (SPEC §5 parsing). */
function toSuggestedCard(card: Card): SuggestedCard {
  return { ...card, habilidades: parseStructuredEffects(card.habilidades) };
}

/**
 * The AI card reading (issue 8): loads the image, asks the provider, normalises the reply with
 * the rules engine, merges it into the card, lists the changed fields and the structured effects
 * that do not fit the vocabulary, and stores the reading unchanged, failures included.
 */
export function createAiService(deps: {
  db: Database;
  provider: AiProvider;
  loadImage: ImageLoader;
}): AiService {
  const { db, provider, loadImage } = deps;

  async function suggestCard(
    request: CardSuggestionRequest,
    author: { id: string },
    log: AiLog,
  ): Promise<CardSuggestionOutcome> {
    const card = request.cardId === undefined ? null : await findCardById(db, request.cardId);
    if (request.cardId !== undefined && card === null) {
      return {
        ok: false,
        statusCode: 404,
        error: 'card_not_found',
        message: 'Carta no encontrada.',
      };
    }
    const imageUrl = (request.imageUrl ?? card?.ruta_completa ?? '').trim();
    const image = await loadImage(imageUrl);
    if (!image.ok) {
      log.warn({ imageUrl, reason: image.logDetail }, 'AI card reading: image refused');
      return image.reason === 'empty_url'
        ? { ok: false, statusCode: 400, error: 'empty_image_url', message: image.message }
        : {
            ok: false,
            statusCode: 422,
            error: 'image_unreachable',
            message: image.message,
            detail: image.detail,
          };
    }

    const startedAt = performance.now();
    const reading = await provider.readCard({
      image: image.image,
      prompt: buildCardPrompt(request.customPrompt),
    });
    const durationMs = Math.round(performance.now() - startedAt);
    const base = card ?? makeBlankCard(imageUrl);
    const suggestion: AiSuggestion = reading.ok
      ? normalizeSuggestion(reading.reply, imageUrl)
      : makeFallbackSuggestion(provider.label, imageUrl);
    const merged = mergeSuggestionIntoCard(base, suggestion);
    const changed = listChangedFields(base, merged);
    const effectProblems = validateStructuredEffects(suggestion.efectos_estructurados);
    const suggestionId = randomUUID();
    await insertAiSuggestion(db, {
      id: suggestionId,
      cardId: card?.id ?? null,
      mode: request.mode,
      provider: provider.kind,
      model: provider.model,
      promptVersion: CARD_PROMPT_VERSION,
      durationMs,
      imageUrl,
      customPrompt: request.customPrompt?.trim() || null,
      rawReply: reading.ok ? reading.rawReply : null,
      suggestion,
      differences: changed,
      effectProblems,
      error: reading.ok ? null : reading.error,
      createdBy: author.id,
    });

    if (!reading.ok) {
      log.error(
        { provider: provider.kind, model: provider.model, suggestionId, error: reading.error },
        `Error al contactar con la IA: ${reading.error}`,
      );
      return {
        ok: false,
        statusCode: 502,
        error: 'provider',
        message: `${AI_FAILURE_PREFIX}${reading.error}`,
        fallback: toSuggestedCard(merged),
      };
    }
    return {
      ok: true,
      response: {
        suggestionId,
        provider: provider.kind,
        model: provider.model,
        suggestion,
        card: toSuggestedCard(merged),
        differences: toDifferenceFlags(changed),
        effectProblems,
      },
    };
  }

  return {
    providerKind: provider.kind,
    suggestCard,
    getStats: async () =>
      summariseAcceptance(await countSuggestions(db), await listSavedOutcomes(db)),
    close: () => provider.close(),
  };
}
