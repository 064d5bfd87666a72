import { isRecord } from './json-value';

const FENCE = '```';
// Cutting back to an earlier comma is the last repair; a reply has few places worth trying.
const MAX_CUTBACKS = 50;

function readFencedBlock(text: string): string | null {
  const open = text.indexOf(FENCE);
  if (open === -1) return null;
  const lineEnd = text.indexOf('\n', open + FENCE.length);
  const bodyStart = lineEnd === -1 ? open + FENCE.length : lineEnd + 1;
  const close = text.indexOf(FENCE, bodyStart);
  return text.slice(bodyStart, close === -1 ? text.length : close);
}

/**
 * Where the JSON may be, best first: the fenced block, the outermost braces, everything from the
 * first brace (a reply cut off has no closing one), the whole text.
 */
function listCandidates(text: string): string[] {
  const candidates: string[] = [];
  const fenced = readFencedBlock(text);
  if (fenced !== null) candidates.push(fenced);
  const start = text.indexOf('{');
  if (start !== -1) {
    const end = text.lastIndexOf('}');
    if (end > start) candidates.push(text.slice(start, end + 1));
    candidates.push(text.slice(start));
  }
  candidates.push(text);
  return candidates;
}

/** For repairs the longer tail comes first: the last brace of a cut-off reply may sit in a string. */
function listRepairCandidates(text: string): string[] {
  const fenced = readFencedBlock(text);
  const start = text.indexOf('{');
  return [...(fenced === null ? [] : [fenced]), ...(start === -1 ? [] : [text.slice(start)]), text];
}

function parseObject(candidate: string): Record<string, unknown> | null {
  try {
    const value: unknown = JSON.parse(candidate);
    return isRecord(value) ? value : null;
  } catch {
    return null;
  }
}

interface Scan {
  closers: string;
  isInString: boolean;
  commas: number[];
}

function scanStructure(text: string): Scan {
  const stack: string[] = [];
  const commas: number[] = [];
  let isInString = false;
  let isEscaped = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text[index];
    if (isInString) {
      if (isEscaped) isEscaped = false;
      else if (char === '\\') isEscaped = true;
      else if (char === '"') isInString = false;
    } else if (char === '"') isInString = true;
    else if (char === '{') stack.push('}');
    else if (char === '[') stack.push(']');
    else if (char === '}' || char === ']') {
      if (stack.at(-1) === char) stack.pop();
    } else if (char === ',') commas.push(index);
  }
  return { closers: stack.reverse().join(''), isInString, commas };
}

function closeUnbalanced(text: string): string {
  let body = text.trim();
  const { isInString } = scanStructure(body);
  if (isInString) body = `${body.replace(/\\$/u, '')}"`;
  body = body.replace(/[\s,:]+$/u, '');
  return body + scanStructure(body).closers;
}

function repairObject(candidate: string): Record<string, unknown> | null {
  const trimmed = candidate.trim();
  const closed = parseObject(closeUnbalanced(trimmed));
  if (closed) return closed;
  // A reply cut off mid-value: drop the unfinished tail back to an earlier comma, then close.
  const commas = scanStructure(trimmed).commas.slice(-MAX_CUTBACKS).reverse();
  for (const comma of commas) {
    const repaired = parseObject(closeUnbalanced(trimmed.slice(0, comma)));
    if (repaired) return repaired;
  }
  return null;
}

/**
 * Reply parser (SPEC §7): JSON from a fenced block or from the outermost braces; on failure the
 * text is trimmed and its unbalanced braces and brackets closed; failing that, an empty object.
 * Never throws, whatever the input.
 */
export function parseModelReply(text: string): Record<string, unknown> {
  try {
    const reply = String(text);
    for (const candidate of listCandidates(reply)) {
      const parsed = parseObject(candidate.trim());
      if (parsed) return parsed;
    }
    for (const candidate of listRepairCandidates(reply)) {
      const repaired = repairObject(candidate);
      if (repaired) return repaired;
    }
  } catch {
    // Anything unforeseen degrades like unparseable output (SPEC §8).
  }
  return {};
}
