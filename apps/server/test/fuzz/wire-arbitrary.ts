import fc from 'fast-check';
import { hostileString, TRAVERSALS } from './hostile-values';

/** Hostile input at the HTTP level rather than in a schema's fields: uploads and headers. */

export interface WireBody {
  kind: string;
  contentType?: string;
  payload?: string | Buffer;
}

/** A file upload with a hostile name and content: traversal, script in an SVG, a truncated image. */
export function multipartArbitrary(): fc.Arbitrary<WireBody> {
  const boundary = 'fuzzboundary7MA4YWxkTrZu0gW';
  const contents = fc.constantFrom<[string, Buffer]>(
    [
      'image/svg+xml',
      Buffer.from(
        '<svg xmlns="http://www.w3.org/2000/svg" onload="alert(1)"><script>alert(2)</script></svg>',
      ),
    ],
    ['image/png', Buffer.from('89504e470d0a1a0a0000000d49484452', 'hex')],
    ['image/jpeg', Buffer.from('ffd8ffe000104a46494600', 'hex')],
    ['text/html', Buffer.from('<script>alert(1)</script>')],
    ['application/octet-stream', Buffer.alloc(2_048, 0xff)],
  );
  const names = fc.oneof(
    fc.constantFrom(...TRAVERSALS, 'a.png', '.htaccess', 'x.php.png', 'a\u0000.png'),
    hostileString,
  );
  return fc
    .tuple(names, contents, fc.constantFrom('file', 'avatar', 'image', 'x'))
    .map(([name, [type, bytes], field]) => ({
      kind: 'multipart upload',
      contentType: `multipart/form-data; boundary=${boundary}`,
      payload: Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${name.replace(/["\r\n]/g, '_')}"\r\nContent-Type: ${type}\r\n\r\n`,
        ),
        bytes,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]),
    }));
}

/**
 * Headers a client controls besides the body: a forged Host (echoed into absolute URLs), huge or odd
 * user agents and languages, forged proxy headers, junk ranges and request ids. Printable ASCII only, as
 * HTTP carries it.
 */
export const headerArbitrary: fc.Arbitrary<Record<string, string>> = fc.oneof(
  { weight: 6, arbitrary: fc.constant({}) },
  {
    weight: 1,
    arbitrary: fc
      .tuple(
        fc.constantFrom(
          'host',
          'user-agent',
          'accept-language',
          'x-forwarded-for',
          'x-forwarded-host',
          'x-forwarded-proto',
          'x-request-id',
          'cookie',
          'range',
          'accept',
          'referer',
          'origin',
        ),
        fc.oneof(
          fc.constantFrom(
            'evil.example',
            'a'.repeat(8_000),
            '127.0.0.1:99999',
            '[::1',
            "'; DROP",
            '../../',
            'bytes=-1-99999999999999999999',
            '*/*;q=NaN',
            'zh-CN;q=2,en;q=-1',
            'javascript:alert(1)',
            '',
          ),
          fc.string({
            unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)),
            maxLength: 60,
          }),
        ),
      )
      .map(([name, value]) => ({ [name]: value })),
  },
);
