import { registerStrings } from '#lib/i18n/index';
import { authDialogsCn } from './cn';
import { authDialogsEn } from './en';

declare module '#lib/i18n/i18next' {
  interface Translation {
    authDialogs: typeof authDialogsCn;
  }
}

// Imported for its effect by every module that reads `authDialogs.*`: the strings arrive with the chunk.
registerStrings('authDialogs', authDialogsCn, authDialogsEn);
