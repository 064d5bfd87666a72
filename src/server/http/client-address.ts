import { normalizeIP } from '@fastify/rate-limit';

/** Stands for a client whose address is gone (it disconnected before its request was read). */
export const UNKNOWN_CLIENT_ADDRESS = 'unknown';

/**
 * The address a client's requests are limited by: IPv4-mapped IPv6 as IPv4, other IPv6
 * addresses by their /64 (one customer's network), and a constant when the socket has already
 * closed, where Fastify's `request.ip` is undefined and the rate limiter's own key would throw.
 */
export function readClientAddress(request: { ip?: string | undefined }): string {
  const address = request.ip;
  return address === undefined || address === '' ? UNKNOWN_CLIENT_ADDRESS : normalizeIP(address);
}
