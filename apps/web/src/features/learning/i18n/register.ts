import { registerStrings } from '../../../app/i18n';
import { learningCn } from './cn';
import { learningEn } from './en';

// Imported for its effect by every module that reads `learning.*`: the strings arrive with the chunk.
registerStrings('learning', learningCn, learningEn);
