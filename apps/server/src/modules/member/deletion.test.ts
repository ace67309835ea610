import sharp from 'sharp';
import { expect, it } from 'vitest';
import { isRealMobile } from '#modules/auth';
import { createOrderRow, createWatchRecord } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { readRow } from '#test/helpers/rows';
import { forEachDatabase, type TestApp } from '#test/helpers/test-app';
import { DELETION_COOL_OFF_MS } from './account';
import { carryOutDeletions, DELETED_NICKNAME, runDeletionSweep } from './deletion';

async function countRows(
  t: TestApp,
  table:
    | 'notifications'
    | 'user_profiles'
    | 'user_socialites'
    | 'course_likes'
    | 'orders'
    | 'user_login_records'
    | 'video_watch_records',
  userId: number,
) {
  const row = await t.db
    .selectFrom(table)
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_id', '=', userId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function uploadAvatar(t: TestApp, headers: Record<string, string>) {
  const image = await sharp({ create: { width: 32, height: 32, channels: 3, background: '#0a0' } })
    .png()
    .toBuffer();
  const boundary = 'deletion-test';
  const payload = Buffer.concat([
    Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\n`),
    image,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const answer = await t.inject({
    method: 'POST',
    url: '/api/v2/member/detail/avatar',
    payload,
    headers: { ...headers, 'content-type': `multipart/form-data; boundary=${boundary}` },
  });
  expect(answer.json().code).toBe(0);
}

/** The job that carries out account deletions after the cooling-off period. */
forEachDatabase((t) => {
  it('anonymises the member and removes personal rows once the cooling-off has passed; orders stay', async () => {
    const m = await createMemberWithToken(t);
    const id = m.user.id;
    const now = Date.now();
    await uploadAvatar(t, m.headers);
    const avatarPath = new URL((await t.get('/api/v2/member/detail', m.headers)).data.avatar).pathname;
    await t.db
      .insertInto('user_profiles')
      .values({
        user_id: id,
        real_name: '张三',
        id_number: '110101199003071234',
        is_verify: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    await t.db
      .insertInto('user_socialites')
      .values({ user_id: id, app: 'qq', app_user_id: `qq-${id}`, created_at: now, updated_at: now })
      .execute();
    await t.db
      .insertInto('course_likes')
      .values({ user_id: id, course_id: 1, created_at: now, updated_at: now })
      .execute();
    await createWatchRecord(t.db, {
      user_id: id,
      course_id: 1,
      video_id: 1,
      created_at: now,
      updated_at: now,
    });
    await createOrderRow(t.db, {
      order_no: `D${now}${id}`,
      pay_sign: `d-${now}-${id}`,
      user_id: id,
      goods_id: 1,
      total_fen: 990,
      expires_at: now,
      paid_at: now,
    });
    expect((await t.post('/api/v3/member/destroy', undefined, m.headers)).code).toBe(0);

    // Not yet: the cooling-off period has not passed.
    expect(await carryOutDeletions(t.app, now + DELETION_COOL_OFF_MS - 60_000)).toBe(0);
    expect((await t.get('/api/v2/member/detail', m.headers)).code).toBe(0);

    expect(await carryOutDeletions(t.app, now + DELETION_COOL_OFF_MS + 60_000)).toBe(1);
    const user = await readRow(t.db, 'users', { id: id });
    expect(user).toMatchObject({
      nick_name: DELETED_NICKNAME,
      avatar: '',
      is_lock: 1,
      is_password_set: 0,
      register_ip: '',
    });
    expect(isRealMobile(user.mobile)).toBe(false);
    expect(user.password).not.toBe(m.user.password);
    for (const table of [
      'notifications',
      'user_profiles',
      'user_socialites',
      'course_likes',
      'user_login_records',
      'video_watch_records',
    ] as const) {
      expect(await countRows(t, table, id), table).toBe(0);
    }
    expect(await countRows(t, 'orders', id)).toBe(1);
    const job = await t.db
      .selectFrom('user_delete_jobs')
      .select('status')
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(job.status).toBe(2);
    // The uploaded avatar file is gone, every token is dead, and the old password no longer logs in.
    expect((await t.inject({ method: 'GET', url: avatarPath })).statusCode).toBe(404);
    expect((await t.get('/api/v2/member/detail', m.headers)).code).toBe(401);
    expect(
      (await t.post('/api/v2/login/password', { mobile: m.user.mobile, password: 'shuyuan123' })).code,
    ).not.toBe(0);
    // Done once: a second sweep finds nothing.
    expect(await carryOutDeletions(t.app, now + DELETION_COOL_OFF_MS + 120_000)).toBe(0);
  });

  it('leaves a request a login cancelled, and other members, untouched', async () => {
    const m = await createMemberWithToken(t);
    const bystander = await createMemberWithToken(t);
    expect((await t.post('/api/v3/member/destroy', undefined, m.headers)).code).toBe(0);
    expect(
      (await t.post('/api/v2/login/password', { mobile: m.user.mobile, password: 'shuyuan123' })).code,
    ).toBe(0);
    expect(await carryOutDeletions(t.app, Date.now() + DELETION_COOL_OFF_MS + 60_000)).toBe(0);
    for (const who of [m, bystander]) {
      const row = await t.db
        .selectFrom('users')
        .select(['nick_name', 'mobile'])
        .where('id', '=', who.user.id)
        .executeTakeFirstOrThrow();
      expect(row).toEqual({ nick_name: who.user.nick_name, mobile: who.user.mobile });
    }
  });

  it('sweeps once per interval across processes (the lock in the shared store)', async () => {
    const later = Date.now() + DELETION_COOL_OFF_MS + 60_000;
    const runs = await Promise.all([
      runDeletionSweep(t.app, later),
      runDeletionSweep(t.app, later),
      runDeletionSweep(t.app, later),
    ]);
    expect(runs.filter((r) => r !== null)).toHaveLength(1);
    expect(await runDeletionSweep(t.app, later)).toBeNull();
  });
});
