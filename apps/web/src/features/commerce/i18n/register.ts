import { registerStrings } from '../../../app/i18n';
import { commerceCn } from './cn';
import { commerceEn } from './en';

// Imported for its effect by every module that reads `commerce.*`: the strings arrive with the chunk.
registerStrings('commerce', commerceCn, commerceEn);
