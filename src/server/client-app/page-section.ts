/** Where index.html marks what the app shows first in its `<main>`: the loading line. */
const SECTION_START = '<!--section-->';
const SECTION_END = '<!--/section-->';

/**
 * index.html with what stands between its 'section' marks (the loading line) given to `draw`,
 * and the marks gone: a page that paints a section's first screen before the app's code has
 * arrived. Without the marks (an index.html of another shape) the page comes back as it is.
 */
export function replaceSection(indexHtml: string, draw: (section: string) => string): string {
  const start = indexHtml.indexOf(SECTION_START);
  const end = indexHtml.indexOf(SECTION_END, start);
  if (start === -1 || end === -1) return indexHtml;
  const section = indexHtml.slice(start + SECTION_START.length, end);
  return `${indexHtml.slice(0, start)}${draw(section)}${indexHtml.slice(end + SECTION_END.length)}`;
}
