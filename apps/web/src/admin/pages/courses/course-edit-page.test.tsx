import type { TAdminCourseDetail } from '@shuyuan/contract/admin-courses';
import type { Endpoint } from '@shuyuan/contract/endpoint';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { callAdmin } from '../../admin-http';
import { renderAdmin, setUpAdminScreens } from '../../test-support/render-admin';
import { CourseEditPage } from './course-edit-page';

vi.mock('../../admin-http', async (importOriginal) => ({
  ...(await importOriginal<typeof import('../../admin-http')>()),
  callAdmin: vi.fn(),
}));

const COURSE: TAdminCourseDetail = {
  id: 12,
  title: '线性代数',
  thumb: '',
  category_id: 1,
  category_name: '数学',
  charge: 99,
  is_free: false,
  is_vip_free: false,
  is_show: false,
  published_at: 1_760_000_000_000,
  user_count: 0,
  video_count: 0,
  updated_at: 1_760_000_000_000,
  short_description: '',
  original_desc: '',
  render_desc: '',
  seo_keywords: '',
  seo_description: '',
  teacher_ids: [],
  chapters: [],
  videos: [],
};

let calls: string[] = [];
let readsAnswered = 0;

/** The first read of the course answers; every read after the write never comes back (a busy server). */
async function fakeCallAdmin(endpoint: Endpoint) {
  calls.push(endpoint.id);
  switch (endpoint.id) {
    case 'adminGetCourse':
      if (readsAnswered++ === 0) return COURSE;
      return new Promise(() => {});
    case 'adminCourseOptions':
      return { categories: [{ id: 1, name: '数学' }], teachers: [] };
    case 'adminRenderMarkdown':
      return { html: '' };
    case 'adminPublishCourse':
      return [];
    default:
      throw new Error(`unexpected call ${endpoint.id}`);
  }
}

setUpAdminScreens();

beforeEach(() => {
  calls = [];
  readsAnswered = 0;
  vi.mocked(callAdmin).mockImplementation(fakeCallAdmin as typeof callAdmin);
});

describe('course edit page', () => {
  it('shows the course published once the write is answered, though the refresh after it has not come back', async () => {
    renderAdmin(<CourseEditPage />, ['content.manage'], '/admin/courses/12', '/admin/courses/:id');
    fireEvent.click(await screen.findByRole('button', { name: /^上\s?架$/ }));
    // Its label turns, its whole name (no loading icon's "loading" left in it), and it can be pressed again.
    const unpublish = await screen.findByRole<HTMLButtonElement>('button', { name: /^下\s?架$/ });
    await waitFor(() => expect(unpublish.className).not.toContain('ant-btn-loading'));
    expect(unpublish.querySelector('[aria-label="loading"]')).toBeNull();
    expect(screen.getByText('已上架')).toBeTruthy();
    expect(calls.filter((id) => id === 'adminPublishCourse')).toHaveLength(1);
    // The refresh was asked for (and is still out).
    expect(calls.filter((id) => id === 'adminGetCourse').length).toBeGreaterThan(1);
  });
});
