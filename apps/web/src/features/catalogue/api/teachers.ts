import { getTeacher, listTeachers } from '@shuyuan/contract/catalogue';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '#lib/http';

/** GET /api/v2/teachers: every teacher, by sort (the home's teacher shelf). */
export const teachersQuery = () =>
  queryOptions({
    queryKey: [listTeachers.id],
    queryFn: () => callEndpoint(listTeachers),
    staleTime: 60_000,
  });

export const useTeachersQuery = () => useQuery(teachersQuery());

/** GET /api/v2/teacher/{id}: the teacher and their courses. */
export const teacherQuery = (id: number) =>
  queryOptions({
    queryKey: [getTeacher.id, id],
    queryFn: () => callEndpoint(getTeacher, { params: { id } }, { silent: true }),
    retry: false,
  });

export const useTeacherQuery = (id: number) => useQuery({ ...teacherQuery(id), enabled: id > 0 });
