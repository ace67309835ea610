import { DESKTOP_VIEW_KEY, writeSession } from '#lib/storage';

/**
 * Remember, for this tab, that the visitor chose the desktop site, so the mobile rule (spec §1) stops sending
 * them back to /h5 (WCAG 1.3.4 / 1.4.10: never force the mobile page with no way out).
 */
export const chooseDesktopView = () => writeSession(DESKTOP_VIEW_KEY, '1');
