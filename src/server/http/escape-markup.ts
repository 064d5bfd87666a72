const MARKUP_ENTITIES: Readonly<Record<string, string>> = {
  '&': '&amp;',
  '<': '&lt;',
  '>': '&gt;',
  '"': '&quot;',
  "'": '&apos;',
};

/** Characters XML 1.0 does not allow at all; escaping cannot save them, so they are dropped. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const NOT_XML = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|\p{Cs}/gu;

/**
 * Player or catalogue text as character data or a quoted attribute value in HTML or SVG (a deck
 * image's captions, the first screen's preload): markup in it stays text.
 */
export function escapeMarkup(text: string): string {
  return text.replace(NOT_XML, '').replace(/[&<>"']/gu, (character) => MARKUP_ENTITIES[character]!);
}
