/* The public entry of the commerce module (decision 026): its routes, and what the console's orders use. */

// The console confirms hand payments, refunds orders and shows the payment channels' states.
export { confirmHandPay, refundOrder } from './admin';
// For tests of other areas that insert an order as a member leaves it (test/helpers/orders.ts).
export { newOrderNo, newPaySign } from './order-no';
export { channelStates, fallbackChannel } from './payments/offers';
export { submitRefund } from './payments/refunds';
export { ensureTrade } from './payments/trades';
export { default as commerceRoutes } from './routes';
