import { describe, expect, it } from 'vitest';
import { loadAiConfig, type AiConfig } from './ai-config';

function load(environment: NodeJS.ProcessEnv): AiConfig {
  const result = loadAiConfig(environment, '/datos');
  if (!result.ok) throw new Error(result.problems.join(' '));
  return result.config;
}

describe('AI configuration', () => {
  it('reads offline with the OCR when nothing is set', () => {
    expect(load({})).toEqual({
      provider: 'ocr',
      baseUrl: undefined,
      apiKey: undefined,
      model: 'gpt-4o',
      isStructured: false,
      timeoutMs: 60_000,
      imageHosts: new Set(),
      readingsPerMinute: 10,
      ocrCacheDir: '/datos/tesseract-cache',
    });
  });

  it('asks OpenAI with structured output when only a key is set', () => {
    expect(load({ AI_API_KEY: 'sk-clave' })).toMatchObject({
      provider: 'openai',
      apiKey: 'sk-clave',
      isStructured: true,
    });
  });

  it.each([
    [{ AI_API_KEY: 'k', AI_BASE_URL: 'https://api.openai.com/v1' }, true],
    [{ AI_API_KEY: 'k', AI_BASE_URL: 'https://openrouter.ai/api/v1' }, false],
    [{ AI_API_KEY: 'k', AI_STRUCTURED: 'false' }, false],
    [{ AI_API_KEY: 'k', AI_BASE_URL: 'http://127.0.0.1:11434/v1', AI_STRUCTURED: 'true' }, true],
    [{ AI_PROVIDER: 'ocr', AI_API_KEY: 'k', AI_STRUCTURED: 'true' }, false],
  ])('asks for structured output with %j: %s', (environment, isStructured) => {
    expect(load(environment).isStructured).toBe(isStructured);
  });

  it('lets a local server without a key be the provider', () => {
    expect(load({ AI_PROVIDER: 'openai', AI_BASE_URL: 'http://127.0.0.1:11434/v1' })).toMatchObject(
      {
        provider: 'openai',
        apiKey: undefined,
      },
    );
  });

  it('keeps the OCR when AI_PROVIDER says so even with a key', () => {
    expect(load({ AI_PROVIDER: 'ocr', AI_API_KEY: 'k' }).provider).toBe('ocr');
  });

  it('reads the model, timeout, image hosts and rate', () => {
    expect(
      load({
        AI_API_KEY: 'k',
        AI_MODEL: 'gpt-4.1-mini',
        AI_TIMEOUT_MS: '15000',
        AI_IMAGE_HOSTS: 'cartas.example, [::1],10.0.0.5',
        AI_RATE_LIMIT_PER_MINUTE: '3',
      }),
    ).toMatchObject({
      model: 'gpt-4.1-mini',
      timeoutMs: 15_000,
      imageHosts: new Set(['cartas.example', '::1', '10.0.0.5']),
      readingsPerMinute: 3,
    });
  });

  it.each([
    [{ AI_PROVIDER: 'openai' }, 'AI_PROVIDER=openai necesita AI_API_KEY'],
    [{ AI_PROVIDER: 'claude' }, 'AI_PROVIDER'],
    [{ AI_BASE_URL: 'ftp://ia.example' }, 'AI_BASE_URL'],
    [{ AI_STRUCTURED: 'quizás' }, 'AI_STRUCTURED'],
    [{ AI_TIMEOUT_MS: '0' }, 'AI_TIMEOUT_MS'],
  ])('refuses %j naming the variable', (environment, named) => {
    const result = loadAiConfig(environment, '/datos');

    expect(result.ok).toBe(false);
    if (!result.ok) expect(result.problems.join(' ')).toContain(named);
  });
});
