import { describe, expect, it } from 'vitest';
import {
  createLogSerializers,
  redactForLog,
  redactUrl,
  REDACTED,
  serializeErrorForLog,
} from './log-redaction';

const TOKEN = 'cC3pdfP6VHI6DVpQ0hhTd80ah7dEn3Kp';
const QUERY = 'select "id" from "sessions" where "sessions"."token" = $1';

/** Drizzle's error: the values in the message, the driver's error (with them again) as cause. */
function makeFailedQueryError(): Error {
  const driverError = Object.assign(new Error('column "user_agent" does not exist'), {
    code: '42703',
    query: QUERY,
    params: [TOKEN],
  });
  return Object.assign(
    new Error(`Failed query: ${QUERY}\nparams: ${TOKEN}`, { cause: driverError }),
    {
      query: QUERY,
      params: [TOKEN],
    },
  );
}

describe('log redaction', () => {
  it('logs a failed query with its SQL, code and cause but without its parameter values', () => {
    const logged = serializeErrorForLog(makeFailedQueryError());

    expect(JSON.stringify(logged)).not.toContain(TOKEN);
    expect(logged).toMatchObject({
      type: 'Error',
      message: `Failed query: ${QUERY}\nparams: ${REDACTED}`,
      query: QUERY,
      cause: { message: 'column "user_agent" does not exist', code: '42703' },
    });
  });

  it('cuts the values from an error that only repeats them in its message and stack', () => {
    const wrapped = new Error(
      `Failed to get session: Failed query: ${QUERY}\nparams: ${TOKEN}: oops`,
    );

    expect(JSON.stringify(serializeErrorForLog(wrapped))).not.toContain(TOKEN);
  });

  it('drops secret fields at any depth of a logged value, errors inside it too', () => {
    const logged = redactForLog([
      { session: { token: TOKEN, userId: 'u1' } },
      { details: [makeFailedQueryError()] },
    ]);

    expect(JSON.stringify(logged)).not.toContain(TOKEN);
    expect(logged).toMatchObject([{ session: { token: REDACTED, userId: 'u1' } }, {}]);
  });

  it.each([
    [
      '/api/auth/verify-email?token=abc&callbackURL=%2F',
      `/api/auth/verify-email?token=${encodeURIComponent(REDACTED)}&callbackURL=%2F`,
    ],
    ['/api/cards?q=dragon&page=2', '/api/cards?q=dragon&page=2'],
    ['/api/cards', '/api/cards'],
  ])('logs the URL %s as %s', (url, expected) => {
    expect(redactUrl(url)).toBe(expected);
  });

  it('never throws on a logged error that is not an Error', () => {
    const { err } = createLogSerializers();

    expect(err({ params: [TOKEN] })).toMatchObject({ type: 'object' });
    expect(JSON.stringify(err({ params: [TOKEN] }))).not.toContain(TOKEN);
  });
});
