import { STATUS_CODES } from 'node:http';
import OpenAI, { APIConnectionTimeoutError, APIError } from 'openai';
import { zodResponseFormat } from 'openai/helpers/zod';
import { parseModelReply } from '../../domain/ai-reply/reply-parser';
import type { AiProvider, CardReading } from './ai-provider';
import { structuredCardReplySchema, toSuggestionObject } from './structured-card-reply';

/** SPEC §7 and §9: the request's fixed parameters. */
export const MAX_REPLY_TOKENS = 2000;
export const TEMPERATURE = 1;

export interface OpenAiSettings {
  /** Unset: OpenAI's own API. */
  baseUrl: string | undefined;
  apiKey: string;
  model: string;
  timeoutMs: number;
  /** Ask for a strict JSON schema instead of free text. */
  isStructured: boolean;
}

/**
 * The failure in words an editor may read and a log may keep: 'API error: {status} {statusText}'
 * (SPEC §8) for an HTTP error. The provider's own message is left out, because some echo part of
 * the key back ('Incorrect API key provided: sk-…').
 */
export function describeProviderFailure(error: unknown): string {
  if (error instanceof APIConnectionTimeoutError) return 'la IA no respondió a tiempo';
  if (error instanceof APIError && error.status !== undefined) {
    return `API error: ${error.status} ${STATUS_CODES[error.status] ?? ''}`.trim();
  }
  if (error instanceof APIError) return 'no se pudo conectar con el proveedor de IA';
  return 'error inesperado al llamar al proveedor de IA';
}

/**
 * A vision model behind any OpenAI-compatible chat-completions API (OpenAI, Azure, OpenRouter,
 * Ollama, vLLM, LM Studio), called as SPEC §7 says: one user message with the prompt and the
 * JPEG image, max_tokens 2000, temperature 1. No retries: the editor is waiting and decides.
 */
export function createOpenAiProvider(settings: OpenAiSettings): AiProvider {
  const client = new OpenAI({
    apiKey: settings.apiKey,
    ...(settings.baseUrl === undefined ? {} : { baseURL: settings.baseUrl }),
    timeout: settings.timeoutMs,
    maxRetries: 0,
  });
  const responseFormat = settings.isStructured
    ? { response_format: zodResponseFormat(structuredCardReplySchema, 'carta') }
    : {};

  async function readCard({
    image,
    prompt,
  }: Parameters<AiProvider['readCard']>[0]): Promise<CardReading> {
    try {
      const completion = await client.chat.completions.create({
        model: settings.model,
        max_tokens: MAX_REPLY_TOKENS,
        temperature: TEMPERATURE,
        messages: [
          {
            role: 'user',
            content: [
              { type: 'text', text: prompt },
              {
                type: 'image_url',
                image_url: { url: `data:image/jpeg;base64,${image.jpegBase64}` },
              },
            ],
          },
        ],
        ...responseFormat,
      });
      const rawReply = completion.choices[0]?.message.content ?? '';
      const parsed = parseModelReply(rawReply);
      return {
        ok: true,
        rawReply,
        reply: settings.isStructured ? toSuggestionObject(parsed) : parsed,
      };
    } catch (error) {
      return { ok: false, error: describeProviderFailure(error) };
    }
  }

  return {
    kind: 'openai-compatible',
    model: settings.model,
    label: settings.model,
    readCard,
    close: async () => {},
  };
}
