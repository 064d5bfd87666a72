import { escapeMarkup } from '../http/escape-markup';

/**
 * index.html with what stands between its `<!--name-->` and `<!--/name-->` marks given to `draw`,
 * and the marks gone. Without the marks (an index.html of another shape) the page comes back as
 * it is.
 */
function replaceMarked(indexHtml: string, name: string, draw: (marked: string) => string): string {
  const startMark = `<!--${name}-->`;
  const endMark = `<!--/${name}-->`;
  const start = indexHtml.indexOf(startMark);
  const end = indexHtml.indexOf(endMark, start);
  if (start === -1 || end === -1) return indexHtml;
  const marked = indexHtml.slice(start + startMark.length, end);
  return `${indexHtml.slice(0, start)}${draw(marked)}${indexHtml.slice(end + endMark.length)}`;
}

/**
 * index.html with a section's first screen drawn before the app's code has arrived: the
 * section's title in the header (between the 'title' marks), and `draw`'s markup in place of
 * what the `<main>` shows first (the loading line, between the 'section' marks, given to `draw`).
 * A page without the section's marks (an index.html of another shape) comes back as it is.
 */
export function drawSection(
  indexHtml: string,
  title: string,
  draw: (section: string) => string,
): string {
  const drawn = replaceMarked(indexHtml, 'section', draw);
  return drawn === indexHtml ? indexHtml : replaceMarked(drawn, 'title', () => escapeMarkup(title));
}
