/**
 * The screens of this feature for the router (app/router.tsx), each in its own chunk. react-router's `lazy`
 * fetches a screen before its route shows, so the page the visitor is on stays up until the next is ready.
 */
export const commerceRoutes = {
  order: () => import('./pages/order-page').then((m) => ({ Component: m.OrderPage })),
  orderPay: () => import('./pages/order-pay-page').then((m) => ({ Component: m.OrderPayPage })),
  orderSuccess: () => import('./pages/order-success-page').then((m) => ({ Component: m.OrderSuccessPage })),
  vip: () => import('./pages/vip-page').then((m) => ({ Component: m.VipPage })),
};
