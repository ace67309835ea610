import { adminCourseOptions, adminGetCourse, adminRenderMarkdown } from '@shuyuan/contract/admin-courses';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callAdmin } from '../../admin-http';

export const COURSES_KEY = ['admin', 'courses'] as const;

export const courseKey = (id: number | null) => [...COURSES_KEY, 'detail', id] as const;

export function useCourse(id: number | null) {
  return useQuery({
    queryKey: courseKey(id),
    queryFn: () => callAdmin(adminGetCourse, { params: { id: id ?? 0 } }),
    enabled: id !== null,
  });
}

export function useCourseOptions() {
  return useQuery({
    queryKey: [...COURSES_KEY, 'options'],
    queryFn: () => callAdmin(adminCourseOptions),
    staleTime: 60_000,
  });
}

/** The server's own rendering (same Markdown and sanitiser as saving), so the preview is what visitors get. */
export function useMarkdownPreview(markdown: string) {
  return useQuery({
    queryKey: ['admin', 'markdown', markdown],
    queryFn: () => callAdmin(adminRenderMarkdown, { body: { markdown } }),
    placeholderData: keepPreviousData,
    staleTime: Number.POSITIVE_INFINITY,
  });
}
