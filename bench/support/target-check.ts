/** A figure's verdict against an upper bound, worded for the printed summary. */
export function describeTarget(value: number, limit: number, unit: string): string {
  const verdict = Number.isFinite(value) && value <= limit ? 'cumple' : 'NO CUMPLE';
  return `(objetivo ≤ ${limit} ${unit}: ${verdict})`;
}

/** Milliseconds with one decimal, as the targets are stated. */
export function formatMs(value: number): string {
  return `${value.toFixed(1)} ms`;
}

/** Bytes as KB (1 KB = 1024 B) or MB, one decimal. */
export function formatBytes(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / 1024).toFixed(1)} KB`;
}
