import { hasForbiddenCharacters } from './input-bounds';

/**
 * Deepest nesting of arrays and objects the API reads. A card's structured effects, the deepest
 * payload, need about ten levels; thousands would overflow the stack of JSON.stringify, zod or
 * the database driver.
 */
export const MAX_JSON_DEPTH = 32;

const OPEN_BRACKET = 0x5b;
const OPEN_BRACE = 0x7b;
const CLOSE_BRACKET = 0x5d;
const CLOSE_BRACE = 0x7d;
const QUOTE = 0x22;
const BACKSLASH = 0x5c;

/**
 * Whether a JSON text nests arrays and objects deeper than `maxDepth`, read without parsing it
 * (brackets inside strings do not count), so a hostile text is refused before JSON.parse builds it.
 */
export function isJsonTextNestedDeeperThan(text: string, maxDepth: number): boolean {
  let depth = 0;
  let isInString = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (isInString) {
      if (code === BACKSLASH) index += 1;
      else if (code === QUOTE) isInString = false;
    } else if (code === QUOTE) {
      isInString = true;
    } else if (code === OPEN_BRACKET || code === OPEN_BRACE) {
      depth += 1;
      if (depth > maxDepth) return true;
    } else if (code === CLOSE_BRACKET || code === CLOSE_BRACE) {
      depth -= 1;
    }
  }
  return false;
}

/** What is wrong with a parsed JSON value, if anything; `path` leads to the offending text. */
export type JsonValueProblem =
  { kind: 'too_deep' } | { kind: 'forbidden_characters'; path: (string | number)[] };

/** A path as the API's messages name fields (`card.habilidades.0`); bad keys shown escaped. */
export function formatJsonPath(path: readonly (string | number)[]): string {
  return path
    .map((key) => (typeof key === 'string' ? JSON.stringify(key).slice(1, -1) : String(key)))
    .join('.');
}

function inspectAt(
  value: unknown,
  path: (string | number)[],
  maxDepth: number,
): JsonValueProblem | null {
  if (typeof value === 'string') {
    return hasForbiddenCharacters(value) ? { kind: 'forbidden_characters', path } : null;
  }
  if (typeof value !== 'object' || value === null) return null;
  if (path.length >= maxDepth) return { kind: 'too_deep' };
  const entries: [string | number, unknown][] = Array.isArray(value)
    ? value.map((item, index) => [index, item])
    : Object.entries(value);
  for (const [key, item] of entries) {
    if (typeof key === 'string' && hasForbiddenCharacters(key)) {
      return { kind: 'forbidden_characters', path: [...path, key] };
    }
    const problem = inspectAt(item, [...path, key], maxDepth);
    if (problem !== null) return problem;
  }
  return null;
}

/**
 * The first problem of a parsed JSON value: arrays and objects nested deeper than `maxDepth`, or
 * a string or key holding a control character. Recursion stops at `maxDepth`, so it is safe on
 * any value.
 */
export function inspectJsonValue(
  value: unknown,
  maxDepth: number = MAX_JSON_DEPTH,
): JsonValueProblem | null {
  return inspectAt(value, [], maxDepth);
}
