// The web app's own message catalogues, so the stories follow its wording instead of copying it.
// Some sections ship with the lazy chunks that use them (app/i18n/index.ts registerStrings); here they
// are put back together into one catalogue per language.

import { authDialogsCn } from '../../apps/web/src/features/auth/i18n/cn';
import { authDialogsEn } from '../../apps/web/src/features/auth/i18n/en';
import { commerceCn } from '../../apps/web/src/features/commerce/i18n/cn';
import { commerceEn } from '../../apps/web/src/features/commerce/i18n/en';
import { learningCn } from '../../apps/web/src/features/learning/i18n/cn';
import { learningEn } from '../../apps/web/src/features/learning/i18n/en';
import { memberCn } from '../../apps/web/src/features/member/i18n/cn';
import { memberEn } from '../../apps/web/src/features/member/i18n/en';
import { cn as appCn } from '../../apps/web/src/lib/i18n/cn';
import { en as appEn } from '../../apps/web/src/lib/i18n/en';

export const cn = {
  ...appCn,
  authDialogs: authDialogsCn,
  commerce: commerceCn,
  member: memberCn,
  learning: learningCn,
};
export const en = {
  ...appEn,
  authDialogs: authDialogsEn,
  commerce: commerceEn,
  member: memberEn,
  learning: learningEn,
};
