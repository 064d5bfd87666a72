import { OFFLINE_AI_CONFIG, type AiConfig } from '../ai-config';
import type { FakeOpenAiServer } from './fake-openai-server';

/** A key shaped like OpenAI's, so a leak into a reply or a log would be noticed. */
export const FAKE_PROVIDER_KEY = 'sk-prueba-0123456789abcdefghijklmnop';
export const FAKE_PROVIDER_MODEL = 'gpt-4o-prueba';

/** The app's AI settings pointed at a fake provider; short timeout, generous rate. */
export function makeFakeProviderConfig(
  fake: FakeOpenAiServer,
  overrides: Partial<AiConfig> = {},
): AiConfig {
  return {
    ...OFFLINE_AI_CONFIG,
    provider: 'openai',
    baseUrl: fake.baseUrl,
    apiKey: FAKE_PROVIDER_KEY,
    model: FAKE_PROVIDER_MODEL,
    timeoutMs: 1000,
    readingsPerMinute: 100,
    ...overrides,
  };
}
