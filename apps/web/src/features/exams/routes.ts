/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 * Each screen answers not found while the paper switch is off (components/exams-gate.tsx).
 */
export const examsRoutes = {
  papers: () => import('./pages/papers-page').then((m) => ({ Component: m.PapersPage })),
  paper: () => import('./pages/paper-page').then((m) => ({ Component: m.PaperPage })),
  attempt: () => import('./pages/attempt-page').then((m) => ({ Component: m.AttemptPage })),
  result: () => import('./pages/result-page').then((m) => ({ Component: m.ResultPage })),
  memberExams: () => import('./pages/member-exams-page').then((m) => ({ Component: m.MemberExamsPage })),
};
