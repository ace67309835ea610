import { readFileSync } from 'node:fs';

/*
 * The web's namespaces (JSON beside the code that reads them, decision 027), read as data so the specs need
 * no JSON import support from the test runner; typed from the same files, so a renamed key fails `tsc`.
 */
const read = <T>(path: string): T =>
  JSON.parse(readFileSync(new URL(`../../apps/web/src/${path}`, import.meta.url), 'utf8')) as T;

export const authDialogsCn = read<typeof import('../../apps/web/src/features/auth/i18n/cn.json')>(
  'features/auth/i18n/cn.json',
);
export const authDialogsEn = read<typeof authDialogsCn>('features/auth/i18n/en.json');
export const commerceCn = read<typeof import('../../apps/web/src/features/commerce/i18n/cn.json')>(
  'features/commerce/i18n/cn.json',
);
export const commerceEn = read<typeof commerceCn>('features/commerce/i18n/en.json');
export const learningCn = read<typeof import('../../apps/web/src/features/learning/i18n/cn.json')>(
  'features/learning/i18n/cn.json',
);
export const learningEn = read<typeof learningCn>('features/learning/i18n/en.json');
export const memberCn = read<typeof import('../../apps/web/src/features/member/i18n/cn.json')>(
  'features/member/i18n/cn.json',
);
export const memberEn = read<typeof memberCn>('features/member/i18n/en.json');
export const h5Cn = read<typeof import('../../apps/web/src/h5/i18n/cn.json')>('h5/i18n/cn.json');
export const h5En = read<typeof h5Cn>('h5/i18n/en.json');
export const catalogueCn = read<typeof import('../../apps/web/src/features/catalogue/i18n/cn.json')>(
  'features/catalogue/i18n/cn.json',
);
export const catalogueEn = read<typeof catalogueCn>('features/catalogue/i18n/en.json');
export const contentCn = read<typeof import('../../apps/web/src/features/content/i18n/cn.json')>(
  'features/content/i18n/cn.json',
);
export const contentEn = read<typeof contentCn>('features/content/i18n/en.json');
/** The console's 转码任务 page (its namespace ships with the console's chunk). */
export const transcodesCn = read<
  typeof import('../../apps/web/src/admin/pages/media/i18n/transcodes.cn.json')
>('admin/pages/media/i18n/transcodes.cn.json');
export const transcodesEn = read<typeof transcodesCn>('admin/pages/media/i18n/transcodes.en.json');
/** The console's settings page, its 存储 tab among them. */
export const adminSettingsCn = read<typeof import('../../apps/web/src/admin/pages/settings/i18n/cn.json')>(
  'admin/pages/settings/i18n/cn.json',
);
export const adminSettingsEn = read<typeof adminSettingsCn>('admin/pages/settings/i18n/en.json');
export const examsCn = read<typeof import('../../apps/web/src/features/exams/i18n/cn.json')>(
  'features/exams/i18n/cn.json',
);
export const examsEn = read<typeof examsCn>('features/exams/i18n/en.json');
/** The console's exam pages (their namespace ships with the console's chunk). */
export const adminExamsCn = read<typeof import('../../apps/web/src/admin/pages/exams/i18n/cn.json')>(
  'admin/pages/exams/i18n/cn.json',
);
