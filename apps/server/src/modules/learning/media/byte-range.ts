/*
 * One `Range: bytes=…` header against a resource of `size` bytes (RFC 9110 §14.1.2). Players ask for one
 * range at a time; a multi-range request is answered with the first range only, which the RFC allows
 * (a server may ignore or coalesce ranges). Anything that is not a bytes range is ignored (a 200).
 */

export type RangeResult =
  | { kind: 'none' }
  | { kind: 'range'; start: number; end: number }
  | { kind: 'unsatisfiable' };

const SPEC = /^\s*(\d*)\s*-\s*(\d*)\s*$/;

export function parseByteRange(header: string | undefined, size: number): RangeResult {
  if (header === undefined || header === '') return { kind: 'none' };
  const match = /^\s*bytes\s*=(.*)$/i.exec(header);
  if (!match) return { kind: 'none' };
  const first = (match[1] ?? '').split(',')[0] ?? '';
  const spec = SPEC.exec(first);
  if (!spec) return { kind: 'unsatisfiable' };
  const [, a = '', b = ''] = spec;
  if (a === '' && b === '') return { kind: 'unsatisfiable' };
  if (size <= 0) return { kind: 'unsatisfiable' };
  if (a === '') {
    // A suffix: the last b bytes.
    const length = Number(b);
    if (!Number.isSafeInteger(length) || length <= 0) return { kind: 'unsatisfiable' };
    return { kind: 'range', start: Math.max(0, size - length), end: size - 1 };
  }
  const start = Number(a);
  const end = b === '' ? size - 1 : Math.min(Number(b), size - 1);
  if (!Number.isSafeInteger(start) || !Number.isSafeInteger(end) || start >= size || end < start) {
    return { kind: 'unsatisfiable' };
  }
  return { kind: 'range', start, end };
}
