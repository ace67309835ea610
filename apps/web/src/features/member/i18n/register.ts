import { registerStrings } from '#lib/i18n/index';
import { memberCn } from './cn';
import { memberEn } from './en';

declare module '#lib/i18n/i18next' {
  interface Translation {
    member: typeof memberCn;
  }
}

/**
 * Adds `member.*` in both languages (once). A screen of another feature or app that reads these keys calls
 * it when its module loads (the entry exports it): the strings then arrive with that screen's chunk.
 */
export function registerMemberStrings() {
  registerStrings('member', memberCn, memberEn);
}

// Imported for its effect by every module of this feature that reads `member.*`.
registerMemberStrings();
