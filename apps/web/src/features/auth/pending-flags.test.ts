import { describe, expect, it } from 'vitest';
import { StorageKey } from '#lib/storage';
import { syncPendingFlags } from './pending-flags';

describe('pending-step flags after the member loads', () => {
  const config = (bind: number, face: boolean) =>
    ({ member: { enabled_mobile_bind_alert: bind, enabled_face_verify: face } }) as Parameters<
      typeof syncPendingFlags
    >[1];

  it('sets meedu-bind-mobile and meedu-face-check when the site asks and the member has not done it', () => {
    syncPendingFlags({ is_bind_mobile: 0, is_face_verify: false }, config(1, true));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBe('ok');
    expect(localStorage.getItem(StorageKey.faceCheck)).toBe('ok');
  });

  it('clears them when the switches are off or the member is done', () => {
    localStorage.setItem(StorageKey.bindMobile, 'ok');
    localStorage.setItem(StorageKey.faceCheck, 'ok');
    syncPendingFlags({ is_bind_mobile: 0, is_face_verify: false }, config(0, false));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBeNull();
    expect(localStorage.getItem(StorageKey.faceCheck)).toBeNull();
    syncPendingFlags({ is_bind_mobile: 1, is_face_verify: true }, config(1, true));
    expect(localStorage.getItem(StorageKey.bindMobile)).toBeNull();
    expect(localStorage.getItem(StorageKey.faceCheck)).toBeNull();
  });
});
