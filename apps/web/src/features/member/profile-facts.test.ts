import { describe, expect, it } from 'vitest';
import { avatarFileProblem, maskMobile, nicknameProblem, vipState } from './profile-facts';

describe('maskMobile', () => {
  it('keeps 3 + **** + 4, as upstream', () => {
    expect(maskMobile('13800000000')).toBe('138****0000');
    expect(maskMobile('13912345678')).toBe('139****5678');
    expect(maskMobile('12345')).toBe('12345');
  });
});

describe('vipState', () => {
  const now = Date.parse('2026-03-01T00:00:00Z');
  it('none without a role', () => {
    expect(vipState({ role: null, role_expired_at: null }, now)).toEqual({ kind: 'none' });
  });
  it('active until the date part of the expiry', () => {
    expect(
      vipState({ role: { id: 1, name: '年度会员' }, role_expired_at: '2026-12-31 23:59:59' }, now),
    ).toEqual({ kind: 'active', name: '年度会员', until: '2026-12-31' });
  });
  it('a role without an expiry never ends', () => {
    expect(vipState({ role: { id: 1, name: '终身会员' }, role_expired_at: null }, now)).toEqual({
      kind: 'active',
      name: '终身会员',
      until: null,
    });
  });
  it('expired once the time has passed', () => {
    expect(
      vipState({ role: { id: 1, name: '月度会员' }, role_expired_at: '2026-01-15 08:00:00' }, now),
    ).toEqual({ kind: 'expired', name: '月度会员', on: '2026-01-15' });
  });
});

describe('avatarFileProblem', () => {
  const MB = 1024 * 1024;
  it('accepts the four raster types up to the limit', () => {
    for (const type of ['image/jpeg', 'image/png', 'image/gif', 'image/webp']) {
      expect(avatarFileProblem({ size: MB, type }, MB)).toBeNull();
    }
  });
  it('refuses other declared types and larger files', () => {
    expect(avatarFileProblem({ size: 10, type: 'image/svg+xml' }, MB)).toBe('notAnImage');
    expect(avatarFileProblem({ size: 10, type: 'text/plain' }, MB)).toBe('notAnImage');
    expect(avatarFileProblem({ size: MB + 1, type: 'image/png' }, MB)).toBe('fileTooLarge');
  });
  it('leaves a file without a declared type to the server, which reads its bytes', () => {
    expect(avatarFileProblem({ size: 10, type: '' }, MB)).toBeNull();
  });
});

describe('nicknameProblem', () => {
  it('mirrors the server: required after trimming, at most 24 characters', () => {
    expect(nicknameProblem('   ', 24)).toBe('nicknameRequired');
    expect(nicknameProblem('书'.repeat(25), 24)).toBe('nicknameTooLong');
    expect(nicknameProblem(` ${'书'.repeat(24)} `, 24)).toBeNull();
    // Characters, not UTF-16 units: 24 emoji are 24 characters.
    expect(nicknameProblem('😀'.repeat(24), 24)).toBeNull();
  });
});
