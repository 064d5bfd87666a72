import { isValidLineCount } from './deck-import';

// The count forms a deck line may take (as parseDeckText reads them); the first that matches wins.
const LEADING_COUNT_PATTERNS: readonly RegExp[] = [
  /^(\d+)\s*[x×]\s*\S/iu, // 3x Name
  /^[x×]\s*(\d+)\s+\S/iu, // x3 Name
  /^(\d+)\s+\S/u, // 3 Name
];
const TRAILING_COUNT_PATTERN = /\S\s+[x×]\s*(\d+)$/iu; // Name x3

function readLineCount(line: string): number {
  const bare = line.trim().replace(/^[-*•]\s+/u, '');
  for (const pattern of [...LEADING_COUNT_PATTERNS, TRAILING_COUNT_PATTERN]) {
    const match = pattern.exec(bare);
    if (match) {
      const count = Number(match[1]);
      return isValidLineCount(count) ? count : 1;
    }
  }
  return 1;
}

/**
 * Deck import 'fix a line': rewrites the 1-based line of a pasted list as 'Nx cardName', keeping
 * the copies the line asked for (one when it gave none), so the player can accept a suggested
 * name; the other lines are left as they were. A line number outside the text changes nothing.
 */
export function replaceDeckLineCard(text: string, lineNumber: number, cardName: string): string {
  const lines = text.split(/\r\n|\r|\n/u);
  const line = lines[lineNumber - 1];
  if (line === undefined) return text;
  lines[lineNumber - 1] = `${readLineCount(line)}x ${cardName}`;
  return lines.join('\n');
}
