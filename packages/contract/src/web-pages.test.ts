import { describe, expect, it } from 'vitest';
import { h5PathOf, matchWebPage, storefrontPath, twinPath } from './web-pages';

describe('matchWebPage', () => {
  it('finds desktop and /h5 pages with their parameters, as react-router matches them', () => {
    expect(matchWebPage('/')).toEqual({ side: 'desktop', page: 'home', head: 'home', params: {} });
    expect(matchWebPage('/courses/detail/12')).toEqual({
      side: 'desktop',
      page: 'courseDetail',
      head: 'course',
      params: { courseId: '12' },
    });
    expect(matchWebPage('/H5/Teacher/3/')).toEqual({
      side: 'h5',
      page: 'teacher',
      head: 'teacher',
      params: { teacherId: '3' },
    });
    expect(matchWebPage('/h5/study')).toMatchObject({ side: 'h5', page: 'memberStudy', head: 'private' });
    expect(matchWebPage('/admin/courses/3/edit')).toMatchObject({ page: 'admin', head: 'private' });
  });

  it('finds nothing for addresses the app does not have', () => {
    for (const path of ['/nope', '/courses/detail', '/courses/detail/1/more', '/h5x', '/h5/vip', '/member/x'])
      expect(matchWebPage(path), path).toBeNull();
  });
});

describe('page addresses', () => {
  it('fills in parameters, and names the mobile twin when there is one', () => {
    expect(storefrontPath('home')).toBe('/');
    expect(storefrontPath('kechengDetail', { kechengId: '5' })).toBe('/kecheng/5');
    expect(h5PathOf('home')).toBe('/h5');
    expect(h5PathOf('courseDetail', { courseId: '7' })).toBe('/h5/courses/detail/7');
    expect(h5PathOf('memberStudy')).toBe('/h5/study');
    expect(h5PathOf('vip')).toBeNull();
  });

  it('pairs the exam pages with their /h5 twins by their one id (issue 23)', () => {
    expect(h5PathOf('examResult', { attemptId: '5' })).toBe('/h5/exam/attempts/5/result');
    expect(twinPath('/exam/attempts/5', 0)).toBe('/h5/exam/attempts/5');
    expect(twinPath('/h5/exam/attempts/5/result', 1)).toBe('/exam/attempts/5/result');
    expect(twinPath('/exam/papers/9', 0)).toBe('/h5/exam/papers/9');
    expect(twinPath('/h5/member/exams', 1)).toBe('/member/exams');
    expect(matchWebPage('/exam/papers')).toMatchObject({ page: 'examPapers', head: 'private' });
  });
});
