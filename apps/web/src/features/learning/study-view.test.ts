import { describe, expect, it } from 'vitest';
import type { StudyItem } from './api/study';
import { lessonPercent, studyCard } from './study-view';

const course = {
  id: 5,
  title: 'Vue 3',
  slug: 'vue3',
  thumb: '/t.svg',
  charge: 199,
  short_description: '',
  seo_keywords: '',
  seo_description: '',
  published_at: '2026-01-01 00:00:00',
  is_rec: 0,
  is_show: 1,
  user_count: 1,
  category_id: 1,
  is_free: 0,
  is_allow_comment: 1,
  is_vip_free: 0,
  videos_count: 8,
  category: null,
};
const record = {
  id: 1,
  course_id: 5,
  user_id: 2,
  is_watched: 0,
  watched_at: null,
  progress: 25,
  created_at: '2026-02-03 10:00:00',
  updated_at: '2026-02-04 10:00:00',
};
const lastView = {
  id: 9,
  user_id: 2,
  course_id: 5,
  video_id: 41,
  watch_seconds: 12,
  watched_at: null,
  created_at: '2026-02-04T10:00:00Z',
  updated_at: '2026-02-04T10:00:00Z',
};

describe('study centre card', () => {
  it('reads a 在学 item (the record itself) with its last lesson', () => {
    const item = {
      ...record,
      learned_count: 2,
      is_subscribe: 1,
      watch_record: record,
      last_view_video: lastView,
      course,
    };
    expect(studyCard(item as StudyItem)).toMatchObject({
      learned: 2,
      total: 8,
      progress: 25,
      finished: false,
      continueTo: '/courses/video/41',
      started: true,
      date: '2026-02-03',
    });
  });

  it('reads a 购买 item without any record: 0 %, continue goes to the course page', () => {
    const item = {
      course_id: 5,
      user_id: 2,
      charge: 199,
      created_at: '2026-03-01 08:00:00',
      learned_count: 0,
      watch_record: [],
      last_view_video: [],
      course,
    };
    expect(studyCard(item as StudyItem)).toMatchObject({
      progress: 0,
      finished: false,
      continueTo: '/courses/detail/5',
      started: false,
    });
  });

  it('marks a course finished from its record or from every lesson learned', () => {
    const done = { ...record, is_watched: 1, progress: 100 };
    const item = {
      course_id: 5,
      user_id: 2,
      created_at: '2026-03-01 08:00:00',
      learned_count: 8,
      watch_record: done,
      last_view_video: lastView,
      course,
    };
    expect(studyCard(item as StudyItem)).toMatchObject({ progress: 100, finished: true });
  });
});

describe('lesson percent', () => {
  it('is 0 without a record, 100 once finished, else the share watched (below 100)', () => {
    expect(lessonPercent(100, null)).toBe(0);
    expect(lessonPercent(100, { watch_seconds: 100, watched_at: '2026-01-01 00:00:00' })).toBe(100);
    expect(lessonPercent(100, { watch_seconds: 42, watched_at: null })).toBe(42);
    expect(lessonPercent(100, { watch_seconds: 100, watched_at: null })).toBe(99);
    expect(lessonPercent(0, { watch_seconds: 3, watched_at: null })).toBe(0);
  });
});
