/**
 * Sends this tab to a payment channel's page (Alipay, WeChat H5, the cashier, WeChat's authorisation). One
 * place for it, so screen tests can watch where the page would go (jsdom cannot navigate away).
 */
export const leavePageFor = (url: string) => window.location.assign(url);
