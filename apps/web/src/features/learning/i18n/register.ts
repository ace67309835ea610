import { registerStrings } from '#lib/i18n/index';
import { learningCn } from './cn';
import { learningEn } from './en';

declare module '#lib/i18n/i18next' {
  interface Translation {
    learning: typeof learningCn;
  }
}

/**
 * Adds `learning.*` in both languages (once). A screen of another feature or app that reads these keys calls
 * it when its module loads (the entry exports it): the strings then arrive with that screen's chunk.
 */
export function registerLearningStrings() {
  registerStrings('learning', learningCn, learningEn);
}

// Imported for its effect by every module of this feature that reads `learning.*`.
registerLearningStrings();
