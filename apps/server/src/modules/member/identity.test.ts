import { beforeAll, describe, expect, it } from 'vitest';
import { setAppConfig } from '#test/helpers/app-config';
import { createMemberWithToken } from '#test/helpers/member';
import { messagesOf } from '#test/helpers/notifications';
import { formFields, location, simulatedLoginCode, sitePath, TestBrowser } from '#test/helpers/oauth-browser';
import { forEachDatabase } from '#test/helpers/test-app';
import { idNumberCheckDigit } from './fake-id-number';

const bind = '/api/v3/member/socialite/bindWithCode';

/** The member's QQ/WeChat bindings and face verification with the simulators. */
forEachDatabase((t) => {
  beforeAll(async () => {
    await setAppConfig(t.db, 'socialite.qq', 1);
    await setAppConfig(t.db, 'socialite.wechat_oauth', 1);
  });

  describe('socialite bindings', () => {
    it('binds with a code once, then refuses conflicts in MeEdu order', async () => {
      const a = await createMemberWithToken(t);
      const b = await createMemberWithToken(t);
      const openid = `bind_qq_${Date.now()}`;
      const code = await simulatedLoginCode(t, 'qq', { openid }, 'bind');
      expect((await t.post(bind, { code }, a.headers)).data).toEqual([]);
      expect((await t.get('/api/v2/member/detail', a.headers)).data.is_bind_qq).toBe(1);
      expect((await t.post(bind, { code }, a.headers)).message).toBe('已过期');

      const another = await simulatedLoginCode(t, 'qq', {}, 'bind');
      expect((await t.post(bind, { code: another }, a.headers)).message).toBe('您已经绑定了该渠道的账号');
      const same = await simulatedLoginCode(t, 'qq', { openid }, 'bind');
      expect((await t.post(bind, { code: same }, b.headers)).message).toBe('当前渠道账号已绑定了其它账号');

      const unionid = `bind_union_${Date.now()}`;
      const wx = await simulatedLoginCode(t, 'wechat', { openid: `wx1_${unionid}`, unionid }, 'bind');
      expect((await t.post(bind, { code: wx }, a.headers)).code).toBe(0);
      // B already has WeChat too: the union_id check still comes first.
      await t.post(bind, { code: await simulatedLoginCode(t, 'wechat', {}, 'bind') }, b.headers);
      const sameUnion = await simulatedLoginCode(t, 'wechat', { openid: `wx2_${unionid}`, unionid }, 'bind');
      expect((await t.post(bind, { code: sameUnion }, b.headers)).message).toBe('同渠道账号已绑定其它用户');
      // The union_id is A's own: A hears that it already has WeChat.
      expect((await t.post(bind, { code: sameUnion }, a.headers)).message).toBe('您已经绑定了该渠道的账号');
    });

    it('checks the code and the token', async () => {
      const m = await createMemberWithToken(t);
      expect((await t.post(bind, { code: 'missing-code' }, m.headers)).message).toBe('已过期');
      expect((await t.post(bind, {}, m.headers)).message).toBe('参数错误');
      expect((await t.post(bind, { code: 'x' })).code).toBe(401);
    });

    it('unbinds only the caller’s binding of that app and answers [] either way', async () => {
      const a = await createMemberWithToken(t);
      const b = await createMemberWithToken(t);
      await t.post(bind, { code: await simulatedLoginCode(t, 'qq', {}, 'bind') }, a.headers);
      await t.post(bind, { code: await simulatedLoginCode(t, 'qq', {}, 'bind') }, b.headers);
      const remove = (headers: Record<string, string>, app: string) =>
        t.inject({ method: 'DELETE', url: `/api/v2/member/socialite/${app}`, headers }).then((r) => r.json());
      expect(await remove(a.headers, 'qq')).toEqual({ code: 0, message: '', data: [] });
      expect(await remove(a.headers, 'qq')).toEqual({ code: 0, message: '', data: [] });
      expect(await remove(a.headers, 'wechat')).toEqual({ code: 0, message: '', data: [] });
      expect((await remove(a.headers, 'weibo')).message).toBe('参数错误');
      expect((await t.get('/api/v2/member/detail', a.headers)).data.is_bind_qq).toBe(0);
      expect((await t.get('/api/v2/member/detail', b.headers)).data.is_bind_qq).toBe(1);
    });
  });

  describe('face verification (simulator)', () => {
    const face = '/api/v3/member/tencent/faceVerify';
    const pending = { code: { status: 5 }, message: '', data: [] };
    const poll = (headers: Record<string, string>, q: { biz_token: string; rule_id: string }) =>
      t
        .inject({ url: `${face}?biz_token=${encodeURIComponent(q.biz_token)}&rule_id=${q.rule_id}`, headers })
        .then((r) => r.json());

    it('starts, stays pending, fails, then passes with the result the provider gives', async () => {
      const m = await createMemberWithToken(t);
      const started = await t.post(face, { s_url: 'PC' }, m.headers);
      expect(started.code, started.message).toBe(0);
      const { url, biz_token, rule_id, request_id } = started.data;
      expect(url).toBe(`http://localhost:80/api/dev/face/verify?biz_token=${biz_token}`);
      expect(rule_id).toBe('simulator');
      expect(request_id).toMatch(/^[0-9a-f]{32}$/);
      const record = await t.db
        .selectFrom('user_face_verify_records')
        .selectAll()
        .where('biz_token', '=', biz_token)
        .executeTakeFirstOrThrow();
      expect(record).toMatchObject({ user_id: m.user.id, status: 0, provider: 'simulator' });
      expect(await poll(m.headers, started.data)).toEqual(pending);

      const phone = new TestBrowser(t);
      const page = await phone.get(sitePath(url));
      expect(page.body).toContain('<title>模拟实名认证</title>');
      expect(page.body).toContain('>认证通过</button>');
      expect(page.body).toContain('>认证失败</button>');
      const fields = formFields(page.body);
      expect(fields.id_number).toMatch(/^\d{17}[\dX]$/);
      expect(idNumberCheckDigit(fields.id_number.slice(0, 17))).toBe(fields.id_number[17]);

      const failed = await phone.post('/api/dev/face/verify', { ...fields, decision: 'fail' });
      expect(location(failed)).toBe('http://localhost:80/face-verify-success');
      expect(await poll(m.headers, started.data)).toEqual(pending);
      expect((await phone.get('/face-verify-success')).body).toContain('请返回电脑端');

      const again = await t.post(face, { s_url: '/member' }, m.headers);
      const second = formFields((await phone.get(sitePath(again.data.url))).body);
      const passed = await phone.post('/api/dev/face/verify', {
        ...second,
        name: '李小四',
        id_number: '11010519491231002X',
        decision: 'pass',
      });
      expect(location(passed)).toBe('http://localhost:80/member');
      expect(await poll(m.headers, again.data)).toEqual({ code: 0, message: '', data: { status: 9 } });
      expect(await poll(m.headers, again.data)).toEqual({ code: 0, message: '', data: { status: 9 } });

      const me = (await t.get('/api/v2/member/detail', m.headers)).data;
      expect(me).toMatchObject({
        is_face_verify: true,
        profile_real_name: '李*四',
        profile_id_number: '110105****002X',
      });
      const notices = await messagesOf(t.db, m.user.id);
      expect(notices.filter((message) => message === '您已通过实名认证')).toHaveLength(1);
      expect((await t.post(face, { s_url: 'PC' }, m.headers)).message).toBe('当前学员已完成实人认证');
    });

    it('never answers for another member’s biz_token, and refuses return URLs off the site', async () => {
      const owner = await createMemberWithToken(t);
      const other = await createMemberWithToken(t);
      const started = await t.post(face, { s_url: 'PC' }, owner.headers);
      expect((await poll(other.headers, started.data)).code).toBe(404);
      expect((await poll(owner.headers, { ...started.data, rule_id: 'other' })).code).toBe(404);
      expect((await t.get(`${face}?biz_token=x`, owner.headers)).message).toBe('参数错误');
      expect((await t.post(face, {}, owner.headers)).message).toBe('参数错误');
      for (const bad of ['https://evil.example/done', '//evil.example', 'javascript:alert(1)']) {
        expect((await t.post(face, { s_url: bad }, owner.headers)).message, bad).toBe('参数错误');
      }
      const gone = await t.inject(`/api/dev/face/verify?biz_token=${'u'.repeat(32)}`);
      expect(gone.statusCode).toBe(404);
      expect(gone.body).toContain('已失效');
      expect((await t.get('/api/dev/face/verify?biz_token=short')).message).toBe('参数错误');
    });
  });
});
