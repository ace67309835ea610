import { registerStrings } from '../../../app/i18n';
import { memberCn } from './cn';
import { memberEn } from './en';

// Imported for its effect by every module that reads `member.*`: the strings arrive with the chunk.
registerStrings('member', memberCn, memberEn);
