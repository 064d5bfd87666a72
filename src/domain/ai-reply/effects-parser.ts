/** Attempts at decoding structured effects (SPEC §9 'structured-effects parse retries 5'). */
export const EFFECTS_PARSE_ATTEMPTS = 5;

/**
 * Structured effects decoded from an array or a (possibly doubly encoded) JSON string, with up to
 * 5 attempts, collapsing repeated backslashes after a failed one (SPEC §5); the value reached,
 * array or not.
 */
export function decodeStructuredEffects(value: unknown): unknown {
  let current = value;
  for (let attempt = 0; attempt < EFFECTS_PARSE_ATTEMPTS; attempt += 1) {
    if (typeof current !== 'string') break;
    const text = current;
    try {
      current = JSON.parse(text);
    } catch {
      current = text.replace(/\\{2,}/gu, '\\');
    }
  }
  return current;
}

/** Structured-effects parsing (SPEC §5): as decodeStructuredEffects, an empty list unless an array. */
export function parseStructuredEffects(value: unknown): unknown[] {
  const decoded = decodeStructuredEffects(value);
  return Array.isArray(decoded) ? decoded : [];
}
