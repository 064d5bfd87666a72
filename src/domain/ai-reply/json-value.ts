/** A plain JSON object (not an array, not null), as the reply parsers of SPEC §7 expect. */
export function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}
