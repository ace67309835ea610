import { describe, expect, it } from 'vitest';
import { notify } from '#core/db/notify';
import { createOrderRow } from '#seed/factories/index';
import { createMemberWithToken, type MemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';

async function addNotifications(t: TestApp, userId: number, messages: string[], start = Date.now() - 60_000) {
  for (const [i, message] of messages.entries()) {
    await t.db
      .insertInto('notifications')
      .values({
        user_id: userId,
        type: 'system',
        message,
        url: '',
        read_at: null,
        created_at: start + i * 1000,
        updated_at: start + i * 1000,
      })
      .execute();
  }
}

async function ownNotificationIds(t: TestApp, m: MemberWithToken): Promise<number[]> {
  const rows = await t.db.selectFrom('notifications').select('id').where('user_id', '=', m.user.id).execute();
  return rows.map((r) => r.id);
}

/** Messages, unread count, mark read, credit1 records, nickname: all scoped to the caller. */
forEachDatabase((t) => {
  it('answers 401 without a token on every member-centre call', async () => {
    for (const url of [
      '/api/v2/member/messages',
      '/api/v2/member/unreadNotificationCount',
      '/api/v2/member/notificationMarkAsRead/1',
      '/api/v2/member/notificationMarkAllAsRead',
      '/api/v2/member/credit1Records',
    ]) {
      expect(await t.get(url)).toEqual({ code: 401, message: '请登录', data: [] });
    }
    expect((await t.post('/api/v2/member/detail/nickname', { nick_name: 'x' })).code).toBe(401);
  });

  it('lists the member own messages newest first in MeEdu shape, paginated', async () => {
    const m = await createMemberWithToken(t);
    await addNotifications(t, m.user.id, ['第一条', '第二条', '第三条']);
    await notify(t.db, m.user.id, {
      type: 'credit',
      message: '积分变动:5，备注:测试',
      url: '/member/credit1-free',
    });
    const first = await t.get('/api/v2/member/messages?page=1&page_size=2', m.headers);
    expect(first.code).toBe(0);
    expect(first.data.total).toBe(4);
    expect(first.data.data).toHaveLength(2);
    expect(first.data.data[0]).toEqual({
      id: expect.any(Number),
      notifiable_id: m.user.id,
      data: { message: '积分变动:5，备注:测试', url: '/member/credit1-free' },
      read_at: null,
      created_at: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/),
    });
    expect(first.data.data[1].data.message).toBe('第三条');
    const last = await t.get('/api/v2/member/messages?page=2&page_size=2', m.headers);
    expect(last.data.data.map((n: { data: { message: string } }) => n.data.message)).toEqual([
      '第二条',
      '第一条',
    ]);
    // MeEdu's default page size is 5.
    expect((await t.get('/api/v2/member/messages', m.headers)).data.data).toHaveLength(4);
    expect((await t.get('/api/v2/member/messages?page_size=0', m.headers)).message).toBe('参数错误');
    expect((await t.get('/api/v2/member/messages?page=abc', m.headers)).message).toBe('参数错误');
  });

  it('counts unread, marks one and then all read', async () => {
    const m = await createMemberWithToken(t);
    const before = (await t.get('/api/v2/member/unreadNotificationCount', m.headers)).data;
    await addNotifications(t, m.user.id, ['a', 'b', 'c']);
    expect((await t.get('/api/v2/member/unreadNotificationCount', m.headers)).data).toBe(before + 3);
    const [id] = await ownNotificationIds(t, m);
    expect(await t.get(`/api/v2/member/notificationMarkAsRead/${id}`, m.headers)).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    // A second read of the same message is not an error and does not move read_at.
    const readAt = (await t.get('/api/v2/member/messages?page_size=20', m.headers)).data.data.find(
      (n: { id: number }) => n.id === id,
    ).read_at;
    expect(readAt).toMatch(/Z$/);
    expect((await t.get(`/api/v2/member/notificationMarkAsRead/${id}`, m.headers)).code).toBe(0);
    expect((await t.get('/api/v2/member/unreadNotificationCount', m.headers)).data).toBe(before + 2);
    expect((await t.get('/api/v2/member/notificationMarkAllAsRead', m.headers)).code).toBe(0);
    expect((await t.get('/api/v2/member/unreadNotificationCount', m.headers)).data).toBe(0);
    const all = (await t.get('/api/v2/member/messages?page_size=20', m.headers)).data.data;
    expect(all.every((n: { read_at: string | null }) => n.read_at !== null)).toBe(true);
    expect(all.find((n: { id: number }) => n.id === id).read_at).toBe(readAt);
  });

  describe('IDOR probes', () => {
    it('never shows, counts or marks another member notifications', async () => {
      const owner = await createMemberWithToken(t);
      const probe = await createMemberWithToken(t);
      await addNotifications(t, owner.user.id, ['私信内容']);
      const [id] = await ownNotificationIds(t, owner);
      const probeList = (await t.get('/api/v2/member/messages?page_size=100', probe.headers)).data;
      expect(probeList.data.some((n: { data: { message: string } }) => n.data.message === '私信内容')).toBe(
        false,
      );
      expect(probeList.data.every((n: { notifiable_id: number }) => n.notifiable_id === probe.user.id)).toBe(
        true,
      );
      expect(await t.get(`/api/v2/member/notificationMarkAsRead/${id}`, probe.headers)).toEqual({
        code: 404,
        message: '资源不存在',
        data: [],
      });
      await t.get('/api/v2/member/notificationMarkAllAsRead', probe.headers);
      const row = await readRow(t.db, 'notifications', { id: id });
      expect(row.read_at).toBeNull();
      expect((await t.get('/api/v2/member/unreadNotificationCount', owner.headers)).data).toBeGreaterThan(0);
      // Ids that do not exist or cannot be ids answer like another member's: no way to tell them apart.
      expect((await t.get('/api/v2/member/notificationMarkAsRead/2147483647', probe.headers)).code).toBe(404);
      expect((await t.get('/api/v2/member/notificationMarkAsRead/99999999999', probe.headers)).code).toBe(
        404,
      );
      expect((await t.get('/api/v2/member/notificationMarkAsRead/abc', probe.headers)).code).toBe(404);
    });

    it('never shows another member credit1 records or orders', async () => {
      const owner = await createMemberWithToken(t);
      const probe = await createMemberWithToken(t);
      const now = Date.now();
      await t.db
        .insertInto('credit1_records')
        .values({
          user_id: owner.user.id,
          sum: 77,
          remark: '别人的积分',
          unique_key: null,
          created_at: now,
          updated_at: now,
        })
        .execute();
      await createOrderRow(t.db, {
        order_no: `P${now}`,
        pay_sign: `sign-${now}`,
        user_id: owner.user.id,
        goods_id: 1,
        goods_name: '别人的订单',
        expires_at: now + 3600_000,
        paid_at: now,
      });
      const credits = (await t.get('/api/v2/member/credit1Records?page_size=100', probe.headers)).data;
      expect(credits.data.some((r: { remark: string }) => r.remark === '别人的积分')).toBe(false);
      const orders = (await t.get('/api/v2/member/orders?page_size=100', probe.headers)).data;
      expect(orders).toEqual({ data: [], total: 0, current_page: 1, per_page: 100, last_page: 1 });
      expect((await t.get('/api/v2/member/credit1Records', owner.headers)).data.data[0]).toMatchObject({
        sum: 77,
        remark: '别人的积分',
      });
      expect((await t.get('/api/v2/member/orders', owner.headers)).data.total).toBe(1);
    });
  });

  it('lists credit1 records newest first as {total, data:[{sum, remark, created_at}]}', async () => {
    const m = await createMemberWithToken(t);
    const base = Date.now() - 10_000;
    for (const [i, sum] of [10, -3, 5].entries()) {
      await t.db
        .insertInto('credit1_records')
        .values({
          user_id: m.user.id,
          sum,
          remark: `记录${i}`,
          unique_key: null,
          created_at: base + i,
          updated_at: base + i,
        })
        .execute();
    }
    const page = await t.get('/api/v2/member/credit1Records?page=1&page_size=2', m.headers);
    expect(page.data.total).toBe(3);
    expect(page.data.data).toEqual([
      { sum: 5, remark: '记录2', created_at: expect.stringMatching(/Z$/) },
      { sum: -3, remark: '记录1', created_at: expect.stringMatching(/Z$/) },
    ]);
    expect(Object.keys(page.data.data[0])).toEqual(['sum', 'remark', 'created_at']);
  });

  describe('nickname', () => {
    it('is set once, trimmed, unique, at most 24 characters', async () => {
      const m = await createMemberWithToken(t);
      const post = (nick_name: unknown, who = m) =>
        t.post('/api/v2/member/detail/nickname', { nick_name }, who.headers);
      expect((await post('')).message).toBe('请输入昵称');
      expect((await post('   ')).message).toBe('请输入昵称');
      expect((await t.post('/api/v2/member/detail/nickname', {}, m.headers)).message).toBe('请输入昵称');
      expect((await post(123)).message).toBe('请输入昵称');
      expect((await post('长'.repeat(25))).message).toBe('昵称不能超过24个字符');
      const other = await createMemberWithToken(t, { nick_name: `占用${Date.now()}` });
      expect((await post(other.user.nick_name)).message).toBe('昵称已经存在');
      expect((await post('已注销用户')).message).toBe('昵称已经存在');
      const name = `😀${'书'.repeat(22)}${Date.now() % 10}`;
      expect([...name].length).toBe(24);
      expect(await post(`  ${name} `)).toEqual({ code: 0, message: '', data: [] });
      const detail = (await t.get('/api/v2/member/detail', m.headers)).data;
      expect(detail).toMatchObject({ nick_name: name, is_set_nickname: 1 });
      expect((await post('再改一次')).message).toBe('当前用户已配置昵称');
    });

    it('cannot be set twice by two requests at once', async () => {
      const m = await createMemberWithToken(t);
      const answers = await Promise.all(
        ['并发甲', '并发乙', '并发丙'].map((n) =>
          t.post('/api/v2/member/detail/nickname', { nick_name: `${n}${m.user.id}` }, m.headers),
        ),
      );
      expect(answers.filter((a) => a.code === 0)).toHaveLength(1);
      expect(answers.filter((a) => a.message === '当前用户已配置昵称')).toHaveLength(2);
    });
  });
});
