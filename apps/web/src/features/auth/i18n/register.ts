import { registerStrings } from '../../../app/i18n';
import { authDialogsCn } from './cn';
import { authDialogsEn } from './en';

// Imported for its effect by every module that reads `authDialogs.*`: the strings arrive with the chunk.
registerStrings('authDialogs', authDialogsCn, authDialogsEn);
