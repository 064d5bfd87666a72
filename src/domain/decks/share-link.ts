import { decodeBase64Url, encodeBase64Url } from './base64url';
import type { DeckCardCount, PortableDeck } from './portable-deck';

/** Why a share code could not be read, in Spanish for the page that opens the link. */
export const SHARE_LINK_MESSAGES = {
  corrupt: 'El enlace del mazo está dañado.',
  unknownVersion: 'Este enlace es de una versión que no reconocemos.',
  tooLong: 'El enlace del mazo es demasiado largo.',
} as const;

export type DecodeDeckShareResult =
  { ok: true; value: PortableDeck } | { ok: false; reason: string };

// Version 1: a deck without side deck (links made before the side deck read as before).
// Version 2: the same, then the pair (id 0, count 0) and the side deck's cards (issue 15).
const VERSION = '1';
const SIDE_DECK_VERSION = '2';
// Far above any real deck (50 cards take about 200 characters); stops work on pasted junk.
export const MAX_SHARE_CODE_LENGTH = 4000;
// Version 1 writes the built-in formats as one byte. The list is part of the version: a key may
// be appended for a new version, never reordered, or old links would open in the wrong format.
const FORMAT_CODES: readonly string[] = ['racialEdicion', 'racialLibre', 'formatoLibre'];
const CUSTOM_FORMAT_CODE = 0;
const CHECKSUM_BYTES = 2;
const MAX_VARINT_BYTES = 8;

function assertWholeNumber(value: number, label: string): void {
  // Card ids and counts are whole numbers by the contract; anything else is a programming error.
  if (!Number.isSafeInteger(value) || value < 0) {
    throw new RangeError(`${label} must be a non-negative safe integer, got ${value}`);
  }
}

/** LEB128: seven bits a byte, low bits first; high bit set on all but the last byte. */
function writeVarint(bytes: number[], value: number): void {
  let rest = value;
  while (rest >= 128) {
    bytes.push((rest % 128) + 128);
    rest = Math.floor(rest / 128);
  }
  bytes.push(rest);
}

function writeText(bytes: number[], text: string): void {
  const encoded = new TextEncoder().encode(text);
  writeVarint(bytes, encoded.length);
  bytes.push(...encoded);
}

/** Fletcher-16: catches a link cut short or mistyped, which would otherwise read as another deck. */
function computeChecksum(bytes: ArrayLike<number>, length: number): [number, number] {
  let low = 0;
  let high = 0;
  for (let index = 0; index < length; index += 1) {
    low = (low + bytes[index]!) % 255;
    high = (high + low) % 255;
  }
  return [high, low];
}

function writeCards(bytes: number[], cards: readonly DeckCardCount[]): void {
  for (const { id, count } of cards) {
    assertWholeNumber(id, 'Card id');
    assertWholeNumber(count, 'Card count');
    writeVarint(bytes, id);
    writeVarint(bytes, count);
  }
}

/**
 * Share link of a deck (deck builder 'share'): version '1.' then URL-safe base64 of a small
 * binary: the format (one byte for a built-in format, else its key in UTF-8), the name (UTF-8, or
 * none), then id and count of each card as varints in the given order, and a checksum. A deck
 * with a side deck is version '2.': after the main deck's cards, the pair 0, 0 and the side's.
 */
export function encodeDeckShare({ name, format, cards, side = [] }: PortableDeck): string {
  const bytes: number[] = [];
  const formatCode = FORMAT_CODES.indexOf(format) + 1;
  writeVarint(bytes, formatCode);
  if (formatCode === CUSTOM_FORMAT_CODE) writeText(bytes, format);
  if (name === null) writeVarint(bytes, 0);
  else {
    const encodedName = new TextEncoder().encode(name);
    // Length plus one, so that 0 can stand for a deck without a name.
    writeVarint(bytes, encodedName.length + 1);
    bytes.push(...encodedName);
  }
  writeCards(bytes, cards);
  if (side.length > 0) {
    writeVarint(bytes, 0);
    writeVarint(bytes, 0);
    writeCards(bytes, side);
  }
  bytes.push(...computeChecksum(bytes, bytes.length));
  const version = side.length > 0 ? SIDE_DECK_VERSION : VERSION;
  return `${version}.${encodeBase64Url(Uint8Array.from(bytes))}`;
}

/** Reads the binary of a version 1 code; every read checks its bounds, so bad input gives null. */
class ShareReader {
  private position = 0;

  constructor(
    private readonly bytes: Uint8Array,
    private readonly end: number,
  ) {}

  hasMore(): boolean {
    return this.position < this.end;
  }

  readVarint(): number | null {
    let value = 0;
    let scale = 1;
    for (let read = 0; read < MAX_VARINT_BYTES && this.position < this.end; read += 1) {
      const byte = this.bytes[this.position]!;
      this.position += 1;
      value += (byte % 128) * scale;
      if (byte < 128) {
        // A longer form than needed would give two codes for one deck.
        const isMinimal = read === 0 || byte !== 0;
        return isMinimal && Number.isSafeInteger(value) ? value : null;
      }
      scale *= 128;
    }
    return null;
  }

  readText(length: number): string | null {
    if (this.end - this.position < length) return null;
    const slice = this.bytes.subarray(this.position, this.position + length);
    this.position += length;
    try {
      return new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(slice);
    } catch {
      // A fatal TextDecoder only signals invalid UTF-8 by throwing.
      return null;
    }
  }
}

function readFormat(reader: ShareReader): string | null {
  const code = reader.readVarint();
  if (code === null) return null;
  if (code !== CUSTOM_FORMAT_CODE) return FORMAT_CODES[code - 1] ?? null;
  const length = reader.readVarint();
  return length === null ? null : reader.readText(length);
}

function readName(reader: ShareReader): { value: string | null } | null {
  const lengthPlusOne = reader.readVarint();
  if (lengthPlusOne === null) return null;
  if (lengthPlusOne === 0) return { value: null };
  const value = reader.readText(lengthPlusOne - 1);
  return value === null ? null : { value };
}

/** The main deck's cards and, after the pair 0, 0 (version 2 only), the side deck's. */
function readCards(
  reader: ShareReader,
  hasSide: boolean,
): Pick<PortableDeck, 'cards' | 'side'> | null {
  const cards: DeckCardCount[] = [];
  let side: DeckCardCount[] | null = null;
  while (reader.hasMore()) {
    const id = reader.readVarint();
    const count = reader.readVarint();
    if (id === null || count === null) return null;
    if (id === 0 && count === 0 && hasSide && side === null) side = [];
    else if (count === 0) return null;
    else (side ?? cards).push({ id, count });
  }
  if (!hasSide) return { cards };
  // Version 2 always carries a side deck; without one the link would have been version 1.
  return side === null || side.length === 0 ? null : { cards, side };
}

function readPayload(bytes: Uint8Array, hasSide: boolean): PortableDeck | null {
  const end = bytes.length - CHECKSUM_BYTES;
  if (end < 0) return null;
  const [high, low] = computeChecksum(bytes, end);
  if (bytes[end] !== high || bytes[end + 1] !== low) return null;
  const reader = new ShareReader(bytes, end);
  const format = readFormat(reader);
  const name = format === null ? null : readName(reader);
  const cards = name === null ? null : readCards(reader, hasSide);
  if (format === null || name === null || cards === null) return null;
  return { name: name.value, format, ...cards };
}

/**
 * Opens a share link's code (the inverse of encodeDeckShare). Never throws: a damaged code, one
 * from a newer version or one far too long gives { ok: false, reason } in Spanish.
 */
export function decodeDeckShare(code: string): DecodeDeckShareResult {
  if (typeof code !== 'string') return { ok: false, reason: SHARE_LINK_MESSAGES.corrupt };
  const trimmed = code.trim();
  if (trimmed.length > MAX_SHARE_CODE_LENGTH) {
    return { ok: false, reason: SHARE_LINK_MESSAGES.tooLong };
  }
  const match = /^(\d+)\.([A-Za-z0-9_-]*)$/u.exec(trimmed);
  if (match === null) return { ok: false, reason: SHARE_LINK_MESSAGES.corrupt };
  const version = match[1];
  if (version !== VERSION && version !== SIDE_DECK_VERSION) {
    return { ok: false, reason: SHARE_LINK_MESSAGES.unknownVersion };
  }
  const bytes = decodeBase64Url(match[2]!);
  const value = bytes === null ? null : readPayload(bytes, version === SIDE_DECK_VERSION);
  return value === null ? { ok: false, reason: SHARE_LINK_MESSAGES.corrupt } : { ok: true, value };
}
