import { adminOfRole } from '../helpers/admin';
import { createMemberWithToken } from '../helpers/member';
import type { TestApp } from '../helpers/test-app';

/**
 * The member and administrator the fuzzer acts as. Fuzzed calls may log them out, lock, delete or demote
 * them (logout, destroy, lock, role changes with a guessed id): `refresh` checks both after each endpoint
 * and replaces whichever no longer works, so later endpoints are still tried with a valid token.
 */
export class FuzzSessions {
  memberToken = '';
  adminToken = '';
  replaced = 0;

  constructor(private readonly t: TestApp) {}

  async refresh(): Promise<void> {
    if (!this.memberToken || !(await this.memberWorks())) {
      this.memberToken = (await createMemberWithToken(this.t)).token;
      this.replaced++;
    }
    if (!this.adminToken || !(await this.adminWorks())) {
      this.adminToken = (await adminOfRole(this.t, 'super')).token;
      this.replaced++;
    }
  }

  private async memberWorks(): Promise<boolean> {
    const answer = await this.t.inject({
      url: '/api/v2/member/detail',
      headers: { authorization: `Bearer ${this.memberToken}` },
    });
    return answer.json().code === 0;
  }

  private async adminWorks(): Promise<boolean> {
    const answer = await this.t.inject({
      url: '/backend/api/v1/me',
      headers: { authorization: `Bearer ${this.adminToken}` },
    });
    const body = answer.json();
    return body.code === 0 && body.data?.role === 'super';
  }
}
