import fc from 'fast-check';

/*
 * What an attacker or a broken client puts where a value belongs. Each list is sampled by the request
 * generator (request-arbitrary.ts); the fixed entries are the classics, the arbitraries add variety.
 */

/** Unicode that trips encoders, databases and renderers. */
export const UNICODE_EDGES = [
  '\u0000',
  'a\u0000b',
  '\ud800',
  '\udfff',
  'x\ud83d',
  '\udc00\ud800',
  '\u202eexe.txt',
  '\u200f\u05e9\u05dc\u05d5\u05dd',
  '\u200b\u200c\u200d\u2060\ufeff',
  '\u0085\u2028\u2029',
  '\u001b[31m',
  'e\u0301\u0301\u0301',
  '😀👩‍👩‍👧‍👦🏳️‍🌈',
  '\ufffd\uffff\ufffe',
  'İıß',
];

/** Path traversal, raw and encoded, for ids, file names, keys and URLs. */
export const TRAVERSALS = [
  '../',
  '../../../../etc/passwd',
  '..\\..\\windows\\win.ini',
  '%2e%2e%2f',
  '%2e%2e%2f%2e%2e%2fjwt-secret',
  '..%2f..%2fshuyuan.sqlite',
  '%252e%252e%252f',
  '/storage/../jwt-secret',
  '/storage/%2e%2e/jwt-secret',
  'uploads/../../jwt-secret',
  's3:../../secret',
  'file:///etc/passwd',
  '\\\\server\\share',
];

/** Markup and script for every text field: must come back inert. */
export const SCRIPTS = [
  '<script>alert(1)</script>',
  '<img src=x onerror=alert(1)>',
  '"><svg onload=alert(1)>',
  "'';!--\"<XSS>=&{()}",
  'javascript:alert(1)',
  '<iframe src="javascript:alert(1)"></iframe>',
  '<a href="data:text/html,<script>alert(1)</script>">x</a>',
];

/** Injection into SQL, templates, format strings and headers. */
export const INJECTIONS = [
  "' OR 1=1 --",
  '"; DROP TABLE users; --',
  '1; select pg_sleep(5)',
  // biome-ignore lint/suspicious/noTemplateCurlyInString: a template-injection probe, meant literally
  '${7*7}{{7*7}}<%= 7*7 %>',
  '%s%n%x%d',
  '\r\nSet-Cookie: a=1',
  '__proto__',
  'constructor',
  'toString',
];

/** Numbers spelled as strings: what a query string or a sloppy client sends. */
export const NUMBER_STRINGS = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e309',
  '-1',
  '-0',
  '0x10',
  '1.5',
  '1e3',
  '2147483648',
  '99999999999999999999',
  ' 1 ',
  '１２',
  '',
];

export const HOSTILE_NUMBERS = [
  -1,
  0,
  -0,
  1.5,
  -2_147_483_649,
  2_147_483_648,
  Number.MAX_SAFE_INTEGER,
  Number.MIN_SAFE_INTEGER,
  2 ** 53 + 2,
  1e308,
  -1e308,
  5e-324,
];

/** Numbers JSON can spell but JSON.stringify cannot produce: put into a body's text as they are. */
export const RAW_JSON_NUMBERS = [
  '1e309',
  '-1e309',
  '1e-400',
  '123456789012345678901234567890',
  '-0.0',
  '1E+2',
];

const ANY_UTF16 = fc.integer({ min: 0, max: 0xffff }).map((code) => String.fromCharCode(code));

/** A hostile string: a classic from the lists above, a huge one, or random UTF-16 (lone surrogates too). */
export const hostileString: fc.Arbitrary<string> = fc.oneof(
  { weight: 6, arbitrary: fc.constantFrom(...UNICODE_EDGES, ...TRAVERSALS, ...SCRIPTS, ...INJECTIONS) },
  { weight: 2, arbitrary: fc.constantFrom(...NUMBER_STRINGS) },
  { weight: 2, arbitrary: fc.string({ unit: ANY_UTF16, maxLength: 40 }) },
  {
    weight: 1,
    arbitrary: fc.constantFrom(
      'x'.repeat(300),
      'x'.repeat(5_001),
      'a'.repeat(100_001),
      '书'.repeat(30_000),
      `${'<b>'.repeat(2_000)}x`,
    ),
  },
);

/** A value of the wrong kind for wherever it goes. */
export const hostileValue: fc.Arbitrary<unknown> = fc.oneof(
  { weight: 4, arbitrary: hostileString },
  { weight: 2, arbitrary: fc.constantFrom<unknown>(...HOSTILE_NUMBERS) },
  {
    weight: 2,
    arbitrary: fc.constantFrom<unknown>(
      null,
      true,
      false,
      [],
      {},
      [1, 2, 3],
      ['a', null],
      { $ne: 1 },
      { id: 1 },
      Array.from({ length: 2_000 }, (_, i) => i),
    ),
  },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
);

/** A path segment for an id or a name in the URL. */
export const hostileSegment: fc.Arbitrary<string> = fc.oneof(
  fc.constantFrom(
    '-1',
    '0',
    '1.5',
    '1e3',
    '2147483648',
    '99999999999999999999',
    'abc',
    '%00',
    '%2e%2e%2f',
    '..%2f..%2fjwt-secret',
    '%252e%252e',
    '..',
    '.',
    '%ff%fe',
    '%E2%80%AE',
    '%F0%9F%98%80',
    'x'.repeat(199),
    'x'.repeat(500),
    '%3Cscript%3Ealert(1)%3C%2Fscript%3E',
    "'",
  ),
  fc
    .string({ unit: ANY_UTF16, maxLength: 12 })
    .map((s) => encodeURIComponent(s.replace(/[\ud800-\udfff]/g, ''))),
);
