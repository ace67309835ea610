import { expect, it } from 'vitest';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/* POST /api/v2/member/agreement/agree: MeEdu's clients record the member's acceptance of the agreements. */

forEachDatabase((t) => {
  const rowsOf = (userId: number) =>
    t.db
      .selectFrom('member_agreements')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('agreement')
      .execute();

  it('records both agreements with the time, address, browser and platform; the first acceptance stays', async () => {
    const m = await createMemberWithToken(t);
    const before = Date.now();
    const res = await t.inject({
      method: 'POST',
      url: '/api/v2/member/agreement/agree',
      headers: { ...m.headers, 'meedu-platform': 'h5', 'user-agent': 'MeEduH5/1.0' },
    });
    expect(res.json()).toEqual({ code: 0, message: '', data: [] });
    const rows = await rowsOf(m.user.id);
    expect(rows.map((r) => r.agreement)).toEqual(['user_private_protocol', 'user_protocol']);
    for (const row of rows) {
      expect(row).toMatchObject({ platform: 'H5', user_agent: 'MeEduH5/1.0', ip: expect.any(String) });
      expect(Number(row.agreed_at)).toBeGreaterThanOrEqual(before);
    }

    // Again (with a JSON body, as the PC client posts): nothing changes, no error.
    expect((await t.post('/api/v2/member/agreement/agree', {}, m.headers)).code).toBe(0);
    const again = await rowsOf(m.user.id);
    expect(again.map((r) => Number(r.agreed_at))).toEqual(rows.map((r) => Number(r.agreed_at)));
    expect(again.map((r) => r.platform)).toEqual(['H5', 'H5']);
  });

  it('needs a login', async () => {
    expect((await t.post('/api/v2/member/agreement/agree', {})).code).toBe(401);
  });
});
