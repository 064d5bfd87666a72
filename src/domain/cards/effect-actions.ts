import { isRecord } from '../ai-reply/json-value';

// Structured effects are a few levels deep; the bound only guards against cyclic objects.
const MAX_EFFECT_DEPTH = 32;

/**
 * Calls `visit` for every action of decoded structured effects (SPEC §3: objects with an
 * 'accion' string), nested ones included, in document order.
 */
export function visitEffectActions(
  node: unknown,
  visit: (action: Record<string, unknown>) => void,
  depth = 0,
): void {
  if (depth > MAX_EFFECT_DEPTH) return;
  if (Array.isArray(node)) {
    for (const child of node) visitEffectActions(child, visit, depth + 1);
    return;
  }
  if (!isRecord(node)) return;
  if (typeof node['accion'] === 'string') visit(node);
  for (const child of Object.values(node)) visitEffectActions(child, visit, depth + 1);
}
