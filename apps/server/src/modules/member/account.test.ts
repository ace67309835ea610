import { describe, expect, it } from 'vitest';
import { placeholderMobile } from '#modules/auth';
import { createMember, createRole } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { freshIp, freshMobile, sendAndReadCode } from '#test/helpers/sms';
import { forEachDatabase } from '#test/helpers/test-app';
import { maskIdNumber, maskRealName } from './detail';

describe('masks', () => {
  it('masks names and id numbers as MeEdu does', () => {
    expect(maskRealName('')).toBe('');
    expect(maskRealName('李')).toBe('李');
    expect(maskRealName('李雷')).toBe('李*');
    expect(maskRealName('欧阳明月')).toBe('欧*月');
    expect(maskIdNumber('110101199003071234')).toBe('110101****1234');
    expect(maskIdNumber('110101900307123')).toBe('110101****123');
  });
});

/** Member basics of issue 3: bind, change mobile, change password, detail. */
forEachDatabase((t) => {
  it('answers 401 without a token on every member call', async () => {
    expect(await t.get('/api/v2/member/detail')).toEqual({ code: 401, message: '请登录', data: [] });
    expect((await t.post('/api/v2/member/detail/mobile', {})).code).toBe(401);
    expect((await t.post('/api/v3/member/destroy')).code).toBe(401);
  });

  it('shows the member detail with masked profile data and the default avatar', async () => {
    const m = await createMemberWithToken(t);
    const now = Date.now();
    await t.db
      .insertInto('user_profiles')
      .values({
        user_id: m.user.id,
        real_name: '王小明',
        id_number: '110101199003071234',
        is_verify: 1,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { data } = await t.get('/api/v2/member/detail', m.headers);
    expect(data).toMatchObject({
      id: m.user.id,
      profile_real_name: '王*明',
      profile_id_number: '110101****1234',
      is_face_verify: true,
      is_bind_qq: 0,
      is_bind_wechat: 0,
      role: null,
    });
    expect(data.avatar).toMatch(/^http:\/\/localhost(:\d+)?\/images\/default_avatar\.svg$/);
    expect(data.created_at).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{6}Z$/);
  });

  it('shows the member role, the members they invited and a WeChat binding', async () => {
    const role = await createRole(t.db, { name: '年度会员' });
    const m = await createMemberWithToken(t);
    await t.db
      .updateTable('users')
      .set({ role_id: role.id, role_expired_at: Date.now() + 86_400_000 })
      .where('id', '=', m.user.id)
      .execute();
    for (let i = 0; i < 2; i++)
      await createMember(t.db, { mobile: freshMobile(), invite_user_id: m.user.id });
    const now = Date.now();
    await t.db
      .insertInto('user_socialites')
      .values({
        user_id: m.user.id,
        app: 'wechat',
        app_user_id: `wx-${m.user.id}`,
        created_at: now,
        updated_at: now,
      })
      .execute();
    const { data } = await t.get('/api/v2/member/detail', m.headers);
    expect(data).toMatchObject({
      role_id: role.id,
      role: { id: role.id, name: '年度会员' },
      invite_people_count: 2,
      is_bind_wechat: 1,
      is_bind_qq: 0,
      is_face_verify: false,
      profile_real_name: '',
    });
  });

  it('binds a mobile to an account without one, once', async () => {
    const m = await createMemberWithToken(t, { mobile: placeholderMobile() });
    expect((await t.get('/api/v2/member/detail', m.headers)).data.is_bind_mobile).toBe(0);
    const mobile = freshMobile();
    const code = await sendAndReadCode(t, mobile, 'mobile_bind', freshIp());
    expect(await t.post('/api/v2/member/detail/mobile', { mobile, mobile_code: code }, m.headers)).toEqual({
      code: 0,
      message: '',
      data: [],
    });
    expect((await t.get('/api/v2/member/detail', m.headers)).data).toMatchObject({
      mobile,
      is_bind_mobile: 1,
    });
    const other = freshMobile();
    const again = await sendAndReadCode(t, other, 'mobile_bind', freshIp());
    expect(
      (await t.post('/api/v2/member/detail/mobile', { mobile: other, mobile_code: again }, m.headers))
        .message,
    ).toBe('已绑定');
  });

  it('refuses to bind a number another member holds', async () => {
    const holder = await createMemberWithToken(t);
    const m = await createMemberWithToken(t, { mobile: placeholderMobile() });
    const code = await sendAndReadCode(t, holder.user.mobile, 'mobile_bind', freshIp());
    expect(
      (
        await t.post(
          '/api/v2/member/detail/mobile',
          { mobile: holder.user.mobile, mobile_code: code },
          m.headers,
        )
      ).message,
    ).toBe('手机号已存在');
  });

  it('changes the mobile in two steps; the sign is the member own and single use', async () => {
    const m = await createMemberWithToken(t);
    const probe = await createMemberWithToken(t);
    const oldCode = await sendAndReadCode(t, m.user.mobile, 'mobile_bind', freshIp());
    expect(
      (await t.post('/api/v2/member/verify', { mobile: probe.user.mobile, mobile_code: oldCode }, m.headers))
        .message,
    ).toBe('参数错误');
    const { data } = await t.post(
      '/api/v2/member/verify',
      { mobile: m.user.mobile, mobile_code: oldCode },
      m.headers,
    );
    const next = freshMobile();
    const newCode = await sendAndReadCode(t, next, 'mobile_bind', freshIp());
    const put = (headers: Record<string, string>, body: unknown) =>
      t
        .inject({
          method: 'PUT',
          url: '/api/v2/member/mobile',
          headers: { ...headers, 'content-type': 'application/json' },
          payload: JSON.stringify(body),
        })
        .then((r) => r.json());
    expect((await put(probe.headers, { mobile: next, mobile_code: newCode, sign: data.sign })).message).toBe(
      '参数错误',
    );
    expect((await put(m.headers, { mobile: next, mobile_code: newCode, sign: data.sign })).code).toBe(0);
    expect((await t.get('/api/v2/member/detail', m.headers)).data.mobile).toBe(next);
    expect(
      (await put(m.headers, { mobile: freshMobile(), mobile_code: '000000', sign: data.sign })).message,
    ).toBe('参数错误');
  });

  it('changes the password only with a code to the member own bound mobile', async () => {
    const m = await createMemberWithToken(t);
    const stranger = freshMobile();
    const strangerCode = await sendAndReadCode(t, stranger, 'password_reset', freshIp());
    expect(
      (
        await t.post(
          '/api/v2/member/detail/password',
          { mobile: stranger, mobile_code: strangerCode, password: 'another1' },
          m.headers,
        )
      ).message,
    ).toBe('请绑定手机号');
    const code = await sendAndReadCode(t, m.user.mobile, 'password_reset', freshIp());
    expect(
      (
        await t.post(
          '/api/v2/member/detail/password',
          { mobile: m.user.mobile, mobile_code: code, password: 'another1' },
          m.headers,
        )
      ).code,
    ).toBe(0);
    expect(
      (await t.post('/api/v2/login/password', { mobile: m.user.mobile, password: 'another1' })).code,
    ).toBe(0);
  });
});
