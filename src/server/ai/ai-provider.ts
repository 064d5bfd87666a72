import type { AiProviderKind } from '../../contract/ai';
import type { PreparedImage } from '../images/remote-image-loader';

/** What a provider is asked: the card image and the prompt (with the editor's custom prompt). */
export interface CardReadingRequest {
  image: PreparedImage;
  prompt: string;
}

/**
 * A provider's answer: the reply exactly as received (kept unchanged) and the object the rules
 * engine normalises; or why it failed, worded for the editor and the log and never holding a key.
 */
export type CardReading =
  { ok: true; rawReply: string; reply: Record<string, unknown> } | { ok: false; error: string };

/** Something that reads a card image: a vision model or the offline OCR. */
export interface AiProvider {
  kind: AiProviderKind;
  model: string;
  /** The name in the fallback card 'Error en {label}' (SPEC §7). */
  label: string;
  readCard: (request: CardReadingRequest) => Promise<CardReading>;
  /** Frees what the provider keeps alive (the OCR worker). */
  close: () => Promise<void>;
}
