import { LearningMessage } from '@shuyuan/contract';
import { describe, expect, it } from 'vitest';
import {
  createCourse,
  createMember,
  createOrderRow,
  createUserCourse,
  createVideo,
} from '#seed/factories/index';
import { bearer, type HttpAnswer, type HttpClient } from '../helpers/http-client';
import { patternBytes, writeMedia } from '../helpers/media-files';
import { useProcessScope } from '../helpers/process-scope';
import { useSharedProcesses } from '../helpers/shared-processes';

/*
 * Issue 18.1 and 18.8 across processes: two server processes sharing PostgreSQL and Redis hold one
 * progress allowance per member (a burst split over both credits no more than real time), and a refund
 * made on one ends playing on the other at once.
 */

const processes = useProcessScope('shuyuan-2proc-learn-');

describe('two server processes: progress allowance and refunds', { tags: ['postgres', 'redis'] }, () => {
  const shared = useSharedProcesses(processes);

  /** A member (logged in on a) who bought a course of `count` videos of `duration` s, by a paid order. */
  async function buyer(count: number, duration: number) {
    const db = shared.database.db;
    const member = await createMember(db);
    const course = await createCourse(db, { charge_fen: 9900 });
    const url = 'trust/a.mp4';
    for (const dir of shared.dataDirs) writeMedia(dir, url, patternBytes(1000));
    const videos: number[] = [];
    for (let i = 0; i < count; i++)
      videos.push((await createVideo(db, { course_id: course.id, url, duration, published_at: i + 1 })).id);
    const order = await createOrderRow(db, {
      user_id: member.id,
      goods_id: course.id,
      goods_name: course.title,
      charge_fen: 0,
      total_fen: 0,
    });
    await createUserCourse(db, {
      user_id: member.id,
      course_id: course.id,
      order_id: order.id,
      source: 'order',
    });
    const login = await shared.a.post('/api/v2/login/password', {
      mobile: member.mobile,
      password: 'shuyuan123',
    });
    expect(login.body.code, login.body.message).toBe(0);
    return { id: member.id, auth: bearer(login.body.data.token), videos, orderId: order.id };
  }

  const record = (server: HttpClient, id: number, auth: Record<string, string>, at: number) =>
    server.post(`/api/v2/video/${id}/record`, { duration: at }, auth);

  it('a burst of reports split over both processes credits at most the real time since play info', async () => {
    const { a, b } = shared;
    const m = await buyer(4, 600);
    const startedAt = Date.now();
    expect((await a.get(`/api/v2/video/${m.videos[0]}/playinfo`, m.auth)).body.code).toBe(0);
    // Each answer says the position its video holds: the furthest answer of each video is what it got.
    const held = new Map<number, number>();
    const note = (video: number, answer: HttpAnswer) => {
      expect(answer.body.code, answer.body.message).toBe(0);
      held.set(video, Math.max(held.get(video) ?? 0, answer.body.data.watch_seconds as number));
    };
    for (let i = 0; i < 100; i++) {
      const video = m.videos[i % 4] as number;
      note(video, await record(i % 2 ? a : b, video, m.auth, 600));
    }
    await Promise.all(
      Array.from({ length: 100 }, async (_, i) => {
        const video = m.videos[i % 4] as number;
        note(video, await record(i % 2 ? b : a, video, m.auth, 600));
      }),
    );
    const bound = ((Date.now() - startedAt) / 1000) * 2 + 3;
    expect([...held.values()].reduce((sum, s) => sum + s, 0)).toBeLessThanOrEqual(bound);
  });

  it('a refund in the console of one process ends playing on the other at once', async () => {
    const { a, b, fx, peek } = shared;
    const m = await buyer(1, 20);
    const [video] = m.videos as [number];
    const info = await b.get(`/api/v2/video/${video}/playinfo`, m.auth);
    expect(info.body.code, info.body.message).toBe(0);
    const media = new URL(info.body.data.urls[0].url as string);
    const fetchMedia = () =>
      fetch(`${b.url}${media.pathname}`, { headers: { range: 'bytes=0-9' } }).then(async (r) => ({
        status: r.status,
        text: await r.text(),
      }));
    expect((await fetchMedia()).status).toBe(206);
    expect((await record(b, video, m.auth, 2)).body.code).toBe(0);

    const key = (await a.get('/backend/api/v1/captcha/image')).body.data.key as string;
    const login = await a.post('/backend/api/v1/login', {
      username: fx.admin.username,
      password: 'shuyuan123',
      image_key: key,
      image_captcha: (await peek.get(`captcha:${key}`)) as string,
    });
    expect(login.body.code, login.body.message).toBe(0);
    const refund = await a.post(
      `/backend/api/v1/orders/${m.orderId}/refund`,
      { reason: '测试退款' },
      bearer(login.body.data.token),
    );
    expect(refund.body.code, refund.body.message).toBe(0);

    const refused = await fetchMedia();
    expect(refused.status).toBe(403);
    expect(JSON.parse(refused.text).message).toBe(LearningMessage.noPermission);
    expect((await record(b, video, m.auth, 3)).body.message).toBe(LearningMessage.noPermission);
    expect((await b.get(`/api/v2/video/${video}/playinfo`, m.auth)).body.message).toBe(
      LearningMessage.buyToWatch,
    );
  });
});
