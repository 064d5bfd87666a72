import type { QueryProblem } from './query-ast';

/** A value as typed: a bare word, a quoted string or a `/regex/`. */
export interface RawValue {
  form: 'word' | 'quoted' | 'regex';
  text: string;
  /** 1-based position of its first character (the quote or slash when there is one). */
  position: number;
}

/** A lexical token of a card query (issue 18); positions are 1-based. */
export type QueryToken =
  | { type: 'open' | 'close' | 'or' | 'not'; position: number }
  | { type: 'value'; value: RawValue; exact: boolean }
  | { type: 'keyed'; key: string; op: string; value: RawValue | null; position: number };

/** Tokens and the problems met while reading them (an unclosed quote drops its term). */
export interface LexedQuery {
  tokens: QueryToken[];
  problems: QueryProblem[];
}

const OR_WORDS = new Set(['o', 'or', 'O', 'OR', 'Or', 'oR']);
const KEYED = /^(\p{L}+)(<=|>=|!=|:|=|<|>)/u;
const WORD_END = /[\s()"]/u;

function isSpace(char: string | undefined): boolean {
  return char !== undefined && /\s/u.test(char);
}

/** Whether a bare word is read as 'o' / 'or' (any case). */
export function isOrWord(word: string): boolean {
  return OR_WORDS.has(word);
}

class Reader {
  index = 0;
  readonly problems: QueryProblem[] = [];
  constructor(readonly text: string) {}

  peek(offset = 0): string | undefined {
    return this.text[this.index + offset];
  }

  /** A quoted string or a regex from the opening delimiter; null when unclosed. */
  readDelimited(delimiter: '"' | '/'): string | null {
    const start = this.index;
    let value = '';
    this.index += 1;
    while (this.index < this.text.length) {
      const char = this.text[this.index] ?? '';
      if (char === '\\' && this.index + 1 < this.text.length) {
        const next = this.text[this.index + 1] ?? '';
        // A quoted string unescapes; a regex keeps its escapes for the regex reader.
        value += delimiter === '"' && (next === '"' || next === '\\') ? next : char + next;
        this.index += 2;
        continue;
      }
      this.index += 1;
      if (char === delimiter) return value;
      value += char;
    }
    const what = delimiter === '"' ? 'la comilla' : 'la expresión regular';
    this.problems.push({
      position: start + 1,
      message: `Falta cerrar ${what} en la posición ${start + 1}`,
    });
    return null;
  }

  readWord(): string {
    const start = this.index;
    while (this.index < this.text.length && !WORD_END.test(this.text[this.index] ?? '')) {
      this.index += 1;
    }
    return this.text.slice(start, this.index);
  }

  /** A value after a key or alone: quoted, regex or bare word; null when unclosed or empty. */
  readValue(allowRegex: boolean): RawValue | null {
    const position = this.index + 1;
    const char = this.peek();
    if (char === '"' || (allowRegex && char === '/')) {
      const text = this.readDelimited(char);
      return text === null ? null : { form: char === '"' ? 'quoted' : 'regex', text, position };
    }
    const text = this.readWord();
    return text === '' ? null : { form: 'word', text, position };
  }
}

/** Splits a query into tokens: parentheses, 'o'/'or', '-', `key:value` terms and bare values. */
export function lexQuery(text: string): LexedQuery {
  const reader = new Reader(text);
  const tokens: QueryToken[] = [];
  while (reader.index < text.length) {
    const char = reader.peek() ?? '';
    const position = reader.index + 1;
    if (isSpace(char)) {
      reader.index += 1;
    } else if (char === '(' || char === ')') {
      tokens.push({ type: char === '(' ? 'open' : 'close', position });
      reader.index += 1;
    } else if (char === '-' && reader.peek(1) !== undefined && !isSpace(reader.peek(1))) {
      tokens.push({ type: 'not', position });
      reader.index += 1;
    } else if (char === '-') {
      reader.problems.push({
        position,
        message: `Falta un término después de «-» en la posición ${position}`,
      });
      reader.index += 1;
    } else if (char === '!' && reader.peek(1) === '"') {
      reader.index += 1;
      const value = reader.readValue(false);
      if (value !== null)
        tokens.push({ type: 'value', value: { ...value, position }, exact: true });
    } else {
      readTerm(reader, tokens, position);
    }
  }
  return { tokens, problems: reader.problems };
}

function readTerm(reader: Reader, tokens: QueryToken[], position: number): void {
  const keyed = KEYED.exec(reader.text.slice(reader.index));
  if (keyed !== null) {
    const [whole, key = '', op = ''] = keyed;
    reader.index += whole.length;
    const atEnd = reader.peek() === undefined || WORD_END.test(reader.peek() ?? '');
    const unclosedBefore = reader.problems.length;
    const value = atEnd && reader.peek() !== '"' ? null : reader.readValue(true);
    if (value === null && reader.problems.length > unclosedBefore) return;
    tokens.push({ type: 'keyed', key, op, value, position });
    return;
  }
  const value = reader.readValue(true);
  if (value === null) {
    // A lone '"' unclosed was reported; anything else empty is a stray character.
    if (reader.index === position - 1) reader.index += 1;
    return;
  }
  // 'o' with no term before it is a word of a name, as plain words always were (SPEC §5).
  const previous = tokens[tokens.length - 1];
  const followsTerm =
    previous?.type === 'value' || previous?.type === 'keyed' || previous?.type === 'close';
  if (value.form === 'word' && isOrWord(value.text) && followsTerm)
    tokens.push({ type: 'or', position });
  else tokens.push({ type: 'value', value, exact: false });
}
