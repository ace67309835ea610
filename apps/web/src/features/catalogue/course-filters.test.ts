import { describe, expect, it } from 'vitest';
import { courseListQuery, readCourseFilters, writeCourseFilters } from './course-filters';

describe('/courses filters in the address', () => {
  it('reads cid, child, scene and page, falling back on bad values', () => {
    expect(readCourseFilters(new URLSearchParams('cid=2&child=5&scene=free&page=3'))).toEqual({
      cid: 2,
      child: 5,
      scene: 'free',
      page: 3,
    });
    expect(readCourseFilters(new URLSearchParams('cid=x&child=-1&scene=hack&page=0'))).toEqual({
      cid: 0,
      child: 0,
      scene: '',
      page: 1,
    });
  });

  it('writes only what differs from the defaults', () => {
    expect(writeCourseFilters({ cid: 0, child: 0, scene: '', page: 1 }).toString()).toBe('');
    expect(writeCourseFilters({ cid: 2, child: 5, scene: 'sub', page: 2 }).toString()).toBe(
      'cid=2&child=5&scene=sub&page=2',
    );
    expect(writeCourseFilters({ cid: 0, child: 5, scene: '', page: 1 }).toString()).toBe('');
  });

  it('asks for 16 a page, the sub-category winning over its parent', () => {
    expect(courseListQuery({ cid: 2, child: 5, scene: 'free', page: 3 })).toEqual({
      page: 3,
      page_size: 16,
      category_id: 5,
      scene: 'free',
    });
    expect(courseListQuery({ cid: 0, child: 0, scene: '', page: 1 })).toEqual({ page: 1, page_size: 16 });
  });
});
