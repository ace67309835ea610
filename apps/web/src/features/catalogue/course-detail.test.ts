import { describe, expect, it } from 'vitest';
import {
  chapterOutline,
  formatBytes,
  formatDuration,
  orderPathFor,
  purchaseState,
  readCourseDetail,
  readCourseTab,
  type TCourseVideo,
} from './course-detail';

const video = (id: number, chapter_id: number, duration = 61): TCourseVideo => ({
  id,
  course_id: 1,
  title: `第${id}课`,
  chapter_id,
  duration,
  free_seconds: 0,
  charge: 0,
  is_ban_sell: 0,
  published_at: '2026-11-01 10:00:00',
});

const course = { id: 1, title: 'Vue 3', thumb: '/c.svg', charge: 199, is_free: 0, is_vip_free: 0 };

describe('readCourseDetail', () => {
  it('groups videos by chapter from an object keyed by chapter id and reads camelCase flags', () => {
    const d = readCourseDetail({
      course,
      chapters: [
        { id: 7, title: '第二章' },
        { id: 3, title: '第一章' },
      ],
      videos: { '3': [video(1, 3), video(2, 3)], '7': [video(3, 7)], '0': [video(9, 0)] },
      isBuy: true,
      isCollect: false,
      attach: [{ id: 1, name: 'slides.pdf', size: 2048, extension: 'pdf' }],
      teachers: [],
    });
    expect(d.isBuy).toBe(true);
    expect(d.isCollect).toBe(false);
    expect(d.attachments).toHaveLength(1);
    // Loose lessons first, then chapters in the server's order.
    expect(chapterOutline(d).map((g) => [g.chapter?.title ?? null, g.videos.map((v) => v.id)])).toEqual([
      [null, [9]],
      ['第二章', [3]],
      ['第一章', [1, 2]],
    ]);
  });

  it('accepts the PHP array form ([[...]]) and snake_case flags', () => {
    const d = readCourseDetail({ course, chapters: [], videos: [[video(1, 0), video(2, 0)]], is_buy: 1 });
    expect(d.isBuy).toBe(true);
    expect(chapterOutline(d)[0].videos.map((v) => v.id)).toEqual([1, 2]);
    expect(d.teachers).toEqual([]);
  });
});

describe('purchaseState (buy / VIP / free / bought)', () => {
  const base = { isBuy: false, course: { ...course } } as Parameters<typeof purchaseState>[0];
  it('says bought for a bought paid course, even when VIP-free', () => {
    expect(purchaseState({ ...base, isBuy: true })).toBe('bought');
    expect(purchaseState({ ...base, isBuy: true, course: { ...base.course, is_vip_free: 1 } })).toBe(
      'bought',
    );
  });
  it('says free for a free course the server reports as bought (never ￥0 已购买)', () => {
    expect(purchaseState({ isBuy: true, course: { ...base.course, is_free: 1, charge: 0 } })).toBe('free');
  });
  it('says free for is_free or a zero price', () => {
    expect(purchaseState({ ...base, course: { ...base.course, is_free: 1 } })).toBe('free');
    expect(purchaseState({ ...base, course: { ...base.course, charge: 0 } })).toBe('free');
  });
  it('offers VIP when VIP-free, otherwise buying', () => {
    expect(purchaseState({ ...base, course: { ...base.course, is_vip_free: 1 } })).toBe('vip');
    expect(purchaseState(base)).toBe('buy');
  });
});

describe('formatting', () => {
  it('writes durations as mm:ss under an hour and hh:mm:ss from an hour', () => {
    expect(formatDuration(0)).toBe('00:00');
    expect(formatDuration(59)).toBe('00:59');
    expect(formatDuration(3599)).toBe('59:59');
    expect(formatDuration(3600)).toBe('01:00:00');
    expect(formatDuration(36_061)).toBe('10:01:01');
  });
  it('writes sizes in B, KB, MB', () => {
    expect(formatBytes(512)).toBe('512 B');
    expect(formatBytes(1536)).toBe('1.5 KB');
    expect(formatBytes(5 * 1024 * 1024)).toBe('5 MB');
    expect(formatBytes(25 * 1024 * 1024)).toBe('25 MB');
  });
});

describe('?tab= and /order', () => {
  it('reads upstream tab numbers 2..5 and names, defaulting to the description', () => {
    expect(readCourseTab(null)).toBe('desc');
    expect(readCourseTab('3')).toBe('catalogue');
    expect(readCourseTab('4')).toBe('comments');
    expect(readCourseTab('5')).toBe('attachments');
    expect(readCourseTab('attachments')).toBe('attachments');
    expect(readCourseTab('99')).toBe('desc');
  });
  it('builds the upstream order address', () => {
    const q = new URLSearchParams(orderPathFor(course).split('?')[1]);
    expect(Object.fromEntries(q)).toEqual({
      goods_id: '1',
      goods_type: 'vod',
      goods_charge: '199',
      goods_label: '录播课',
      goods_name: 'Vue 3',
      goods_thumb: '/c.svg',
    });
  });
});
