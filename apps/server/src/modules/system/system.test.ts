import { FEATURE_SWITCHES, ZLink, ZNav, ZSpecialCategory, ZSystemConfig } from '@shuyuan/contract';
import jsQR from 'jsqr';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { forEachDatabase } from '#test/helpers/test-app';
import { invalidateSystemCache } from './service';

const now = () => Date.now();

forEachDatabase((t) => {
  async function setConfig(key: string, value: unknown) {
    await t.db
      .updateTable('app_config')
      .set({ value: JSON.stringify(value), updated_at: now() })
      .where('key', '=', key)
      .execute();
    await invalidateSystemCache(t.app.cache);
  }

  describe('GET /api/v3/status', () => {
    it('answers code 0 in MeEdu’s shape to a guest, and refuses other methods', async () => {
      const response = await t.inject('/api/v3/status');
      expect(response.statusCode).toBe(200);
      expect(response.json()).toEqual({ code: 0, message: '', data: [] });
      const posted = await t.inject({ method: 'POST', url: '/api/v3/status' });
      expect(posted.json().code).not.toBe(0);
    });
  });

  describe('GET /api/v2/other/config', () => {
    it('answers every key of the contract, and nothing else', async () => {
      const { code, data } = await t.get('/api/v2/other/config');
      expect(code).toBe(0);
      expect(Object.keys(data).sort()).toEqual(Object.keys(ZSystemConfig.shape).sort());
      expect(() => ZSystemConfig.strict().parse(data)).not.toThrow();
      expect(Object.keys(data.config_func).sort()).toEqual([...FEATURE_SWITCHES].sort());
      expect(data.config_func.vip).toBe(true);
      expect(data.config_func.live).toBe(false);
    });

    it('builds its URLs from the request origin', async () => {
      const { data } = await t.get('/api/v2/other/config', { host: 'edu.example.com:8080' });
      expect(data.url).toBe('http://edu.example.com:8080');
      expect(data.user_protocol).toBe('http://edu.example.com:8080/user/protocol');
      expect(data.user_private_protocol).toBe('http://edu.example.com:8080/user/private_protocol');
      expect(data.vip_protocol).toBe('http://edu.example.com:8080/user/vip_protocol');
      expect(data.paid_content_purchase_protocol).toBe(
        'http://edu.example.com:8080/user/paid_content_purchase_protocol',
      );
      expect(data.aboutus).toBe('http://edu.example.com:8080/aboutus');
    });

    it('ignores a Host header that is not a host name', async () => {
      const { data } = await t.get('/api/v2/other/config', { host: 'evil.com/<script>' });
      expect(data.url).toBe('http://localhost');
    });

    it('reads its values from the database (cached until invalidated)', async () => {
      await setConfig('site.name', '测试书院');
      await setConfig('site.logo', '/storage/uploads/logo.png');
      await setConfig('socialite.qq', 1);
      await setConfig('member.enabled_face_verify', true);
      await setConfig('site.lang', 'en');
      await setConfig('func', { live: true, vip: false, cert: false, unknownSwitch: true });
      const { data } = await t.get('/api/v2/other/config', { host: 'a.test' });
      expect(data.name).toBe('测试书院');
      expect(data.logo.logo).toBe('http://a.test/storage/uploads/logo.png');
      expect(data.socialites).toEqual({ qq: 1, wechat_oauth: 0 });
      expect(data.member.enabled_face_verify).toBe(true);
      expect(data.lang).toBe('en');
      // A stored switch of a module the site lacks is answered off (decision 031).
      expect(data.config_func.live).toBe(false);
      expect(data.config_func.vip).toBe(false);
      expect(data.config_func.cert).toBe(false);
      expect(data.config_func).not.toHaveProperty('unknownSwitch');

      // A write that does not invalidate is not seen while the entry is fresh.
      await t.db
        .updateTable('app_config')
        .set({ value: JSON.stringify('改名') })
        .where('key', '=', 'site.name')
        .execute();
      expect((await t.get('/api/v2/other/config', { host: 'a.test' })).data.name).toBe('测试书院');
      await invalidateSystemCache(t.app.cache);
      expect((await t.get('/api/v2/other/config', { host: 'a.test' })).data.name).toBe('改名');
    });

    it('sends each footer QR code as an image: the uploaded one, else one drawn from its link', async () => {
      await setConfig('contact', {
        qrcodes: [
          { name: '公众号', url: 'https://mp.example.com/follow?id=42', image: '' },
          { name: '客服', url: 'https://kf.example.com/', image: '/storage/uploads/kf.png' },
          { name: '空', url: '', image: '' },
        ],
      });
      const { data } = await t.get('/api/v2/other/config', { host: 'a.test' });
      const [drawn, uploaded, empty] = data.contact.qrcodes;
      expect(uploaded.image).toBe('http://a.test/storage/uploads/kf.png');
      expect(empty.image).toBe('');
      expect(drawn.url).toBe('https://mp.example.com/follow?id=42');
      expect(drawn.image).toMatch(/^data:image\/svg\+xml;base64,/);
      // The drawn code scans back to the link: rasterise the SVG and read it with a QR decoder.
      const svg = Buffer.from(drawn.image.split(',')[1], 'base64');
      const { data: pixels, info } = await sharp(svg, { density: 300 })
        .ensureAlpha()
        .raw()
        .toBuffer({ resolveWithObject: true });
      const read = jsQR(new Uint8ClampedArray(pixels), info.width, info.height);
      expect(read?.data).toBe('https://mp.example.com/follow?id=42');
    });

    it('falls back to safe values for a malformed stored value', async () => {
      await t.db
        .updateTable('app_config')
        .set({ value: '{not json' })
        .where('key', '=', 'player.bullet_secret')
        .execute();
      await invalidateSystemCache(t.app.cache);
      const { code, data } = await t.get('/api/v2/other/config');
      expect(code).toBe(0);
      // biome-ignore lint/suspicious/noTemplateCurlyInString: MeEdu's placeholder
      expect(data.player.bullet_secret).toEqual({ size: 14, color: 'red', opacity: 1, text: '${mobile}' });
    });
  });

  describe('navs, links and special categories', () => {
    it('GET /api/v2/navs: PC by default, two levels ordered by sort, with name_en', async () => {
      const stamp = { created_at: now(), updated_at: now() };
      const top = await t.db
        .insertInto('navs')
        .values({ name: '课程', name_en: 'Courses', url: '/courses', platform: 'PC', sort: 2, ...stamp })
        .returning('id')
        .executeTakeFirstOrThrow();
      // Multi-row inserts name every column in every row (SQLite has no DEFAULT in VALUES lists).
      const nav = { parent_id: 0, blank: 0, active_routes: '', ...stamp };
      await t.db
        .insertInto('navs')
        .values([
          { ...nav, name: '首页', name_en: 'Home', url: '/', platform: 'PC', sort: 1 },
          { ...nav, name: '子三', name_en: 'C3', url: '/c3', platform: 'PC', sort: 3, parent_id: top.id },
          {
            ...nav,
            name: '子一',
            name_en: 'C1',
            url: 'https://x.test',
            platform: 'PC',
            sort: 1,
            parent_id: top.id,
            blank: 1,
          },
          { ...nav, name: '手机首页', name_en: 'Home', url: '/', platform: 'h5', sort: 1 },
        ])
        .execute();
      await invalidateSystemCache(t.app.cache);

      const { code, data } = await t.get('/api/v2/navs');
      expect(code).toBe(0);
      expect(() => z.array(ZNav.strict()).parse(data)).not.toThrow();
      expect(data.map((n: { name: string }) => n.name)).toEqual(['首页', '课程']);
      expect(data[1].children.map((c: { name_en: string }) => c.name_en)).toEqual(['C1', 'C3']);
      expect(data[1].children[0]).toMatchObject({ blank: 1, parent_id: top.id, platform: 'PC' });
      expect(data[0].children).toEqual([]);

      expect((await t.get('/api/v2/navs?platform=PC')).data).toEqual(data);
      const h5 = await t.get('/api/v2/navs?platform=h5');
      expect(h5.data.map((n: { name: string }) => n.name)).toEqual(['手机首页']);
      expect((await t.get('/api/v2/navs?platform=H5')).data).toEqual(h5.data);
      expect((await t.get('/api/v2/navs?platform=MINI')).data).toEqual([]);
      expect((await t.get('/api/v2/other/config')).data.navs).toEqual(data);
    });

    it('GET /api/v2/navs rejects an over-long platform', async () => {
      expect(await t.get(`/api/v2/navs?platform=${'x'.repeat(40)}`)).toMatchObject({ code: 1 });
    });

    it('GET /api/v2/links: ordered by sort, Eloquent ISO dates', async () => {
      const at = Date.UTC(2025, 0, 2, 3, 4, 5);
      await t.db
        .insertInto('links')
        .values([
          { name: 'B', url: 'https://b.test', sort: 2, created_at: at, updated_at: at },
          { name: 'A', url: 'https://a.test', sort: 1, created_at: at, updated_at: at },
        ])
        .execute();
      await invalidateSystemCache(t.app.cache);
      const { data } = await t.get('/api/v2/links');
      expect(data.map((l: { name: string }) => l.name)).toEqual(['A', 'B']);
      expect(data[0].created_at).toBe('2025-01-02T03:04:05.000000Z');
      expect(() =>
        z.array(ZLink.extend({ created_at: z.string(), updated_at: z.string() }).strict()).parse(data),
      ).not.toThrow();
      const config = await t.get('/api/v2/other/config');
      expect(config.data.links.map((l: { name: string }) => l.name)).toEqual(['A', 'B']);
      expect(() => z.array(ZLink.strict()).parse(config.data.links)).not.toThrow();
    });

    it('GET /api/v2/categories/special: visible course/activate topics, at most 6, by sort', async () => {
      const stamp = { created_at: now(), updated_at: now(), parent_id: 0, is_show: 1, name_en: '' };
      const rows = [
        ...Array.from({ length: 7 }, (_, i) => ({
          ...stamp,
          type: (i % 2 ? 'activate' : 'course') as 'course' | 'activate',
          name: `专题${i}`,
          name_en: `Topic ${i}`,
          sort: 10 - i,
          is_special: 1,
          deleted_at: null,
        })),
        { ...stamp, type: 'article' as const, name: '文章', sort: 0, is_special: 1, deleted_at: null },
        {
          ...stamp,
          type: 'course' as const,
          name: '隐藏',
          sort: 0,
          is_special: 1,
          is_show: 0,
          deleted_at: null,
        },
        { ...stamp, type: 'course' as const, name: '已删', sort: 0, is_special: 1, deleted_at: now() },
        { ...stamp, type: 'course' as const, name: '普通', sort: 0, is_special: 0, deleted_at: null },
      ];
      await t.db.insertInto('categories').values(rows).execute();
      await invalidateSystemCache(t.app.cache);
      const { data } = await t.get('/api/v2/categories/special');
      expect(() => z.array(ZSpecialCategory.strict()).parse(data)).not.toThrow();
      expect(data.map((c: { name: string }) => c.name)).toEqual([
        '专题6',
        '专题5',
        '专题4',
        '专题3',
        '专题2',
        '专题1',
      ]);
      expect(data[0]).toMatchObject({ type: 'course', name_en: 'Topic 6' });
      expect(data[1]).toMatchObject({ type: 'activate' });
    });
  });

  describe('agreement and about pages', () => {
    const pages = [
      ['/user/protocol', 'protocol.user', '用户协议'],
      ['/user/private_protocol', 'protocol.privacy', '隐私政策'],
      ['/user/vip_protocol', 'protocol.vip', '会员服务协议'],
      ['/user/paid_content_purchase_protocol', 'protocol.paid_content', '付费内容购买协议'],
      ['/aboutus', 'site.aboutus', '关于我们'],
    ] as const;

    for (const [path, key, title] of pages) {
      it(`${path} renders ${key} as a sanitised page`, async () => {
        await setConfig(
          key,
          `<p>正文 ${key}</p><script>alert(1)</script><img src="x.png" onerror="alert(2)"><a href="javascript:alert(3)">x</a>`,
        );
        const response = await t.inject(path);
        expect(response.statusCode).toBe(200);
        expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
        expect(response.headers['content-security-policy']).toContain("default-src 'none'");
        expect(response.body).toContain(`<title>${title}`);
        expect(response.body).toContain(`<p>正文 ${key}</p>`);
        expect(response.body).toContain('<img src="x.png" />');
        expect(response.body).not.toMatch(/<script|onerror|javascript:/i);
      });
    }
  });
});
