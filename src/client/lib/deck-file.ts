/** Characters that Windows, macOS or Linux refuse in a file name, and control characters. */
const UNSAFE_FILE_NAME_CHARACTERS = /[\\/:*?"<>|\p{Cc}]+/gu;
const MAX_FILE_NAME_LENGTH = 80;
const FALLBACK_FILE_NAME = 'mazo';

/** A download's file name from the deck's name: 'Caballeros del Alba.txt', 'mazo.json' without one. */
export function toDeckFileName(deckName: string | null, extension: 'txt' | 'json' | 'png'): string {
  const base = (deckName ?? '')
    .replace(UNSAFE_FILE_NAME_CHARACTERS, ' ')
    .replace(/\s+/gu, ' ')
    .trim()
    .replace(/^\.+/u, '')
    .slice(0, MAX_FILE_NAME_LENGTH)
    .trim();
  return `${base === '' ? FALLBACK_FILE_NAME : base}.${extension}`;
}

/** Saves a Blob as a file through the browser's download (an object URL and a link). */
export function downloadBlob(fileName: string, blob: Blob): void {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = fileName;
  document.body.append(link);
  link.click();
  link.remove();
  // Revoked on the next task: the click has started the download by then.
  window.setTimeout(() => URL.revokeObjectURL(url), 0);
}

/** Saves text as a file through the browser's download, without a round trip to the server. */
export function downloadTextFile(fileName: string, content: string, mimeType: string): void {
  downloadBlob(fileName, new Blob([content], { type: `${mimeType};charset=utf-8` }));
}

export type CopyResult = { ok: true } | { ok: false };

/** Copies text to the clipboard; an unavailable or refused clipboard is a value, not an error. */
export async function copyText(text: string): Promise<CopyResult> {
  if (typeof navigator.clipboard?.writeText !== 'function') return { ok: false };
  try {
    await navigator.clipboard.writeText(text);
    return { ok: true };
  } catch {
    // The browser refuses without a secure context or permission; the caller shows the fallback.
    return { ok: false };
  }
}
