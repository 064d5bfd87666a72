const ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
const VALUES = new Map([...ALPHABET].map((char, value) => [char, value]));

/** URL-safe base64 without padding (RFC 4648 §5), so a deck code can sit in a link as is. */
export function encodeBase64Url(bytes: Uint8Array): string {
  let text = '';
  for (let start = 0; start < bytes.length; start += 3) {
    const chunk = bytes.subarray(start, start + 3);
    const bits = ((chunk[0] ?? 0) << 16) | ((chunk[1] ?? 0) << 8) | (chunk[2] ?? 0);
    const chars = chunk.length + 1;
    for (let index = 0; index < chars; index += 1) {
      text += ALPHABET[(bits >> (18 - 6 * index)) & 63];
    }
  }
  return text;
}

/**
 * Bytes of URL-safe base64 without padding, or null when the text is not the canonical encoding
 * of some bytes (a foreign character, an impossible length, or stray bits in the last character).
 */
export function decodeBase64Url(text: string): Uint8Array | null {
  if (text.length % 4 === 1) return null;
  const bytes = new Uint8Array(Math.floor((text.length * 3) / 4));
  let byteIndex = 0;
  for (let start = 0; start < text.length; start += 4) {
    const chunk = text.slice(start, start + 4);
    let bits = 0;
    for (let index = 0; index < 4; index += 1) {
      const char = chunk[index];
      const value = char === undefined ? 0 : VALUES.get(char);
      if (value === undefined) return null;
      bits |= value << (18 - 6 * index);
    }
    const byteCount = chunk.length - 1;
    // Unused low bits must be zero, or two texts would decode to the same bytes.
    if ((bits & ((1 << (8 * (3 - byteCount))) - 1)) !== 0) return null;
    for (let index = 0; index < byteCount; index += 1) {
      bytes[byteIndex] = (bits >> (16 - 8 * index)) & 255;
      byteIndex += 1;
    }
  }
  return bytes;
}
