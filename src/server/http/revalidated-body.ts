import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';
import type { FastifyReply, FastifyRequest } from 'fastify';

/** Encodings a body kept in memory is compressed into, preferred first. */
export const PRECOMPRESSED_ENCODINGS = ['br', 'gzip'] as const;
export type PrecompressedEncoding = (typeof PRECOMPRESSED_ENCODINGS)[number];

const compressors: Record<PrecompressedEncoding, (body: string) => Promise<Buffer>> = {
  // Quality 5 compresses 20,000 cards to about 4% in a fraction of a second; higher levels take
  // seconds for a few percent more.
  br: (body) =>
    promisify(brotliCompress)(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }),
  gzip: (body) => promisify(gzip)(body, { level: 6 }),
};

/**
 * A body kept in memory with its strong ETag (the catalogue, the page with its first screen),
 * compressed at most once per encoding: compressing 20,000 cards on every request would cost far
 * more than serving them.
 */
export interface RevalidatedBody {
  body: string;
  etag: string;
  compressed: (encoding: PrecompressedEncoding) => Promise<Buffer>;
}

/** `body` compressed with an encoding, each at most once. */
export function memoiseCompression(body: string): RevalidatedBody['compressed'] {
  const made = new Map<PrecompressedEncoding, Promise<Buffer>>();
  return (encoding) => {
    let buffer = made.get(encoding);
    if (!buffer) {
      buffer = compressors[encoding](body);
      made.set(encoding, buffer);
    }
    return buffer;
  };
}

/** Whether an If-None-Match header names this ETag (or `*`). */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (ifNoneMatch === undefined) return false;
  return ifNoneMatch
    .split(',')
    .map((candidate) => candidate.trim().replace(/^W\//, ''))
    .some((candidate) => candidate === '*' || candidate === etag);
}

/**
 * The best encoding of ours the client accepts (`Accept-Encoding`), or null for identity.
 * q-values of 0 refuse an encoding; otherwise our own preference order decides.
 */
export function choosePrecompressedEncoding(
  acceptEncoding: string | undefined,
): PrecompressedEncoding | null {
  if (acceptEncoding === undefined) return null;
  const accepted = new Set<string>();
  for (const part of acceptEncoding.split(',')) {
    const [name = '', ...parameters] = part.trim().toLowerCase().split(';');
    const isRefused = parameters.some((parameter) => /^\s*q=0(\.0*)?\s*$/.test(parameter));
    if (!isRefused) accepted.add(name.trim());
  }
  return (
    PRECOMPRESSED_ENCODINGS.find((encoding) => accepted.has(encoding) || accepted.has('*')) ?? null
  );
}

/**
 * Sends a body kept in memory: 304 to a client that holds its ETag, else the best compressed copy
 * the client accepts (the global compression hook leaves an encoded body alone). no-cache:
 * browsers keep the body but revalidate, which costs a 304 while nothing changed.
 */
export async function sendRevalidatedBody(
  request: FastifyRequest,
  reply: FastifyReply,
  content: RevalidatedBody,
  contentType: string,
): Promise<FastifyReply> {
  reply
    .header('etag', content.etag)
    .header('cache-control', 'no-cache')
    .header('vary', 'accept-encoding');
  if (matchesEtag(request.headers['if-none-match'], content.etag)) return reply.code(304).send();
  reply.type(contentType);
  const encoding = choosePrecompressedEncoding(request.headers['accept-encoding']);
  if (encoding === null) return reply.send(content.body);
  return reply.header('content-encoding', encoding).send(await content.compressed(encoding));
}
