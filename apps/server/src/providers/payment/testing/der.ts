/*
 * Just enough DER (ASN.1 distinguished encoding) to write X.509 certificates and read back the one field the
 * Alipay root-certificate SN needs. node:crypto signs and parses certificates but cannot build them, and the
 * fakes must not ship keys or certificates in the repository, so the structures are written here by hand.
 */

function length(n: number): Buffer {
  if (n < 0x80) return Buffer.from([n]);
  const bytes: number[] = [];
  for (let v = n; v > 0; v = Math.floor(v / 256)) bytes.unshift(v & 0xff);
  return Buffer.from([0x80 | bytes.length, ...bytes]);
}

export const tlv = (tag: number, body: Buffer): Buffer =>
  Buffer.concat([Buffer.from([tag]), length(body.length), body]);
export const seq = (...items: Buffer[]): Buffer => tlv(0x30, Buffer.concat(items));
export const set = (...items: Buffer[]): Buffer => tlv(0x31, Buffer.concat(items));
/** [n] EXPLICIT, as the certificate's version and extensions are wrapped. */
export const explicit = (n: number, inner: Buffer): Buffer => tlv(0xa0 + n, inner);
export const nullValue = (): Buffer => Buffer.from([0x05, 0x00]);
export const bool = (v: boolean): Buffer => tlv(0x01, Buffer.from([v ? 0xff : 0x00]));
export const octets = (b: Buffer): Buffer => tlv(0x04, b);
export const utf8 = (s: string): Buffer => tlv(0x0c, Buffer.from(s, 'utf8'));
export const printable = (s: string): Buffer => tlv(0x13, Buffer.from(s, 'ascii'));
/** BIT STRING with the count of unused bits in the last byte first (0 for signatures and keys). */
export const bits = (b: Buffer, unused = 0): Buffer => tlv(0x03, Buffer.concat([Buffer.from([unused]), b]));

/** A non-negative INTEGER from big-endian bytes: a leading 0x00 keeps a high first bit from meaning negative. */
export function integer(bytes: Buffer): Buffer {
  let b = bytes;
  while (b.length > 1 && b[0] === 0 && !(b[1] & 0x80)) b = b.subarray(1);
  return tlv(0x02, b[0] & 0x80 ? Buffer.concat([Buffer.from([0]), b]) : b);
}

export function oid(dotted: string): Buffer {
  const parts = dotted.split('.').map(Number);
  const out = [40 * parts[0] + parts[1]];
  for (const p of parts.slice(2)) {
    const stack = [p & 0x7f];
    for (let v = Math.floor(p / 128); v > 0; v = Math.floor(v / 128)) stack.unshift((v & 0x7f) | 0x80);
    out.push(...stack);
  }
  return tlv(0x06, Buffer.from(out));
}

/** UTCTime until 2049, GeneralizedTime from 2050, as RFC 5280 §4.1.2.5 requires. */
export function time(d: Date): Buffer {
  const iso = d.toISOString().replace(/[-:T]/g, '').slice(0, 14); // yyyyMMddHHmmss, UTC
  return d.getUTCFullYear() < 2050
    ? tlv(0x17, Buffer.from(`${iso.slice(2)}Z`))
    : tlv(0x18, Buffer.from(`${iso}Z`));
}

/** One element read back: where its content lies in the buffer. */
export interface Element {
  tag: number;
  contentStart: number;
  end: number;
}

export function readElement(buf: Buffer, at: number): Element {
  const tag = buf[at];
  let len = buf[at + 1];
  let contentStart = at + 2;
  if (len & 0x80) {
    const n = len & 0x7f;
    len = 0;
    for (let i = 0; i < n; i++) len = len * 256 + buf[at + 2 + i];
    contentStart += n;
  }
  return { tag, contentStart, end: contentStart + len };
}

/** The direct children of a constructed element (SEQUENCE, SET, [n]). */
export function children(buf: Buffer, parent: Element): Element[] {
  const out: Element[] = [];
  for (let at = parent.contentStart; at < parent.end; ) {
    const el = readElement(buf, at);
    out.push(el);
    at = el.end;
  }
  return out;
}

export function decodeOid(bytes: Buffer): string {
  const parts = [Math.floor(bytes[0] / 40), bytes[0] % 40];
  let v = 0;
  for (const b of bytes.subarray(1)) {
    v = v * 128 + (b & 0x7f);
    if (!(b & 0x80)) {
      parts.push(v);
      v = 0;
    }
  }
  return parts.join('.');
}

/** The OID of Certificate.signatureAlgorithm (the second element of the outer SEQUENCE). */
export function certificateSignatureOid(der: Buffer): string {
  const [, algorithm] = children(der, readElement(der, 0));
  const [algOid] = children(der, algorithm);
  return decodeOid(der.subarray(algOid.contentStart, algOid.end));
}

export function pemBlocks(pem: string, label = 'CERTIFICATE'): Buffer[] {
  const re = new RegExp(`-----BEGIN ${label}-----([\\s\\S]*?)-----END ${label}-----`, 'g');
  return [...pem.matchAll(re)].map((m) => Buffer.from(m[1].replace(/\s+/g, ''), 'base64'));
}

export function toPem(der: Buffer, label = 'CERTIFICATE'): string {
  const lines = der.toString('base64').match(/.{1,64}/g) ?? [];
  return `-----BEGIN ${label}-----\n${lines.join('\n')}\n-----END ${label}-----\n`;
}
