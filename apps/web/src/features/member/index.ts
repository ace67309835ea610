/*
 * The public entry of the member feature (decision 026): what other features, the apps and the router may
 * use. Re-exports only: the build treats this file as free of side effects, so an export used by a lazy
 * chunk alone stays out of the first load.
 */
export { useMemberDetailQuery } from './api/member-detail';
export { ORDERS_PAGE_SIZE } from './api/member-orders';
export { MESSAGES_PAGE_SIZE, useMarkAllRead, useMarkRead } from './api/messages';
export { useUnreadCount } from './api/unread-count';
export { MessageItem, type MessageLinkProps } from './components/message-item';
export { OrderThumb } from './components/order-thumb';
export { registerMemberStrings } from './i18n/register';
export { continuePayParams, type MemberOrder, orderLine, orderStatusKey, STATUS_KEY } from './order-view';
export { maskMobile, vipState } from './profile-facts';
export { memberRoutes } from './routes';
