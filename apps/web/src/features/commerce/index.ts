/*
 * The public entry of the commerce feature (decision 026): what other features, the apps and the router
 * may use. Re-exports only: the build treats this file as free of side effects, so an export used by a
 * lazy chunk alone (the mobile site's buy sheet and pay screen) stays out of the first load.
 */
export { amountDue, promoDiscount } from './amounts';
export { useCreateOrder } from './api/create-order';
export { useOrderStatusQuery } from './api/order-status';
export { type PaymentOption, usePaymentOptionsQuery } from './api/payment-options';
export { cacheTransfer, fetchStartPayment, transferQueryKey } from './api/start-payment';
export { PayMethodPicker, useChannelName } from './components/pay-method-picker';
export { PromoCodeField } from './components/promo-code-field';
export { TransferText } from './components/transfer-text';
export { registerCommerceStrings } from './i18n/register';
export { h5PayPath, type PayParams, payPath, payReturnUrl, readPayParams } from './pay-flow';
export { initialOption } from './pay-next';
export { currentPhonePayScene } from './pay-scene';
export { formatCountdown, ORDER_CANCELLED, ORDER_PAID, payDeadline, payState } from './pay-state';
export { commerceRoutes } from './routes';
export { outcomeToastKey, type PayOutcome, startAndFollow } from './start-and-follow';
export { useAfterPaid } from './use-after-paid';
export { usePromoCode } from './use-promo-code';
export { useWechatResume } from './use-wechat-resume';
