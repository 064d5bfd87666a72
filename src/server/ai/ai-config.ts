import path from 'node:path';
import { z } from 'zod';
import { parseAllowedHosts } from '../images/remote-image-address';
import type { AiProvider } from './ai-provider';
import { createOcrProvider } from './ocr-provider';
import { createOpenAiProvider } from './openai-provider';

/** Settings of the AI card reading, from the AI_* environment variables. */
export interface AiConfig {
  /** 'openai': any OpenAI-compatible API; 'ocr': tesseract.js, offline. */
  provider: 'openai' | 'ocr';
  /** Unset: OpenAI's own API. */
  baseUrl: string | undefined;
  apiKey: string | undefined;
  model: string;
  /** Ask the model for a strict JSON schema (structured output). */
  isStructured: boolean;
  timeoutMs: number;
  /** Hosts whose images may be fetched even from private addresses (AI_IMAGE_HOSTS). */
  imageHosts: ReadonlySet<string>;
  readingsPerMinute: number;
  /** Where the OCR keeps its unpacked language data; unset: nowhere. */
  ocrCacheDir: string | undefined;
}

export const DEFAULT_AI_MODEL = 'gpt-4o';

/** Offline reading with the defaults: what runs when nothing is configured. */
export const OFFLINE_AI_CONFIG: AiConfig = {
  provider: 'ocr',
  baseUrl: undefined,
  apiKey: undefined,
  model: DEFAULT_AI_MODEL,
  isStructured: false,
  timeoutMs: 60_000,
  imageHosts: new Set(),
  readingsPerMinute: 10,
  ocrCacheDir: undefined,
};

const optionalText = z
  .string()
  .optional()
  .transform((value) => (value === undefined || value.trim() === '' ? undefined : value.trim()));

const optionalFlag = optionalText.pipe(
  z
    .enum(['true', 'false', '1', '0'])
    .transform((value) => value === 'true' || value === '1')
    .optional(),
);

const aiEnvironmentSchema = z.object({
  AI_PROVIDER: optionalText.pipe(z.enum(['openai', 'ocr']).optional()),
  AI_BASE_URL: optionalText.pipe(z.url({ protocol: /^https?$/ }).optional()),
  AI_API_KEY: optionalText,
  AI_MODEL: optionalText.transform((value) => value ?? DEFAULT_AI_MODEL),
  AI_STRUCTURED: optionalFlag,
  AI_TIMEOUT_MS: z.coerce.number().int().positive().default(60_000),
  AI_IMAGE_HOSTS: optionalText,
  AI_RATE_LIMIT_PER_MINUTE: z.coerce.number().int().positive().default(10),
});

const isOpenAiItself = (baseUrl: string | undefined) =>
  baseUrl === undefined || new URL(baseUrl).hostname === 'api.openai.com';

export type AiConfigResult = { ok: true; config: AiConfig } | { ok: false; problems: string[] };

/**
 * Reads the AI_* variables. The provider defaults to 'openai' when a key is set and to the
 * offline 'ocr' otherwise; structured output defaults to on for OpenAI's own API only, because
 * compatible servers support it unevenly.
 */
export function loadAiConfig(environment: NodeJS.ProcessEnv, dataDir: string): AiConfigResult {
  const parsed = aiEnvironmentSchema.safeParse(environment);
  if (!parsed.success) {
    return {
      ok: false,
      problems: parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`),
    };
  }
  const env = parsed.data;
  const provider = env.AI_PROVIDER ?? (env.AI_API_KEY === undefined ? 'ocr' : 'openai');
  if (provider === 'openai' && env.AI_API_KEY === undefined && env.AI_BASE_URL === undefined) {
    return {
      ok: false,
      problems: [
        'AI_PROVIDER=openai necesita AI_API_KEY, o AI_BASE_URL de un servidor local sin clave.',
      ],
    };
  }
  return {
    ok: true,
    config: {
      provider,
      baseUrl: env.AI_BASE_URL,
      apiKey: env.AI_API_KEY,
      model: env.AI_MODEL,
      isStructured: provider === 'openai' && (env.AI_STRUCTURED ?? isOpenAiItself(env.AI_BASE_URL)),
      timeoutMs: env.AI_TIMEOUT_MS,
      imageHosts: parseAllowedHosts(env.AI_IMAGE_HOSTS),
      readingsPerMinute: env.AI_RATE_LIMIT_PER_MINUTE,
      ocrCacheDir: path.join(dataDir, 'tesseract-cache'),
    },
  };
}

/** A local server without keys still gets a bearer value, because the SDK insists on one. */
const KEYLESS_PLACEHOLDER = 'sin-clave';

/** The provider the configuration names. */
export function createConfiguredProvider(config: AiConfig): AiProvider {
  if (config.provider === 'ocr') return createOcrProvider({ cacheDir: config.ocrCacheDir });
  return createOpenAiProvider({
    baseUrl: config.baseUrl,
    apiKey: config.apiKey ?? KEYLESS_PLACEHOLDER,
    model: config.model,
    timeoutMs: config.timeoutMs,
    isStructured: config.isStructured,
  });
}
