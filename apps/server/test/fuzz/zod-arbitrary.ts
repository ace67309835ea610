import fc from 'fast-check';
import type { z } from 'zod';

/*
 * A plausible value for a contract schema: what a well-behaved client would send, so that requests get
 * past validation and reach the handlers (where the mutations of request-arbitrary.ts then hurt most).
 * Checks the generator cannot know (refinements) are ignored: some values fail validation, which is fine.
 */

interface Def {
  type: string;
  checks?: { _zod: { def: CheckDef } }[];
  shape?: Record<string, z.ZodType>;
  element?: z.ZodType;
  innerType?: z.ZodType;
  in?: z.ZodType;
  out?: z.ZodType;
  options?: z.ZodType[];
  entries?: Record<string, string | number>;
  values?: unknown[];
  keyType?: z.ZodType;
  valueType?: z.ZodType;
  items?: z.ZodType[];
  getter?: () => z.ZodType;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
}

interface CheckDef {
  check: string;
  format?: string;
  pattern?: RegExp;
  minimum?: number;
  maximum?: number;
  length?: number;
  value?: number | bigint;
  inclusive?: boolean;
}

const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
const checksOf = (def: Def): CheckDef[] => [
  ...(def.format ? [def as unknown as CheckDef] : []),
  ...(def.checks ?? []).map((c) => c._zod.def),
];

/** Schemas whose key may be left out of an object. */
export function isOptional(schema: z.ZodType): boolean {
  const type = defOf(schema).type;
  return type === 'optional' || type === 'default' || type === 'prefault';
}

/** The keys of an object schema (through optional/default/pipe wrappers), or [] for anything else. */
export function objectKeys(schema: z.ZodType | undefined): string[] {
  const shape = schema ? objectShape(schema) : null;
  return shape ? Object.keys(shape) : [];
}

export function objectShape(schema: z.ZodType): Record<string, z.ZodType> | null {
  const def = defOf(schema);
  if (def.type === 'object') return def.shape ?? null;
  const inner = def.innerType ?? def.in;
  return inner ? objectShape(inner) : null;
}

export function plausibleValue(schema: z.ZodType, depth = 0): fc.Arbitrary<unknown> {
  const def = defOf(schema);
  if (depth > 6) return fc.constant(null);
  switch (def.type) {
    case 'string':
      return plausibleString(checksOf(def));
    case 'number':
      return plausibleNumber(checksOf(def));
    case 'bigint':
      return fc.bigInt({ min: 0n, max: 1000n });
    case 'boolean':
      return fc.boolean();
    case 'enum':
      return fc.constantFrom(...Object.values(def.entries ?? { x: 'x' }));
    case 'literal':
      return fc.constantFrom(...(def.values ?? [null]));
    case 'null':
      return fc.constant(null);
    case 'undefined':
    case 'void':
      return fc.constant(undefined);
    case 'optional':
    case 'default':
    case 'prefault':
      return fc.option(plausibleValue(def.innerType as z.ZodType, depth), { nil: undefined, freq: 4 });
    case 'nullable':
      return fc.option(plausibleValue(def.innerType as z.ZodType, depth), { nil: null, freq: 4 });
    case 'catch':
    case 'readonly':
    case 'nonoptional':
    case 'success':
      return plausibleValue(def.innerType as z.ZodType, depth);
    case 'pipe': {
      // A transform's input is whatever precedes it; z.stringbool() and coercions read their `in` side.
      const side = defOf(def.in as z.ZodType).type === 'transform' ? def.out : def.in;
      return plausibleValue(side as z.ZodType, depth);
    }
    case 'lazy':
      return plausibleValue((def.getter as () => z.ZodType)(), depth + 1);
    case 'object':
      return plausibleObject(def.shape ?? {}, depth);
    case 'array': {
      const max = checksOf(def).find((c) => c.check === 'max_length')?.maximum ?? 4;
      return fc.array(plausibleValue(def.element as z.ZodType, depth + 1), { maxLength: Math.min(max, 4) });
    }
    case 'tuple':
      return fc.tuple(...(def.items ?? []).map((item) => plausibleValue(item, depth + 1)));
    case 'union':
      return fc.oneof(...(def.options ?? []).map((option) => plausibleValue(option, depth + 1)));
    case 'record':
      return fc.dictionary(
        plausibleString([]).filter((k) => k.length > 0),
        plausibleValue(def.valueType as z.ZodType, depth + 1),
        { maxKeys: 3 },
      );
    case 'date':
      return fc.date({ noInvalidDate: true }).map((d) => d.toISOString());
    default:
      return fc.jsonValue({ maxDepth: 2 });
  }
}

function plausibleObject(shape: Record<string, z.ZodType>, depth: number): fc.Arbitrary<unknown> {
  const arbitraries: Record<string, fc.Arbitrary<unknown>> = {};
  const required: string[] = [];
  for (const [key, field] of Object.entries(shape)) {
    arbitraries[key] = plausibleValue(field, depth + 1);
    if (!isOptional(field)) required.push(key);
  }
  return fc.record(arbitraries, { requiredKeys: required });
}

const FORMATS: Record<string, fc.Arbitrary<string>> = {
  email: fc.emailAddress(),
  url: fc.webUrl(),
  uuid: fc.uuid(),
  ipv4: fc.ipV4(),
  ipv6: fc.ipV6(),
  datetime: fc.date({ noInvalidDate: true }).map((d) => d.toISOString()),
};

/** Mostly short, everyday text: Chinese, Latin, digits, a mobile number now and then. */
const everydayText = fc.oneof(
  fc.string({ unit: fc.constantFrom(...'abcxyz0123456789书院课程 -_.'), maxLength: 16 }),
  fc.constantFrom('13800000000', '13912345678', 'shuyuan123', 'qq', 'wechat', 'sandbox', '1', 'admin'),
);

function plausibleString(checks: CheckDef[]): fc.Arbitrary<string> {
  const min = Math.max(0, ...checks.filter((c) => c.check === 'min_length').map((c) => c.minimum ?? 0));
  const maxima = checks.filter((c) => c.check === 'max_length').map((c) => c.maximum ?? 0);
  const exact = checks.find((c) => c.check === 'length_equals')?.length;
  const max = exact ?? (maxima.length ? Math.min(...maxima) : 64);
  const fit = (s: string) => (s.length > max ? s.slice(0, max) : s.padEnd(Math.min(min, max), 'a'));
  const format = checks.find((c) => c.check === 'string_format');
  if (format?.format && FORMATS[format.format]) return FORMATS[format.format].map(fit);
  if (format?.pattern) {
    try {
      return fc.stringMatching(format.pattern, { size: 'small' }).map(fit);
    } catch {
      // A pattern fast-check cannot generate from (look-arounds, unicode classes): everyday text instead.
    }
  }
  return everydayText.map(fit);
}

function plausibleNumber(checks: CheckDef[]): fc.Arbitrary<number> {
  const isInt = checks.some((c) => c.check === 'number_format' && /int/.test(c.format ?? ''));
  let min = isInt ? -2_147_483_648 : -1e6;
  let max = isInt ? 2_147_483_647 : 1e6;
  for (const c of checks) {
    const value = Number(c.value);
    if (c.check === 'greater_than') min = Math.max(min, c.inclusive ? value : value + (isInt ? 1 : 1e-6));
    if (c.check === 'less_than') max = Math.min(max, c.inclusive ? value : value - (isInt ? 1 : 1e-6));
  }
  if (min > max) return fc.constant(min);
  // Small values name rows that exist (ids 1…30 in the demo content); the full range tests the bounds.
  const low = Math.max(min, Math.min(max, isInt ? 1 : 0));
  const small = isInt
    ? fc.integer({ min: Math.ceil(low), max: Math.floor(Math.min(max, low + 30)) })
    : fc.double({ min: low, max: Math.min(max, low + 100), noNaN: true });
  const full = isInt
    ? fc.integer({ min: Math.ceil(min), max: Math.floor(max) })
    : fc.double({ min, max, noNaN: true });
  return fc.oneof({ weight: 3, arbitrary: small }, { weight: 1, arbitrary: full });
}
