// The web app's own message catalogues, so the stories follow its wording instead of copying it.
// Some sections ship with the lazy chunks that use them (app/i18n/index.ts registerStrings); here they
// are put back together into one catalogue per language.

import { cn as appCn } from '../../apps/web/src/lib/i18n/cn';
import { en as appEn } from '../../apps/web/src/lib/i18n/en';
import {
  authDialogsCn,
  authDialogsEn,
  catalogueCn,
  catalogueEn,
  commerceCn,
  commerceEn,
  contentCn,
  contentEn,
  learningCn,
  learningEn,
  memberCn,
  memberEn,
} from './strings';

export const cn = {
  ...appCn,
  catalogue: catalogueCn,
  courses: catalogueCn.courses,
  content: contentCn,
  authDialogs: authDialogsCn,
  commerce: commerceCn,
  member: memberCn,
  learning: learningCn,
};
export const en = {
  ...appEn,
  catalogue: catalogueEn,
  courses: catalogueEn.courses,
  content: contentEn,
  authDialogs: authDialogsEn,
  commerce: commerceEn,
  member: memberEn,
  learning: learningEn,
};
