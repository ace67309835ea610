/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const catalogueRoutes = {
  activates: () => import('./pages/activates-page').then((m) => ({ Component: m.ActivatesPage })),
  activateDetail: () =>
    import('./pages/activate-detail-page').then((m) => ({ Component: m.ActivateDetailPage })),
  courses: () => import('./pages/courses-page').then((m) => ({ Component: m.CoursesPage })),
  courseDetail: () => import('./pages/course-detail-page').then((m) => ({ Component: m.CourseDetailPage })),
  kechengs: () => import('./pages/kechengs-page').then((m) => ({ Component: m.KechengsPage })),
  kechengDetail: () =>
    import('./pages/kecheng-detail-page').then((m) => ({ Component: m.KechengDetailPage })),
  teacher: () => import('./pages/teacher-page').then((m) => ({ Component: m.TeacherPage })),
  search: () => import('./pages/search-page').then((m) => ({ Component: m.SearchPage })),
};
