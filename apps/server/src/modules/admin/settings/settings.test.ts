import { generateKeyPairSync } from 'node:crypto';
import { DEFAULT_CONFIG_FUNC } from '@shuyuan/contract';
import { beforeAll, describe, expect, it } from 'vitest';
import { adminCall, adminOfRole, lastAudit } from '#test/helpers/admin';
import { forEachDatabase } from '#test/helpers/test-app';

const API = '/backend/api/v1/settings';

forEachDatabase((t) => {
  let root: { token: string };
  const put = (values: Record<string, unknown>) => adminCall(t, 'PUT', API, root.token, { values });
  const get = () => adminCall(t, 'GET', API, root.token);
  const stored = async (key: string) =>
    JSON.parse(
      (await t.db.selectFrom('app_config').select('value').where('key', '=', key).executeTakeFirstOrThrow())
        .value,
    );

  beforeAll(async () => {
    root = await adminOfRole(t, 'super');
  });

  describe('settings', () => {
    it('changes the site name and feature switches; the storefront config follows at once', async () => {
      await t.get('/api/v2/other/config');
      const func = { ...DEFAULT_CONFIG_FUNC, promoCode: true, vip: false };
      expect((await put({ 'site.name': '新书院', func })).code).toBe(0);
      const config = (await t.get('/api/v2/other/config')).data;
      expect(config.name).toBe('新书院');
      expect(config.config_func).toMatchObject({ promoCode: true, vip: false });
      const log = await lastAudit(t, 'settings.update');
      expect(log?.before['site.name']).toBe('书院 Shuyuan');
      expect(log?.after['site.name']).toBe('新书院');
      // Only the named keys are written: the rest (with schema defaults) stay as they were.
      expect(Object.keys(log?.after ?? {}).sort()).toEqual(['func', 'site.name']);
      expect(await stored('site.aboutus')).toContain('<');
      expect(await stored('site.icp_link')).toBe('https://beian.miit.gov.cn/');
    });

    it('refuses to switch on a module the site does not have, naming it, and stores nothing', async () => {
      const before = await stored('func');
      for (const [key, name] of [
        ['practice', '练习'],
        ['credit1Mall', '积分商城'],
        ['live', '直播'],
        ['daySignIn', '每日签到'],
      ] as const) {
        const answer = await put({ 'site.name': '不该保存', func: { ...DEFAULT_CONFIG_FUNC, [key]: true } });
        expect([answer.code, answer.message]).toEqual([1, `${name}模块尚未提供，不能开启`]);
      }
      expect(await stored('func')).toEqual(before);
      expect(await stored('site.name')).not.toBe('不该保存');
      // The built ones may be turned on and off.
      const built = { ...DEFAULT_CONFIG_FUNC, vip: false, promoCode: true, cert: true, paper: true };
      expect((await put({ func: built })).code).toBe(0);
      expect(await stored('func')).toEqual(built);
    });

    it('sets the player rules (poster, watermark on/off, text, size, colour, opacity) that the player reads', async () => {
      // biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's literal placeholder
      const rules = { text: '${mobile} 书院', size: 18, color: '#00aa55', opacity: 0.6 };
      const answer = await put({
        'player.cover': '/storage/uploads/poster.png',
        'player.enabled_bullet_secret': 1,
        'player.bullet_secret': rules,
      });
      expect(answer.code, answer.message).toBe(0);
      expect((await get()).data.values['player.bullet_secret']).toEqual(rules);
      const config = (await t.get('/api/v2/other/config', { host: 'a.test' })).data;
      expect(config.player).toEqual({
        cover: 'http://a.test/storage/uploads/poster.png',
        enabled_bullet_secret: 1,
        bullet_secret: rules,
      });
      // One field at a time: the others stay.
      expect((await put({ 'player.bullet_secret': { color: 'red' } })).code).toBe(0);
      expect(await stored('player.bullet_secret')).toEqual({ ...rules, color: 'red' });

      for (const [value, message] of [
        [{ size: 40 }, '水印字号须在10到32之间'],
        [{ opacity: 0 }, '水印透明度须在0.15到1之间'],
        [{ color: 'red;background:url(x)' }, '水印颜色格式错误，例如 #ff0000 或 red'],
        [{ text: '' }, '请输入水印文字'],
      ] as const) {
        const refused = await put({ 'player.bullet_secret': value });
        expect([refused.code, refused.message]).toEqual([1, message]);
      }
      expect((await put({ 'player.enabled_bullet_secret': 2 })).code).toBe(1);
      expect(await stored('player.bullet_secret')).toEqual({ ...rules, color: 'red' });
    });

    it('keeps secrets write-only: never answered, kept when sent empty, masked in the audit log', async () => {
      const { privateKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
      const PEM = privateKey.export({ type: 'pkcs8', format: 'pem' }).toString();
      const body = PEM.split('\n')[1] ?? '';
      expect(
        (
          await put({
            'payment.alipay': { appId: '2021000000000001', appPrivateKey: PEM, gateway: 'https://gw.test/x' },
          })
        ).code,
      ).toBe(0);
      const answer = await get();
      expect(answer.data.values['payment.alipay']).toMatchObject({
        appId: '2021000000000001',
        appPrivateKey: '',
      });
      expect(answer.data.secrets_set).toContain('payment.alipay.appPrivateKey');
      expect(JSON.stringify(answer.data)).not.toContain(body);
      const log = await lastAudit(t, 'settings.update');
      expect(log?.after_json).not.toContain(body);
      expect(log?.after['payment.alipay'].appPrivateKey).toBe('******');

      // The console sends the secret back empty: the stored one stays. Other fields change.
      expect((await put({ 'payment.alipay': { appId: '2021000000000002', appPrivateKey: '' } })).code).toBe(
        0,
      );
      expect(await stored('payment.alipay')).toMatchObject({
        appId: '2021000000000002',
        appPrivateKey: PEM,
        gateway: 'https://gw.test/x',
      });
      // Only named fields are written: the gateway was not named, so it survives.
      expect((await put({ 'payment.alipay': { sellerId: '2088000000000008' } })).code).toBe(0);
      expect(await stored('payment.alipay')).toMatchObject({
        appId: '2021000000000002',
        sellerId: '2088000000000008',
        gateway: 'https://gw.test/x',
      });

      // Payment rows are private: the public configuration never carries them.
      const row = await t.db
        .selectFrom('app_config')
        .select('is_private')
        .where('key', '=', 'payment.alipay')
        .executeTakeFirstOrThrow();
      expect(row.is_private).toBe(1);
      expect(JSON.stringify((await t.get('/api/v2/other/config')).data)).not.toContain('2088000000000008');
    });

    it('sanitises protocol HTML and answers the about page with it', async () => {
      expect(
        (await put({ 'site.aboutus': '<h2>关于</h2><p onclick="x()">我们</p><script>alert(1)</script>' }))
          .code,
      ).toBe(0);
      const html = await stored('site.aboutus');
      expect(html).toContain('<h2>关于</h2>');
      expect(html).not.toContain('script');
      expect(html).not.toContain('onclick');
      const page = await t.inject({ method: 'GET', url: '/aboutus' });
      expect(page.body).toContain('关于');
    });

    it('refuses unknown keys and bad values with a message', async () => {
      expect((await put({ 'jwt.secret': 'x' })).code).toBe(1);
      expect(await put({ 'site.name': 'a\u0000b' })).toMatchObject({
        code: 1,
        message: '站点名称含有非法字符',
      });
      expect(await put({ 'member.mobile_regex': '([' })).toMatchObject({
        code: 1,
        message: '手机号规则不是有效的正则表达式',
      });
      expect(await put({ 'payment.provider': 'paypal' })).toMatchObject({ code: 1, message: '未知的设置项' });
      expect(await put({ 'payment.alipay': { signMode: 'rsa' } })).toMatchObject({
        code: 1,
        message: '签名方式错误',
      });
      expect(await put({ 'site.logo': 'javascript:alert(1)' })).toMatchObject({ code: 1 });
      expect((await put({ func: { vip: 'yes' } })).code).toBe(1);
      expect((await put({ 'credit1.register': -5 })).code).toBe(1);
    });

    it('is for the super admin only', async () => {
      const editor = await adminOfRole(t, 'editor');
      expect((await adminCall(t, 'GET', API, editor.token)).message).toBe('无权限');
    });
  });
});
