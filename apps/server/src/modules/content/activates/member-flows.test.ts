import { expect, it } from 'vitest';
import { createActivate, DAY_MS } from '#seed/factories/index';
import { createMemberWithToken } from '#test/helpers/member';
import { seedOnce } from '#test/helpers/seed-once';
import { forEachDatabase } from '#test/helpers/test-app';

/** A member enrols in free offline courses and keeps favourites. */
forEachDatabase((t) => {
  const ids = seedOnce(t, async (db, now) => {
    ids.free = (await createActivate(db, { title: '免费沙龙', quota: 1, charge_fen: 0 })).id;
    ids.paid = (await createActivate(db, { title: '付费训练营', charge_fen: 19900 })).id;
    ids.closed = (await createActivate(db, { title: '已截止', enroll_ended_at: now - DAY_MS })).id;
  });

  it('enrols once in a free offline course, then it is full for others', async () => {
    const a = await createMemberWithToken(t);
    const b = await createMemberWithToken(t);
    expect(await t.post(`/api/v2/activate/${ids.free}/enroll`, undefined, a.headers)).toEqual({
      code: 0,
      message: '',
      data: { enrolled: true, seats_left: 0 },
    });
    expect((await t.get(`/api/v2/activate/${ids.free}`, a.headers)).data).toMatchObject({
      is_enrolled: true,
      activate: { seats_left: 0, state: 'full', enrolled_count: 1 },
    });
    // The visitors' cached answer was dropped too.
    expect((await t.get(`/api/v2/activate/${ids.free}`)).data.activate.state).toBe('full');
    expect((await t.post(`/api/v2/activate/${ids.free}/enroll`, undefined, a.headers)).message).toBe(
      '您已报名',
    );
    expect((await t.post(`/api/v2/activate/${ids.free}/enroll`, undefined, b.headers)).message).toBe(
      '名额已满',
    );
  });

  it('sends paid ones to an order and refuses closed or missing ones', async () => {
    const m = await createMemberWithToken(t);
    expect((await t.post(`/api/v2/activate/${ids.paid}/enroll`, undefined, m.headers)).message).toBe(
      '该活动需付费报名，请先下单',
    );
    expect((await t.post(`/api/v2/activate/${ids.closed}/enroll`, undefined, m.headers)).message).toBe(
      '报名已截止',
    );
    expect((await t.post('/api/v2/activate/4444444/enroll', undefined, m.headers)).code).toBe(404);
  });

  it('toggles a favourite and lists it', async () => {
    const m = await createMemberWithToken(t);
    expect((await t.get(`/api/v2/activate/${ids.paid}/like`, m.headers)).data).toBe(1);
    expect((await t.get(`/api/v2/activate/${ids.paid}`, m.headers)).data.is_like).toBe(true);
    const list = await t.get('/api/v3/member/activates/like', m.headers);
    expect(list.data).toMatchObject({
      total: 1,
      data: [{ activate_id: ids.paid, activate: { title: '付费训练营' } }],
    });
    expect((await t.get(`/api/v2/activate/${ids.paid}/like`, m.headers)).data).toBe(0);
    expect((await t.get('/api/v3/member/activates/like', m.headers)).data.total).toBe(0);
  });
});
