import {
  MAX_REGEX_LENGTH,
  MAX_REGEX_PROGRAM,
  RegexReader,
  RegexSyntaxError,
  findRegexShortcuts,
  isWordChar,
  type Assertion,
  type CharTest,
  type RegexNode,
} from './regex-syntax';

/**
 * Regular expressions typed in a card query (issue 18), run by a Thompson NFA (a Pike VM without
 * captures): time grows with text length × pattern size and never backtracks, so no pattern can
 * hang the tab that opened a shared link (ADR 0024). Matching is on normalised text (lowercase,
 * no accents), so literals are normalised too. Supported: literals, `.`, classes `[a-z]` `[^…]`,
 * `\d \w \s` (and their capitals), `\b \B ^ $`, groups `(…)` `(?:…)`, `|`, `* + ?`, `{n}`
 * `{n,}` `{n,m}`. Backreferences and lookaround have no linear-time evaluation and are refused.
 */

type Instruction =
  | { op: 'char'; test: CharTest }
  | { op: 'split'; to: number; alt: number }
  | { op: 'jmp'; to: number }
  | { op: 'assert'; at: Assertion }
  | { op: 'match' };

function emit(node: RegexNode, program: Instruction[]): void {
  if (program.length > MAX_REGEX_PROGRAM)
    throw new RegexSyntaxError('demasiado larga una vez expandida');
  switch (node.kind) {
    case 'char':
      program.push({ op: 'char', test: node.test });
      return;
    case 'assert':
      program.push({ op: 'assert', at: node.at });
      return;
    case 'seq':
      for (const item of node.items) emit(item, program);
      return;
    case 'alt': {
      const jumps: { op: 'jmp'; to: number }[] = [];
      node.options.forEach((option, index) => {
        const isLast = index === node.options.length - 1;
        const split = { op: 'split' as const, to: program.length + 1, alt: -1 };
        if (!isLast) program.push(split);
        emit(option, program);
        if (!isLast) {
          const jump = { op: 'jmp' as const, to: -1 };
          jumps.push(jump);
          program.push(jump);
          split.alt = program.length;
        }
      });
      for (const jump of jumps) jump.to = program.length;
      return;
    }
    case 'repeat':
      emitRepeat(node.item, node.min, node.max, program);
  }
}

function emitRepeat(
  item: RegexNode,
  min: number,
  max: number | null,
  program: Instruction[],
): void {
  for (let count = 0; count < min; count += 1) emit(item, program);
  if (max === null) {
    const loop = program.length;
    const split = { op: 'split' as const, to: loop + 1, alt: -1 };
    program.push(split);
    emit(item, program);
    program.push({ op: 'jmp', to: loop });
    split.alt = program.length;
    return;
  }
  const exits: { op: 'split'; to: number; alt: number }[] = [];
  for (let count = min; count < max; count += 1) {
    const split = { op: 'split' as const, to: program.length + 1, alt: -1 };
    exits.push(split);
    program.push(split);
    emit(item, program);
  }
  for (const split of exits) split.alt = program.length;
}

function parseRegexSource(source: string): RegexNode {
  if (source.length > MAX_REGEX_LENGTH) {
    throw new RegexSyntaxError(`más de ${MAX_REGEX_LENGTH} caracteres`);
  }
  return new RegexReader(source).parse();
}

function compileProgram(tree: RegexNode): Instruction[] {
  const program: Instruction[] = [];
  emit(tree, program);
  program.push({ op: 'match' });
  return program;
}

/** Why a pattern cannot be used, in Spanish; null when it can (issue 18). */
export function checkRegexSource(source: string): string | null {
  try {
    compileProgram(parseRegexSource(source));
    return null;
  } catch (error) {
    if (error instanceof RegexSyntaxError) return error.message;
    throw error;
  }
}

function holds(at: Assertion, text: string, index: number): boolean {
  if (at === 'start') return index === 0;
  if (at === 'end') return index === text.length;
  const before = index > 0 && isWordChar(text[index - 1] ?? '');
  const after = index < text.length && isWordChar(text[index] ?? '');
  return (before !== after) === (at === 'word');
}

/**
 * A test of whether a normalised text contains a match of the pattern (issue 18), in time
 * proportional to text length × program size. Call checkRegexSource first: a bad pattern throws.
 */
export function compileSafeRegex(source: string): (text: string) => boolean {
  const tree = parseRegexSource(source);
  const program = compileProgram(tree);
  const { isAnchored, prefix, required } = findRegexShortcuts(tree);
  const size = program.length;
  const marks = new Int32Array(size);
  // Each instruction is marked once per step and pushes at most two others.
  const stack = new Int32Array(size * 2 + 1);
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  let generation = 0;

  // Follows jumps, splits and assertions from pc at text[index] into list; -1 on reaching 'match'.
  const add = (list: Int32Array, count: number, pc: number, text: string, index: number) => {
    let top = 0;
    stack[top++] = pc;
    let added = count;
    while (top > 0) {
      const at = stack[--top] as number;
      if (marks[at] === generation) continue;
      marks[at] = generation;
      const instruction = program[at] as Instruction;
      if (instruction.op === 'jmp') stack[top++] = instruction.to;
      else if (instruction.op === 'split') {
        stack[top++] = instruction.alt;
        stack[top++] = instruction.to;
      } else if (instruction.op === 'assert') {
        if (holds(instruction.at, text, index)) stack[top++] = at + 1;
      } else if (instruction.op === 'match') return -1;
      else list[added++] = at;
    }
    return added;
  };

  return (text) => {
    if (required !== '' && !text.includes(required)) return false;
    generation += 1;
    let currentCount = 0;
    for (let index = 0; index <= text.length; index += 1) {
      if (currentCount === 0 && (isAnchored ? index > 0 : prefix !== '')) {
        // No match under way: one can only start where the prefix does (or nowhere, anchored).
        if (isAnchored) return false;
        const start = text.indexOf(prefix, index);
        if (start < 0) return false;
        index = start;
      }
      if (!isAnchored || index === 0) currentCount = add(current, currentCount, 0, text, index);
      if (currentCount < 0) return true;
      const char = text[index];
      if (char === undefined) break;
      generation += 1;
      let nextCount = 0;
      for (let thread = 0; thread < currentCount; thread += 1) {
        const pc = current[thread] as number;
        const instruction = program[pc] as Instruction;
        if (instruction.op === 'char' && instruction.test(char)) {
          nextCount = add(next, nextCount, pc + 1, text, index + 1);
          if (nextCount < 0) return true;
        }
      }
      [current, next] = [next, current];
      currentCount = nextCount;
    }
    return false;
  };
}
