import type { FastifyInstance } from 'fastify';

/** One registered route: a method and the path as registered (`/api/cards/:id`, `/api/auth/*`). */
export interface AppRoute {
  method: string;
  path: string;
}

/**
 * Every route of the app, read from Fastify's radix tree. printRoutes draws one node per line,
 * four characters of indentation per level; a node's full path is its parents' segments joined,
 * and only nodes that end a route list their methods in parentheses.
 */
export function listAppRoutes(app: FastifyInstance): AppRoute[] {
  const parents: string[] = [];
  const routes: AppRoute[] = [];
  for (const line of app.printRoutes({ commonPrefix: true }).split('\n')) {
    const match = line.match(/^([│ ]*)[├└]── (.+?)(?: \(([^)]*)\))?$/u);
    if (!match) continue;
    const [, indent = '', segment = '', methods] = match;
    const depth = indent.length / 4;
    const path = `${parents[depth - 1] ?? ''}${segment}`;
    parents[depth] = path;
    for (const method of methods?.split(', ') ?? []) routes.push({ method, path });
  }
  return routes;
}
