import { afterAll, beforeAll, expect, it } from 'vitest';
import { createArticle, createOrderRow } from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * One time zone for the site (decision 035): the `site.time_zone` setting, Asia/Shanghai by default, checked
 * as an IANA zone when saved, told to the web in the config and used wherever the server formats a time.
 */
const SETTINGS = '/backend/api/v1/settings';
// 2026-01-05 20:30:00 UTC: 2026-01-06 04:30 in Shanghai, 2026-01-05 15:30 in New York.
const INSTANT = Date.UTC(2026, 0, 5, 20, 30, 0);

forEachDatabase((t) => {
  let root: { token: string };
  const put = (values: Record<string, unknown>) => adminCall(t, 'PUT', SETTINGS, root.token, { values });

  beforeAll(async () => {
    root = await adminOfRole(t, 'super');
  });
  afterAll(async () => {
    await put({ 'site.time_zone': 'Asia/Shanghai' });
  });

  it('tells times in Asia/Shanghai by default, and says so in the config', async () => {
    expect((await t.get('/api/v2/other/config')).data.time_zone).toBe('Asia/Shanghai');
    const article = await createArticle(t.db, { published_at: INSTANT });
    expect((await t.get(`/api/v2/article/${article.id}`)).data.published_at).toBe('2026-01-06 04:30:00');
  });

  it('refuses a name that is no IANA zone, in the caller language', async () => {
    for (const bad of ['Mars/Olympus', '+08:00', '', 'Asia/Shanghai; drop table', 42]) {
      const answer = await put({ 'site.time_zone': bad });
      expect(answer.code, String(bad)).toBe(1);
    }
    expect((await put({ 'site.time_zone': 'Mars/Olympus' })).message).toBe(
      '时区须为 IANA 时区名，如 Asia/Shanghai',
    );
    const english = await t.inject({
      method: 'PUT',
      url: SETTINGS,
      headers: {
        authorization: `Bearer ${root.token}`,
        'content-type': 'application/json',
        'accept-language': 'en',
      },
      payload: JSON.stringify({ values: { 'site.time_zone': 'Mars/Olympus' } }),
    });
    expect(english.json()).toMatchObject({
      code: 1,
      message: 'The time zone must be an IANA zone name such as Asia/Shanghai',
    });
    expect((await t.get('/api/v2/other/config')).data.time_zone).toBe('Asia/Shanghai');
  });

  it('formats every time in the zone set, at once, and orders keep their instant', async () => {
    const article = await createArticle(t.db, { published_at: INSTANT });
    const m = await createMemberWithToken(t);
    await createOrderRow(t.db, { user_id: m.user.id, goods_id: 1, created_at: INSTANT, updated_at: INSTANT });
    // Read once in Shanghai, so a cached answer would be there to go stale.
    await t.get('/api/v2/other/config');
    expect((await put({ 'site.time_zone': 'America/New_York' })).code).toBe(0);

    expect((await t.get('/api/v2/other/config')).data.time_zone).toBe('America/New_York');
    expect((await t.get(`/api/v2/article/${article.id}`)).data.published_at).toBe('2026-01-05 15:30:00');
    // An ISO instant is the same in every zone; the web tells it in the site zone (shared/time.ts).
    const orders = await t.get('/api/v2/member/orders', m.headers);
    expect(orders.data.data[0].created_at).toBe('2026-01-05T20:30:00.000Z');

    expect((await put({ 'site.time_zone': 'Asia/Shanghai' })).code).toBe(0);
    expect((await t.get(`/api/v2/article/${article.id}`)).data.published_at).toBe('2026-01-06 04:30:00');
  });
});
