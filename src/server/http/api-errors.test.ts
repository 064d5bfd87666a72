import { describe, expect, it } from 'vitest';
import { API_PATHS } from '../../contract/api-paths';
import { errorBodySchema } from '../../contract/errors';
import { useSeededTestApp } from '../testing/seeded-test-app';
import { signInAs } from '../testing/test-accounts';

// Error shaping is the same whatever database runs, so one backend is enough here.
describe('API error responses', () => {
  const testApp = useSeededTestApp('pglite', { rateLimitPerMinute: 3 });

  it('answers an editor’s unsupported body type with 415 and the error shape', async () => {
    const editor = await signInAs(testApp, 'editor');

    const response = await testApp.app.inject({
      method: 'PUT',
      url: API_PATHS.banlist('racialLibre'),
      headers: { ...editor.headers, 'content-type': 'application/xml' },
      payload: '<banlist/>',
    });

    expect(response.statusCode).toBe(415);
    expect(errorBodySchema.parse(response.json()).error).toBe('unsupported_media_type');
  });

  it('answers an unknown method on a known path with the JSON 404 shape', async () => {
    const response = await testApp.app.inject({ method: 'DELETE', url: API_PATHS.cards });

    expect(response.statusCode).toBe(404);
    expect(errorBodySchema.parse(response.json()).error).toBe('not_found');
  });

  it('slows down a client that floods the API with a Spanish 429', async () => {
    const statuses: number[] = [];
    let last = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
    statuses.push(last.statusCode);
    while (last.statusCode !== 429 && statuses.length < 10) {
      last = await testApp.app.inject({ method: 'GET', url: API_PATHS.health });
      statuses.push(last.statusCode);
    }

    expect(last.statusCode).toBe(429);
    expect(errorBodySchema.parse(last.json())).toEqual({
      error: 'rate_limited',
      message: 'Demasiadas solicitudes. Espera un momento antes de volver a intentarlo.',
    });
  });
});
