import { expect } from 'vitest';
import type { UsersTable } from '#core/db/schema';
import { createMember } from '#seed/factories/index';
import type { TestApp } from './test-app';

export interface MemberWithToken {
  user: Awaited<ReturnType<typeof createMember>>;
  token: string;
  /** `Authorization: Bearer …` for t.get / t.post. */
  headers: Record<string, string>;
}

/** A new member, logged in through the real password login. */
export async function createMemberWithToken(
  t: TestApp,
  overrides: Partial<Omit<UsersTable, 'id'>> & { password?: string } = {},
): Promise<MemberWithToken> {
  const password = overrides.password ?? 'shuyuan123';
  const user = await createMember(t.db, { ...overrides, password } as Parameters<typeof createMember>[1]);
  const answer = await t.post('/api/v2/login/password', { mobile: user.mobile, password });
  expect(answer.code, answer.message).toBe(0);
  const token = answer.data.token as string;
  return { user, token, headers: { authorization: `Bearer ${token}` } };
}
