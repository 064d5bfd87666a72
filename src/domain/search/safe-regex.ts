import {
  MAX_REGEX_LENGTH,
  MAX_REGEX_PROGRAM,
  RegexReader,
  RegexSyntaxError,
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

function compileProgram(source: string): Instruction[] {
  if (source.length > MAX_REGEX_LENGTH) {
    throw new RegexSyntaxError(`más de ${MAX_REGEX_LENGTH} caracteres`);
  }
  const program: Instruction[] = [];
  emit(new RegexReader(source).parse(), program);
  program.push({ op: 'match' });
  return program;
}

/** Why a pattern cannot be used, in Spanish; null when it can (issue 18). */
export function checkRegexSource(source: string): string | null {
  try {
    compileProgram(source);
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
  const program = compileProgram(source);
  const size = program.length;
  const marks = new Int32Array(size);
  let current = new Int32Array(size);
  let next = new Int32Array(size);
  let generation = 0;

  return (text) => {
    let currentCount = 0;
    // Follows jumps, splits and assertions from pc at text[index]; true when it reaches 'match'.
    const add = (list: Int32Array, count: number, pc: number, index: number): number => {
      const stack = [pc];
      let added = count;
      while (stack.length > 0) {
        const at = stack.pop() as number;
        if (marks[at] === generation) continue;
        marks[at] = generation;
        const instruction = program[at] as Instruction;
        if (instruction.op === 'jmp') stack.push(instruction.to);
        else if (instruction.op === 'split') stack.push(instruction.alt, instruction.to);
        else if (instruction.op === 'assert') {
          if (holds(instruction.at, text, index)) stack.push(at + 1);
        } else if (instruction.op === 'match') return -1;
        else list[added++] = at;
      }
      return added;
    };
    generation += 1;
    for (let index = 0; index <= text.length; index += 1) {
      currentCount = add(current, currentCount, 0, index);
      if (currentCount < 0) return true;
      generation += 1;
      let nextCount = 0;
      const char = text[index];
      if (char === undefined) break;
      for (let thread = 0; thread < currentCount; thread += 1) {
        const instruction = program[current[thread] as number] as Instruction;
        if (instruction.op === 'char' && instruction.test(char)) {
          nextCount = add(next, nextCount, (current[thread] as number) + 1, index + 1);
          if (nextCount < 0) return true;
        }
      }
      [current, next] = [next, current];
      currentCount = nextCount;
    }
    return false;
  };
}
