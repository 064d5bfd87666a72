import { Agent, request } from 'node:http';
import { brotliDecompressSync, gunzipSync, inflateSync } from 'node:zlib';
import { AUTH_PATHS } from '../../src/contract/auth';

/** What a browser sends; the server compresses large answers as it would for the app. */
const BROWSER_ACCEPT_ENCODING = 'gzip, deflate, br';

/** One request as it crossed the wire, timed from sending it to its last byte. */
export interface TimedResponse {
  status: number;
  ms: number;
  /** Body bytes as sent (compressed when the server compressed them). */
  wireBytes: number;
  /** Body bytes once decompressed: the JSON the client parses. */
  body: Buffer;
  /** The Content-Encoding the server chose, or null for none. */
  contentEncoding: string | null;
  setCookies: string[];
}

export interface BenchRequest {
  method: 'GET' | 'PUT' | 'POST';
  path: string;
  json?: unknown;
  /** Send no Accept-Encoding, to read the uncompressed size. */
  isIdentity?: boolean;
}

/** A client of one server: one kept-alive connection, one session cookie, the app's Origin. */
export interface BenchHttpClient {
  send: (options: BenchRequest) => Promise<TimedResponse>;
  /** Signs a new player up through the API; later requests carry its session cookie. */
  signUp: (account: { email: string; password: string; name: string }) => Promise<void>;
  close: () => void;
}

function decompress(bytes: Buffer, encoding: string | undefined): Buffer {
  if (encoding === 'br') return brotliDecompressSync(bytes);
  if (encoding === 'gzip') return gunzipSync(bytes);
  if (encoding === 'deflate') return inflateSync(bytes);
  return bytes;
}

/** The `name=value` pairs of Set-Cookie headers, as a Cookie header sends them back. */
function toCookieHeader(setCookies: readonly string[]): string {
  return setCookies.map((line) => line.split(';')[0]?.trim() ?? '').join('; ');
}

/**
 * One socket kept alive (maxSockets 1), as a browser tab reuses its connection, so each timing is
 * the server's work plus loopback, never a TCP handshake.
 */
export function createBenchHttpClient(baseUrl: string): BenchHttpClient {
  const agent = new Agent({ keepAlive: true, maxSockets: 1 });
  const origin = new URL(baseUrl).origin;
  let cookie = '';

  const send = ({ method, path, json, isIdentity = false }: BenchRequest) =>
    new Promise<TimedResponse>((resolve, reject) => {
      const payload = json === undefined ? undefined : Buffer.from(JSON.stringify(json));
      const headers: Record<string, string> = { origin };
      if (!isIdentity) headers['accept-encoding'] = BROWSER_ACCEPT_ENCODING;
      if (cookie !== '') headers.cookie = cookie;
      if (payload !== undefined) {
        headers['content-type'] = 'application/json';
        headers['content-length'] = String(payload.length);
      }
      const started = performance.now();
      const outgoing = request(`${baseUrl}${path}`, { method, headers, agent }, (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('error', reject);
        response.on('end', () => {
          const ms = performance.now() - started;
          const raw = Buffer.concat(chunks);
          resolve({
            status: response.statusCode ?? 0,
            ms,
            wireBytes: raw.length,
            body: decompress(raw, response.headers['content-encoding']),
            contentEncoding: response.headers['content-encoding'] ?? null,
            setCookies: response.headers['set-cookie'] ?? [],
          });
        });
      });
      outgoing.on('error', reject);
      outgoing.end(payload);
    });

  return {
    send,
    signUp: async (account) => {
      const response = await send({ method: 'POST', path: AUTH_PATHS.signUp, json: account });
      if (response.status !== 200 || response.setCookies.length === 0) {
        throw new Error(`Sign-up failed: ${response.status} ${response.body.toString('utf8')}`);
      }
      cookie = toCookieHeader(response.setCookies);
    },
    close: () => agent.destroy(),
  };
}
