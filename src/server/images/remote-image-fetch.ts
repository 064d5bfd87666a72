import { lookup as lookupHost } from 'node:dns/promises';
import http, { type IncomingMessage } from 'node:http';
import https from 'node:https';
import { isIP, type LookupFunction } from 'node:net';
import { isPublicAddress, readUrlHost } from './remote-image-address';

export interface RemoteFetchLimits {
  /** Hosts that may resolve to non-public addresses (AI_IMAGE_HOSTS). */
  allowedHosts: ReadonlySet<string>;
  maxBytes: number;
  /** For the whole download, redirects included. */
  timeoutMs: number;
  maxRedirects: number;
}

/** Why a download was refused, in Spanish for the editor; `logDetail` is for the server log only. */
export type RemoteFetch =
  { ok: true; body: Buffer } | { ok: false; detail: string; logDetail: string };

type Hop =
  | { kind: 'body'; body: Buffer }
  | { kind: 'redirect'; location: string }
  | { kind: 'refused'; detail: string; logDetail: string };

const REDIRECT_STATUSES = new Set([301, 302, 303, 307, 308]);

const TIMEOUT_DETAIL = 'el servidor tardó demasiado en responder';

const refuse = (detail: string, logDetail = detail): Hop => ({
  kind: 'refused',
  detail,
  logDetail,
});

type Vetting = { ok: true; address: string; family: 4 | 6 } | { ok: false; hop: Hop };

/** Resolves the host and accepts it only if every address is public or the host is allow-listed. */
async function vetHost(url: URL, allowedHosts: ReadonlySet<string>): Promise<Vetting> {
  const host = readUrlHost(url);
  let addresses: { address: string; family: number }[];
  try {
    addresses = isIP(host)
      ? [{ address: host, family: isIP(host) }]
      : await lookupHost(host, { all: true, verbatim: true });
  } catch {
    return { ok: false, hop: refuse('no se pudo resolver el nombre del servidor', `dns: ${host}`) };
  }
  const first = addresses[0];
  if (first === undefined) {
    return { ok: false, hop: refuse('no se pudo resolver el nombre del servidor', `dns: ${host}`) };
  }
  const privateAddress = addresses.find(({ address }) => !isPublicAddress(address));
  if (privateAddress !== undefined && !allowedHosts.has(host)) {
    return {
      ok: false,
      hop: refuse(
        'la dirección del servidor no es pública',
        `non-public address ${privateAddress.address} for ${host}`,
      ),
    };
  }
  return { ok: true, address: first.address, family: first.family === 6 ? 6 : 4 };
}

/** A DNS lookup that always answers the address we vetted, so a second resolution cannot differ. */
function pinAddress(address: string, family: 4 | 6): LookupFunction {
  return (_hostname, options, callback) => {
    if (options.all) callback(null, [{ address, family }]);
    else callback(null, address, family);
  };
}

function readBody(response: IncomingMessage, maxBytes: number): Promise<Hop> {
  return new Promise((resolve) => {
    const declared = Number(response.headers['content-length']);
    if (Number.isFinite(declared) && declared > maxBytes) {
      response.destroy();
      resolve(refuse('la imagen supera el tamaño máximo de 10 MB', `content-length ${declared}`));
      return;
    }
    const chunks: Buffer[] = [];
    let received = 0;
    response.on('data', (chunk: Buffer) => {
      received += chunk.length;
      if (received > maxBytes) {
        response.destroy();
        resolve(
          refuse('la imagen supera el tamaño máximo de 10 MB', `body over ${maxBytes} bytes`),
        );
        return;
      }
      chunks.push(chunk);
    });
    response.on('end', () => resolve({ kind: 'body', body: Buffer.concat(chunks) }));
    response.on('error', (error) => resolve(refuse('la descarga se interrumpió', error.message)));
  });
}

function requestHop(
  url: URL,
  vetted: { address: string; family: 4 | 6 },
  limits: RemoteFetchLimits,
  signal: AbortSignal,
): Promise<Hop> {
  const client = url.protocol === 'https:' ? https : http;
  return new Promise((resolve) => {
    const request = client.get(
      url,
      {
        lookup: pinAddress(vetted.address, vetted.family),
        signal,
        headers: { accept: 'image/*', 'user-agent': 'Grimorio/1.0 (lectura de cartas)' },
      },
      (response) => {
        const status = response.statusCode ?? 0;
        const location = response.headers.location;
        if (REDIRECT_STATUSES.has(status) && location !== undefined) {
          response.resume();
          resolve({ kind: 'redirect', location });
          return;
        }
        if (status < 200 || status >= 300) {
          response.resume();
          resolve(refuse(`el servidor respondió ${status}`, `http status ${status}`));
          return;
        }
        void readBody(response, limits.maxBytes).then(resolve);
      },
    );
    request.on('error', (error) =>
      resolve(
        signal.aborted
          ? refuse(TIMEOUT_DETAIL, `timeout after ${limits.timeoutMs} ms`)
          : refuse('no se pudo conectar con el servidor', error.message),
      ),
    );
  });
}

async function followRedirects(
  start: URL,
  limits: RemoteFetchLimits,
  signal: AbortSignal,
): Promise<RemoteFetch> {
  let url = start;
  for (let hop = 0; hop <= limits.maxRedirects; hop += 1) {
    if (url.protocol !== 'http:' && url.protocol !== 'https:') {
      return {
        ok: false,
        detail: 'solo se admiten URL http o https',
        logDetail: `protocol ${url.protocol}`,
      };
    }
    const vetting = await vetHost(url, limits.allowedHosts);
    const result = vetting.ok ? await requestHop(url, vetting, limits, signal) : vetting.hop;
    if (result.kind === 'body') return { ok: true, body: result.body };
    if (result.kind === 'refused')
      return { ok: false, detail: result.detail, logDetail: result.logDetail };
    try {
      url = new URL(result.location, url);
    } catch {
      return {
        ok: false,
        detail: 'la redirección no es válida',
        logDetail: `location ${result.location}`,
      };
    }
  }
  return {
    ok: false,
    detail: 'demasiadas redirecciones',
    logDetail: `more than ${limits.maxRedirects} redirects`,
  };
}

/**
 * Downloads a remote image without SSRF: http or https only; each hop (redirects followed by hand,
 * at most `maxRedirects`) must resolve only to public addresses unless its host is allow-listed,
 * and the connection goes to the address that was checked; the body is capped and the whole
 * download has one deadline.
 */
export async function fetchRemoteImage(
  start: URL,
  limits: RemoteFetchLimits,
): Promise<RemoteFetch> {
  const signal = AbortSignal.timeout(limits.timeoutMs);
  // DNS has no signal of its own; the deadline must hold for a resolver that never answers.
  const deadline = new Promise<RemoteFetch>((resolve) => {
    signal.addEventListener('abort', () =>
      resolve({
        ok: false,
        detail: TIMEOUT_DETAIL,
        logDetail: `timeout after ${limits.timeoutMs} ms`,
      }),
    );
  });
  return Promise.race([followRedirects(start, limits, signal), deadline]);
}
