import { normalizeName } from '../cards/card-name';

/**
 * The syntax of the regular expressions a card query accepts (issue 18, ADR 0024), read into a
 * tree that safe-regex.ts compiles for its NFA.
 */

/** Longest pattern accepted, in characters. */
export const MAX_REGEX_LENGTH = 100;
/** Largest count in `{n,m}`. */
export const MAX_REGEX_REPEAT = 20;
/** Most NFA instructions a pattern may compile to (bounds the work per character). */
export const MAX_REGEX_PROGRAM = 2000;

export type CharTest = (char: string) => boolean;

export type RegexNode =
  /** `literal` is set for one plain character, so required text can be looked up first. */
  | { kind: 'char'; test: CharTest; literal?: string }
  | { kind: 'assert'; at: Assertion }
  | { kind: 'seq'; items: RegexNode[] }
  | { kind: 'alt'; options: RegexNode[] }
  | { kind: 'repeat'; item: RegexNode; min: number; max: number | null };

export type Assertion = 'start' | 'end' | 'word' | 'nonword';

export class RegexSyntaxError extends Error {}

const isDigit: CharTest = (char) => char >= '0' && char <= '9';
export const isWordChar: CharTest = (char) => /[\p{L}\p{N}_]/u.test(char);
const isSpaceChar: CharTest = (char) => /\s/u.test(char);
const anyChar: CharTest = (char) => char !== '\n';

const CLASS_ESCAPES: Readonly<Record<string, CharTest>> = {
  d: isDigit,
  D: (char) => !isDigit(char),
  w: isWordChar,
  W: (char) => !isWordChar(char),
  s: isSpaceChar,
  S: (char) => !isSpaceChar(char),
};
const CONTROL_ESCAPES: Readonly<Record<string, string>> = { n: '\n', t: '\t', r: '\r' };

function normalizeChar(char: string): string {
  return normalizeName(char) || char;
}

export class RegexReader {
  index = 0;
  constructor(private readonly source: string) {}

  private peek(): string | undefined {
    return this.source[this.index];
  }

  private next(): string {
    const char = this.source[this.index];
    if (char === undefined) throw new RegexSyntaxError('termina antes de tiempo');
    this.index += 1;
    return char;
  }

  parse(): RegexNode {
    const node = this.parseAlternation();
    if (this.index < this.source.length) throw new RegexSyntaxError('paréntesis de cierre de más');
    return node;
  }

  private parseAlternation(): RegexNode {
    const options = [this.parseSequence()];
    while (this.peek() === '|') {
      this.index += 1;
      options.push(this.parseSequence());
    }
    return options.length === 1 ? (options[0] as RegexNode) : { kind: 'alt', options };
  }

  private parseSequence(): RegexNode {
    const items: RegexNode[] = [];
    for (
      let char = this.peek();
      char !== undefined && char !== '|' && char !== ')';
      char = this.peek()
    ) {
      items.push(this.parseQuantified(this.parseAtom()));
    }
    return { kind: 'seq', items };
  }

  private parseQuantified(item: RegexNode): RegexNode {
    const char = this.peek();
    let min: number;
    let max: number | null;
    if (char === '*' || char === '+' || char === '?') {
      this.index += 1;
      [min, max] = char === '*' ? [0, null] : char === '+' ? [1, null] : [0, 1];
    } else if (char === '{' && /^\{\d+(,\d*)?\}/u.test(this.source.slice(this.index))) {
      const [, low = '0', comma, high] =
        /^\{(\d+)(,(\d*))?\}/u.exec(this.source.slice(this.index)) ?? [];
      this.index = this.source.indexOf('}', this.index) + 1;
      min = Number(low);
      max = comma === undefined ? min : high === '' || high === undefined ? null : Number(high);
      if (min > MAX_REGEX_REPEAT || (max ?? 0) > MAX_REGEX_REPEAT) {
        throw new RegexSyntaxError(`repeticiones de más de ${MAX_REGEX_REPEAT}`);
      }
      if (max !== null && max < min)
        throw new RegexSyntaxError('repetición {n,m} con m menor que n');
    } else {
      return item;
    }
    if (item.kind === 'assert')
      throw new RegexSyntaxError('un cuantificador no puede repetir ^, $ o \\b');
    if (this.peek() === '?') this.index += 1; // lazy or greedy: the same for "does it match"
    const after = this.peek();
    if (after !== undefined && '*+?'.includes(after))
      throw new RegexSyntaxError('dos cuantificadores seguidos');
    return { kind: 'repeat', item, min, max };
  }

  private parseAtom(): RegexNode {
    const char = this.next();
    if (char === '(') {
      if (this.peek() === '?') {
        if (this.source.slice(this.index, this.index + 2) !== '?:') {
          throw new RegexSyntaxError('no admite lookahead ni lookbehind');
        }
        this.index += 2;
      }
      const inner = this.parseAlternation();
      if (this.peek() !== ')') throw new RegexSyntaxError('falta cerrar un paréntesis');
      this.index += 1;
      return inner;
    }
    if (char === '[') return { kind: 'char', test: this.parseClass() };
    if (char === '.') return { kind: 'char', test: anyChar };
    if (char === '^') return { kind: 'assert', at: 'start' };
    if (char === '$') return { kind: 'assert', at: 'end' };
    if ('*+?'.includes(char)) throw new RegexSyntaxError(`«${char}» sin nada que repetir`);
    if (char === '\\') return this.parseEscape();
    const literal = normalizeChar(char);
    return { kind: 'char', test: (other) => other === literal, literal };
  }

  private parseEscape(): RegexNode {
    const char = this.next();
    if (char === 'b' || char === 'B')
      return { kind: 'assert', at: char === 'b' ? 'word' : 'nonword' };
    if (/[1-9k]/u.test(char)) throw new RegexSyntaxError('no admite referencias hacia atrás');
    const classTest = CLASS_ESCAPES[char];
    if (classTest !== undefined) return { kind: 'char', test: classTest };
    const literal = normalizeChar(CONTROL_ESCAPES[char] ?? char);
    return { kind: 'char', test: (other) => other === literal, literal };
  }

  private parseClass(): CharTest {
    const isNegated = this.peek() === '^';
    if (isNegated) this.index += 1;
    const tests: CharTest[] = [];
    let isFirst = true;
    while (this.peek() !== ']' || isFirst) {
      isFirst = false;
      let char = this.next();
      if (char === '\\') {
        const escaped = this.next();
        const classTest = CLASS_ESCAPES[escaped];
        if (classTest !== undefined) {
          tests.push(classTest);
          continue;
        }
        char = CONTROL_ESCAPES[escaped] ?? escaped;
      }
      const low = normalizeChar(char);
      if (
        this.peek() === '-' &&
        this.source[this.index + 1] !== ']' &&
        this.source[this.index + 1] !== undefined
      ) {
        this.index += 1;
        const high = normalizeChar(this.next());
        if (high < low) throw new RegexSyntaxError(`rango ${low}-${high} al revés`);
        tests.push((other) => other >= low && other <= high);
      } else {
        tests.push((other) => other === low);
      }
    }
    this.index += 1;
    return isNegated
      ? (other) => !tests.some((test) => test(other))
      : (other) => tests.some((test) => test(other));
  }
}

function flattenSequence(node: RegexNode): RegexNode[] {
  return node.kind === 'seq' ? node.items.flatMap(flattenSequence) : [node];
}

/**
 * What every match starts and contains, to skip texts and positions that cannot match before
 * running the NFA: whether it is anchored at the start, the plain characters it begins with, and
 * the longest run of plain characters it must contain ('' when none).
 */
export function findRegexShortcuts(node: RegexNode): {
  isAnchored: boolean;
  prefix: string;
  required: string;
} {
  const items = flattenSequence(node);
  const first = items[0];
  const isAnchored = first?.kind === 'assert' && first.at === 'start';
  let prefix = '';
  let required = '';
  let run = '';
  let isPrefix = true;
  for (const item of items) {
    if (item.kind === 'char' && item.literal !== undefined) {
      run += item.literal;
      if (isPrefix) prefix = run;
      if (run.length > required.length) required = run;
    } else {
      run = '';
      isPrefix = false;
    }
  }
  return { isAnchored, prefix, required };
}
