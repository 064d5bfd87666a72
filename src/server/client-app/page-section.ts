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
 * index.html with what its `<main>` shows first (the loading line, between the 'section' marks)
 * given to `draw`: a page that paints a section's first screen before the app's code has
 * arrived.
 */
export function replaceSection(indexHtml: string, draw: (section: string) => string): string {
  return replaceMarked(indexHtml, 'section', draw);
}

/** index.html with the header's title (between the 'title' marks) set to a section's. */
export function withHeaderTitle(indexHtml: string, title: string): string {
  return replaceMarked(indexHtml, 'title', () => escapeMarkup(title));
}
