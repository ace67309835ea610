import { describe, expect, it } from 'vitest';
import { splitAtAssetPaths } from '#core/http/asset-urls';
import {
  addCourseTeacher,
  createArticle,
  createCourse,
  createMember,
  createOrderRow,
  createSlider,
  createTeacher,
} from '#seed/factories/index';
import { adminCall, adminOfRole } from '#test/helpers/admin';
import { createMemberWithToken } from '#test/helpers/member';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/*
 * Issue 20: every asset address in the member API's answers is absolute (PUBLIC_URL, else the request's
 * origin), so a storefront on another origin shows them; a member without an avatar has the default one
 * everywhere. Admin answers keep the stored paths (their forms send them back).
 */

const host = (name: string) => ({ host: name });
const ABSOLUTE = /^https?:\/\//;

forEachDatabase((t) => {
  const ids = seedOnce(t, async (db) => {
    const teacher = await createTeacher(db, { name: '王老师', avatar: '/storage/teachers/wang.png' });
    const course = await createCourse(db, {
      title: '绝对地址课程',
      thumb: '/storage/covers/course.png',
      render_desc: '<p>介绍<img src="/storage/body/figure.png" alt="图"></p>',
    });
    await addCourseTeacher(db, course.id, teacher.id);
    ids.course = course.id;
    ids.teacher = teacher.id;
    ids.article = (
      await createArticle(db, { title: '绝对地址文章', thumb: '/storage/covers/article.png' })
    ).id;
    await createSlider(db, { thumb: '/storage/sliders/s1.png', url: '/courses', platform: 'PC', sort: 1 });
    await createSlider(db, { thumb: 'https://cdn.example.com/s2.png', url: '', platform: 'PC', sort: 2 });
    // A commenter without an avatar, replying to one with an uploaded avatar.
    const plain = await createMember(db, { nick_name: '无头像', avatar: '' });
    const pictured = await createMember(db, { nick_name: '有头像', avatar: '/storage/avatars/p.webp' });
    const now = Date.now();
    const comment = async (values: { user_id: number; parent_id?: number; reply_id?: number }, at: number) =>
      (
        await db
          .insertInto('comments')
          .values({
            rt: 1,
            rid: course.id,
            content: '评论',
            is_check: 1,
            ...values,
            created_at: now + at,
            updated_at: now + at,
          })
          .returning('id')
          .executeTakeFirstOrThrow()
      ).id;
    ids.top = await comment({ user_id: pictured.id }, 1);
    await comment({ user_id: plain.id, parent_id: ids.top, reply_id: ids.top }, 2);
    ids.plainTop = await comment({ user_id: plain.id }, 3);
  });

  describe('asset addresses in member API answers', () => {
    it('makes course, teacher and rich-text images absolute under the request origin, also from the cache', async () => {
      for (const name of ['edu.example.com', 'shop.example.org:8080']) {
        const list = await t.get('/api/v2/courses?page=1&size=50', host(name));
        const item = list.data.data.find((c: { id: number }) => c.id === ids.course);
        expect(item.thumb).toBe(`http://${name}/storage/covers/course.png`);
        const detail = await t.get(`/api/v2/course/${ids.course}`, host(name));
        expect(detail.data.course.thumb).toBe(`http://${name}/storage/covers/course.png`);
        expect(detail.data.course.render_desc).toContain(`src="http://${name}/storage/body/figure.png"`);
        const teachers = await t.get('/api/v2/teachers', host(name));
        expect(teachers.data.find((x: { id: number }) => x.id === ids.teacher).avatar).toBe(
          `http://${name}/storage/teachers/wang.png`,
        );
      }
    });

    it('makes article, slider and search thumbs absolute and leaves links and outside addresses alone', async () => {
      const articles = await t.get('/api/v2/articles?page=1&size=50', host('edu.example.com'));
      const article = articles.data.data.find((a: { id: number }) => a.id === ids.article);
      expect(article.thumb).toBe('http://edu.example.com/storage/covers/article.png');
      const sliders = await t.get('/api/v2/sliders?platform=PC', host('edu.example.com'));
      expect(sliders.data).toEqual([
        { thumb: 'http://edu.example.com/storage/sliders/s1.png', url: '/courses', sort: 1, platform: 'PC' },
        { thumb: 'https://cdn.example.com/s2.png', url: '', sort: 2, platform: 'PC' },
      ]);
      const config = await t.get('/api/v2/other/config', host('edu.example.com'));
      expect(config.data.sliders[0].thumb).toBe('http://edu.example.com/storage/sliders/s1.png');
      const hits = await t.get(
        `/api/v3/search?keywords=${encodeURIComponent('绝对地址')}`,
        host('edu.example.com'),
      );
      expect(hits.data.data.length).toBeGreaterThan(0);
      for (const hit of hits.data.data) expect(hit.thumb).toMatch(/^http:\/\/edu\.example\.com\/storage\//);
    });

    it('gives the order list absolute goods thumbs', async () => {
      const m = await createMemberWithToken(t);
      await createOrderRow(t.db, {
        user_id: m.user.id,
        goods_type: 'COURSE',
        goods_id: ids.course,
        goods_name: '绝对地址课程',
        goods_thumb: '/storage/covers/course.png',
        total_fen: 100,
        charge_fen: 100,
      });
      const orders = await t.get('/api/v2/member/orders?page=1&size=10', {
        ...m.headers,
        ...host('edu.example.com'),
      });
      expect(orders.data.data[0].goods[0].goods_thumb).toBe(
        'http://edu.example.com/storage/covers/course.png',
      );
    });

    it('shows the default avatar, absolute, for members without one: detail, comments and replies', async () => {
      // The factory leaves the avatar at the column's default, ''.
      const m = await createMemberWithToken(t);
      const detail = await t.get('/api/v2/member/detail', { ...m.headers, ...host('edu.example.com') });
      expect(detail.data.avatar).toBe('http://edu.example.com/images/default_avatar.svg');

      // Comment ids are strings, as in MeEdu.
      const comments = await t.get(`/api/v3/comments?rt=1&rid=${ids.course}`, host('edu.example.com'));
      const top = comments.data.data.find((c: { id: string }) => c.id === String(ids.top));
      const plainTop = comments.data.data.find((c: { id: string }) => c.id === String(ids.plainTop));
      expect(top.user.avatar).toBe('http://edu.example.com/storage/avatars/p.webp');
      expect(plainTop.user.avatar).toBe('http://edu.example.com/images/default_avatar.svg');
      const replies = await t.get(
        `/api/v3/comments/replies?rt=1&rid=${ids.course}&parent_id=${ids.top}`,
        host('edu.example.com'),
      );
      const reply = replies.data.data[0];
      expect(reply.user.avatar).toBe('http://edu.example.com/images/default_avatar.svg');
      expect(reply.reply_user.avatar).toBe('http://edu.example.com/storage/avatars/p.webp');
      for (const avatar of [reply.user.avatar, reply.reply_user.avatar, top.user.avatar]) {
        expect(avatar).toMatch(ABSOLUTE);
      }
    });
  });
});

forEachDatabase(
  (t) => {
    const ids = seedOnce(t, async (db) => {
      ids.course = (await createCourse(db, { title: '公开地址', thumb: '/storage/covers/p.png' })).id;
    });

    it('builds addresses from PUBLIC_URL, whatever host the request named', async () => {
      const detail = await t.get(`/api/v2/course/${ids.course}`, host('internal:3000'));
      expect(detail.data.course.thumb).toBe('https://edu.example.com/storage/covers/p.png');
    });

    it('leaves admin answers with the stored paths (the console sends them back to be stored)', async () => {
      const admin = await adminOfRole(t, 'super');
      const answer = await adminCall(t, 'GET', `/backend/api/v1/courses/${ids.course}`, admin.token);
      expect(answer.data.thumb).toBe('/storage/covers/p.png');
    });
  },
  { config: { publicUrl: 'https://edu.example.com' } },
);

describe('splitAtAssetPaths', () => {
  it('cuts only at site paths of asset fields and image sources into /storage/', () => {
    const json = JSON.stringify({
      thumb: '/storage/a.png',
      url: '/courses',
      avatar: '//cdn.example.com/x.png',
      cover: 'https://cdn.example.com/c.png',
      logo: '',
      html: '<img src="/storage/b.png"><a href="/storage/c.pdf">c</a>',
      note: '"thumb":"/storage/not-a-field.png"',
    });
    expect(splitAtAssetPaths(json).join('https://x.test')).toBe(
      JSON.stringify({
        thumb: 'https://x.test/storage/a.png',
        url: '/courses',
        avatar: '//cdn.example.com/x.png',
        cover: 'https://cdn.example.com/c.png',
        logo: '',
        html: '<img src="https://x.test/storage/b.png"><a href="/storage/c.pdf">c</a>',
        note: '"thumb":"/storage/not-a-field.png"',
      }),
    );
  });
});
