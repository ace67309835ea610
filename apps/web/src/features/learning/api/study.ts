import { listLikedCourses } from '@shuyuan/contract/catalogue';
import type { EndpointData } from '@shuyuan/contract/endpoint';
import {
  getCertificate,
  getLearnedCourse,
  listLearnedCourses,
  listMemberCourses,
} from '@shuyuan/contract/learning';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/** Upstream shows 10 courses a page in the study centre. */
export const STUDY_PAGE_SIZE = 10;

/** 在学 / 购买 / 收藏, upstream's three lists. */
export const STUDY_SCENES = ['learning', 'bought', 'liked'] as const;
export type StudyScene = (typeof STUDY_SCENES)[number];

export const readStudyScene = (value: string | null): StudyScene =>
  STUDY_SCENES.find((s) => s === value) ?? 'learning';

const ENDPOINTS = { learning: listLearnedCourses, bought: listMemberCourses, liked: listLikedCourses };

type Item<E> = E extends { response: unknown }
  ? EndpointData<E> extends { data: (infer I)[] }
    ? I
    : never
  : never;
export type StudyItem =
  | Item<typeof listLearnedCourses>
  | Item<typeof listMemberCourses>
  | Item<typeof listLikedCourses>;

export const studyListKey = (scene: StudyScene) => [ENDPOINTS[scene].id] as const;

export const useStudyListQuery = (scene: StudyScene, page: number) =>
  useQuery({
    queryKey: [...studyListKey(scene), page],
    queryFn: async (): Promise<{ data: StudyItem[]; total: number }> =>
      callEndpoint(ENDPOINTS[scene], { query: { page, size: STUDY_PAGE_SIZE } }),
    placeholderData: keepPreviousData,
    staleTime: 0,
  });

/** GET /api/v3/member/learned/course/{id}: every lesson with the member's record (the 学习详情 dialog). */
export const useLearnedCourseQuery = (courseId: number | null) =>
  useQuery({
    queryKey: [getLearnedCourse.id, courseId],
    queryFn: () => callEndpoint(getLearnedCourse, { params: { courseId: courseId as number } }),
    enabled: courseId !== null,
    staleTime: 0,
  });

/** The certificate of a finished course (the server answers 证书不存在 before that). */
export const fetchCertificate = (courseId: number) => callEndpoint(getCertificate, { params: { courseId } });
