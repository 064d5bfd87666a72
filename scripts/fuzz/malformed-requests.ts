import type { AppRoute } from '../../src/server/testing/app-routes';
import { makeBrokenJson, makeNastyJsonValue } from './nasty-values';
import type { SeededRandom } from './seeded-random';

/** A well-formed request to start from: the URL with its parameters and a valid body. */
export interface SampleRequest {
  url: string;
  payload?: unknown;
}

/** One request the fuzzer sends; `headers` add to (or replace) the caller's own. */
export interface MalformedRequest {
  method: string;
  url: string;
  headers: Record<string, string>;
  payload?: string | Buffer;
}

const METHODS_WITH_BODY = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/** Path segments no route expects, as they would appear (already encoded) in a request line. */
const ABSURD_SEGMENTS = [
  '0',
  '-1',
  '1.5',
  '1e3',
  '1e400',
  '3000000000',
  '2147483648',
  '99999999999999999999999',
  'NaN',
  'Infinity',
  '0x10',
  '%00',
  'a%00b',
  '%01',
  '%7f',
  '%ff',
  '%c0%af',
  '%ed%a0%80',
  '%2e%2e',
  '..%2f..%2fetc%2fpasswd',
  '%2F',
  '%E2%80%AE',
  encodeURIComponent('ñandú🃏'),
  'a'.repeat(99),
  'a'.repeat(5000),
  '%',
  '%zz',
  '%2500',
  '%20',
  '%0a',
  '%09',
  'null',
  '__proto__',
  'constructor',
  '[]',
  '%7B%7D',
  ';',
  '1;jsessionid=x',
];

const QUERIES = [
  'w=1e400',
  'w=%00',
  'w=-240',
  'w=240&w=480',
  'w[]=240',
  'w=240.0',
  'a=%ff',
  'a=%00',
  '%zz=1',
  '%00=1',
  `q=${'x'.repeat(5000)}`,
  '__proto__[isAdmin]=1',
  'constructor[prototype][isAdmin]=1',
  'callbackURL=javascript:alert(1)',
  'token=%00',
  '&&&==',
];

const NO_CONTENT_TYPE = '(none)';

const CONTENT_TYPES = [
  'application/json; charset=utf-8',
  'application/json; charset=latin1',
  'APPLICATION/JSON',
  'application/json;;',
  'text/plain',
  'application/x-www-form-urlencoded',
  'multipart/form-data; boundary=x',
  'application/xml',
  'application/vnd.api+json',
  'a/b/c',
  ';;;',
  `application/json; x=${'y'.repeat(2000)}`,
  NO_CONTENT_TYPE,
];

const ODD_HEADERS: Record<string, string>[] = [
  { accept: '*/*;q=abc' },
  { accept: 'application/xml' },
  { 'accept-encoding': 'br;q=2, gzip;q=-1, x' },
  { 'if-none-match': `"${'a'.repeat(2000)}"` },
  { 'if-none-match': '*' },
  { 'if-none-match': 'W/"0", "1"' },
  { origin: 'null' },
  { origin: 'http://evil.example' },
  { 'sec-fetch-site': 'cross-site' },
  { 'x-forwarded-for': '::ffff:1.2.3.4, garbage' },
  { cookie: `better-auth.session_token=${'x'.repeat(100)}` },
  { cookie: 'better-auth.session_token=%00; a=b' },
  { cookie: ';;;=' },
  { range: 'bytes=9999999999-' },
];

/** The value a route parameter had in the sample request (`:id` → '1'; `*` → the rest). */
function readSampleParameters(route: AppRoute, sample: SampleRequest): Map<string, string> {
  const patternSegments = route.path.split('/');
  const sampleSegments = sample.url.split('?')[0]?.split('/') ?? [];
  const values = new Map<string, string>();
  patternSegments.forEach((segment, index) => {
    if (segment.startsWith(':')) values.set(segment, sampleSegments[index] ?? '1');
    if (segment === '*') values.set('*', sampleSegments.slice(index).join('/'));
  });
  return values;
}

/** Percent-encodes one character of a literal segment: '/api' → '/%61pi'. */
function encodeOneCharacter(random: SeededRandom, segment: string): string {
  if (segment === '') return segment;
  const index = random.int(0, segment.length - 1);
  const code = segment.charCodeAt(index).toString(16).padStart(2, '0');
  const encoded = random.chance(0.5) ? code.toUpperCase() : code;
  return `${segment.slice(0, index)}%${encoded}${segment.slice(index + 1)}`;
}

function buildUrl(random: SeededRandom, route: AppRoute, sample: SampleRequest): string {
  const samples = readSampleParameters(route, sample);
  const segments = route.path.split('/').map((segment) => {
    if (segment.startsWith(':') || segment === '*') {
      return random.chance(0.5) ? (samples.get(segment) ?? '1') : random.pick(ABSURD_SEGMENTS);
    }
    return random.chance(0.05) ? encodeOneCharacter(random, segment) : segment;
  });
  let path = segments.join('/');
  if (random.chance(0.05))
    path = random.pick([
      `${path}/`,
      path.replace('/api/', '/api//'),
      path.replace('/api/', '/api/./'),
      path.replace('/api/', '/x/../api/'),
    ]);
  const query = random.chance(0.25) ? `?${random.pick(QUERIES)}` : '';
  return `${path}${query}`;
}

const SLOT = '__fuzz_slot__';

/** Every place in a JSON value a hostile value could go: each key path, plus a new key. */
function listSlots(value: unknown, path: (string | number)[] = []): (string | number)[][] {
  const slots: (string | number)[][] = [path];
  if (Array.isArray(value)) {
    value.forEach((item, index) => slots.push(...listSlots(item, [...path, index])));
  } else if (typeof value === 'object' && value !== null) {
    for (const [key, item] of Object.entries(value)) slots.push(...listSlots(item, [...path, key]));
    slots.push([...path, 'campo_inesperado']);
  }
  return slots;
}

function replaceAt(
  value: unknown,
  path: readonly (string | number)[],
  replacement: unknown,
): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  if (Array.isArray(value)) {
    return value.map((item, index) => (index === head ? replaceAt(item, rest, replacement) : item));
  }
  const record: Record<string, unknown> =
    typeof value === 'object' && value !== null ? Object.fromEntries(Object.entries(value)) : {};
  return { ...record, [head]: replaceAt(record[head], rest, replacement) };
}

/** The sample body with one value (or the whole body) replaced by a hostile raw JSON text. */
function mutateSampleBody(random: SeededRandom, payload: unknown): string {
  const base = payload ?? {};
  const slot = random.pick(listSlots(base));
  const withSlot = random.chance(0.1)
    ? replaceAt(base, slot, undefined)
    : replaceAt(base, slot, SLOT);
  const text = JSON.stringify(withSlot) ?? 'null';
  return text.replace(JSON.stringify(SLOT), () => makeNastyJsonValue(random));
}

function buildBody(random: SeededRandom, payload: unknown): string | Buffer | undefined {
  const roll = random.next();
  if (roll < 0.55) return mutateSampleBody(random, payload);
  if (roll < 0.7) return makeNastyJsonValue(random);
  if (roll < 0.85) return makeBrokenJson(random, JSON.stringify(payload ?? {}));
  if (roll < 0.95) return JSON.stringify(payload ?? {});
  return undefined;
}

/**
 * A malformed variant of a route's sample request: absurd path parameters, odd encodings and
 * queries; for write methods a hostile, broken or oddly typed body; sometimes odd headers.
 */
export function makeMalformedRequest(
  random: SeededRandom,
  route: AppRoute,
  sample: SampleRequest,
): MalformedRequest {
  const url = buildUrl(random, route, sample);
  const headers: Record<string, string> = random.chance(0.1) ? { ...random.pick(ODD_HEADERS) } : {};
  const hasBody = METHODS_WITH_BODY.has(route.method) || random.chance(0.03);
  const payload = hasBody ? buildBody(random, sample.payload) : undefined;
  if (payload !== undefined) {
    const contentType = random.chance(0.75) ? 'application/json' : random.pick(CONTENT_TYPES);
    if (contentType !== NO_CONTENT_TYPE) headers['content-type'] = contentType;
  }
  return { method: route.method, url, headers, ...(payload === undefined ? {} : { payload }) };
}
