import { ADMIN_TUS_PATH } from '@shuyuan/contract';
import { expect } from 'vitest';
import type { TestApp } from './test-app';

const meta = (fields: Record<string, string>) =>
  Object.entries(fields)
    .map(([k, v]) => `${k} ${Buffer.from(v).toString('base64')}`)
    .join(',');

/** POST to the admin tus endpoint: declares an upload of `length` bytes with its metadata. */
export function tusCreate(
  t: TestApp,
  token: string | undefined,
  length: number,
  fields: Record<string, string>,
) {
  return t.inject({
    method: 'POST',
    url: ADMIN_TUS_PATH,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-length': String(length),
      'upload-metadata': meta(fields),
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
  });
}

/** PATCH: sends bytes from `offset`. */
export function tusPatch(t: TestApp, token: string, location: string, offset: number, bytes: Buffer) {
  return t.inject({
    method: 'PATCH',
    url: location,
    headers: {
      'tus-resumable': '1.0.0',
      'upload-offset': String(offset),
      'content-type': 'application/offset+octet-stream',
      authorization: `Bearer ${token}`,
    },
    payload: bytes,
  });
}

/** Uploads the bytes in two parts, as a resumed upload would, and returns the upload id. */
export async function tusUpload(
  t: TestApp,
  token: string,
  bytes: Buffer,
  fields: Record<string, string>,
): Promise<string> {
  const created = await tusCreate(t, token, bytes.length, fields);
  expect(created.statusCode, created.body).toBe(201);
  const location = String(created.headers.location);
  const half = Math.floor(bytes.length / 2);
  expect((await tusPatch(t, token, location, 0, bytes.subarray(0, half))).statusCode).toBe(204);
  const head = await t.inject({
    method: 'HEAD',
    url: location,
    headers: { 'tus-resumable': '1.0.0', authorization: `Bearer ${token}` },
  });
  expect(head.headers['upload-offset']).toBe(String(half));
  expect((await tusPatch(t, token, location, half, bytes.subarray(half))).statusCode).toBe(204);
  return location.split('/').pop() as string;
}
