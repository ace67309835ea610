/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const memberRoutes = {
  layout: () => import('./layouts/member-layout').then((m) => ({ Component: m.MemberLayout })),
  profile: () => import('./pages/member-page').then((m) => ({ Component: m.MemberPage })),
  study: () => import('./pages/member-study-page').then((m) => ({ Component: m.MemberStudyPage })),
  messages: () => import('./pages/member-messages-page').then((m) => ({ Component: m.MemberMessagesPage })),
  orders: () => import('./pages/member-orders-page').then((m) => ({ Component: m.MemberOrdersPage })),
  credit: () => import('./pages/member-credit-page').then((m) => ({ Component: m.MemberCreditPage })),
};
