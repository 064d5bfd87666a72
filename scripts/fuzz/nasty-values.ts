import type { SeededRandom } from './seeded-random';

/**
 * Raw JSON texts that have broken JSON APIs: deep nesting, huge texts, control characters,
 * numbers no column holds, the wrong types, prototype tricks and unsafe URLs. They are kept as
 * text so a nesting far deeper than JSON.stringify could write costs nothing to build.
 */
function makeDeepNesting(random: SeededRandom): string {
  const depth = random.pick([33, 64, 1_000, 20_000, 200_000]);
  switch (random.pick(['array', 'object', 'mixed'] as const)) {
    case 'array':
      return `${'['.repeat(depth)}${']'.repeat(depth)}`;
    case 'object':
      return `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`;
    case 'mixed':
      return `${'[{"a":'.repeat(depth)}1${'}]'.repeat(depth)}`;
  }
}

function makeHugeValue(random: SeededRandom): string {
  const size = random.pick([5_000, 100_000, 1_100_000]);
  switch (random.pick(['text', 'numbers', 'keys'] as const)) {
    case 'text':
      return JSON.stringify(random.pick(['x', 'ñ', '🃏', '\\']).repeat(size));
    case 'numbers':
      return `[${'1,'.repeat(Math.floor(size / 2))}1]`;
    case 'keys':
      return `{${Array.from({ length: Math.floor(size / 10) }, (_, index) => `"k${index}":0`).join(',')}}`;
  }
}

const CONTROL_CHARACTERS = [
  '\u0000',
  '\u0001',
  '\u0007',
  '\u0008',
  '\u000b',
  '\u001b',
  '\u007f',
  '\u0085',
  '\u009f',
  '\ud800',
  '\udfff',
  '\u2028',
  '\ufeff',
];

function makeControlCharacterText(random: SeededRandom): string {
  const character = random.pick(CONTROL_CHARACTERS);
  switch (random.pick(['escaped', 'raw', 'key', 'only'] as const)) {
    case 'escaped':
      return JSON.stringify(`a${character}b`);
    case 'raw':
      // Not valid JSON: a control character must be escaped inside a string.
      return `"a${character}b"`;
    case 'key':
      return `{${JSON.stringify(`cl${character}ave`)}:1}`;
    case 'only':
      return JSON.stringify(character.repeat(random.int(1, 50)));
  }
}

const NUMBERS = [
  '3000000000',
  '2147483648',
  '2147483647',
  '-2147483649',
  '-1',
  '0',
  '-0',
  '1.5',
  '0.1',
  '1e308',
  '-1e308',
  '1e400',
  '-1e400',
  '1e-400',
  '9007199254740993',
  '123456789012345678901234567890',
];

const NUMBER_LIKE_TEXTS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e400',
  '0x10',
  ' 12 ',
  '',
  '3000000000',
  '-1',
  '1,5',
  '٣',
];

const WRONG_TYPES = [
  'null',
  'true',
  'false',
  '[]',
  '{}',
  '[null]',
  '[[]]',
  '{"a":null}',
  '"texto"',
  '[1,"a",null,{}]',
];

const TRICKS = [
  '{"__proto__":{"isAdmin":true}}',
  '{"constructor":{"prototype":{"isAdmin":true}}}',
  '{"":1}',
  '"javascript:alert(1)"',
  '"JaVaScRiPt:alert(1)"',
  '" javascript:alert(1)"',
  '"//evil.example/x.png"',
  '"/\\\\evil.example/x.png"',
  '"data:text/html,<script>alert(1)</script>"',
  '"vbscript:msgbox(1)"',
  '"http://127.0.0.1:9/x.png"',
  '"http://[::ffff:7f00:1]:9/x.png"',
  '"<script>alert(1)</script>"',
  `"' OR 1=1 --"`,
  '"ñandú 🃏"',
  '"%00"',
  '"\\\\u0000"',
  '"\\ud83c"',
];

/** One hostile value as raw JSON text. */
export function makeNastyJsonValue(random: SeededRandom): string {
  switch (random.int(0, 6)) {
    case 0:
      return makeDeepNesting(random);
    case 1:
      return makeHugeValue(random);
    case 2:
      return makeControlCharacterText(random);
    case 3:
      return random.pick(NUMBERS);
    case 4:
      return JSON.stringify(random.pick(NUMBER_LIKE_TEXTS));
    case 5:
      return random.pick(WRONG_TYPES);
    default:
      return random.pick(TRICKS);
  }
}

const BROKEN_JSON = [
  '',
  ' ',
  '{',
  '[',
  '{"a":}',
  "{'a':1}",
  '{"a":1,}',
  '[1,]',
  '\ufeff{}',
  'NaN',
  'undefined',
  '{"a":1}{"b":2}',
  '{"a":01}',
  '{"a":+1}',
  '{"a":.5}',
  '{"a":"\\x41"}',
  '{"a":"\\u12"}',
  '{"a" 1}',
  'nul',
  '"sin cerrar',
  '}{',
];

/** A body that is not JSON at all, or JSON cut short. */
export function makeBrokenJson(random: SeededRandom, validText: string): string | Buffer {
  switch (random.int(0, 2)) {
    case 0:
      return random.pick(BROKEN_JSON);
    case 1:
      return validText.slice(0, random.int(0, Math.max(0, validText.length - 1)));
    default:
      return Buffer.from(Array.from({ length: random.int(1, 200) }, () => random.int(0, 255)));
  }
}
