import type { FastifyRequest } from 'fastify';

/** A signed-in person allowed to change official data. */
export interface Editor {
  id: string;
}

/**
 * Who is making the request. Accounts and sessions arrive with better-auth in a later issue;
 * until then no request can prove who sent it, so every request is anonymous and every write to
 * official data is refused.
 */
export function findCurrentEditor(_request: FastifyRequest): Editor | null {
  return null;
}
