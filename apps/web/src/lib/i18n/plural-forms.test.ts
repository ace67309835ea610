import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cn } from './cn';
import { i18n, initI18n } from './index';

/*
 * English counts take i18next's `_one` form for 1 and fall back to the plain key (the plural) otherwise;
 * Chinese keeps one string for every count. Namespaces (`views_one` in content, `count_one` in learning…) use
 * the same lookup, and strings.test.ts checks each form's placeholders.
 */
describe('plural forms', () => {
  beforeAll(async () => {
    await initI18n('en');
  });
  afterAll(async () => {
    await i18n.changeLanguage('cn');
  });

  it('says one learner and one lesson in English, and the plural for other counts', async () => {
    await i18n.changeLanguage('en');
    expect(i18n.t('course.learners', { count: 1 })).toBe('1 learner');
    expect(i18n.t('course.learners', { count: 2 })).toBe('2 learners');
    expect(i18n.t('course.lessons', { count: 1 })).toBe('1 lesson');
    expect(i18n.t('course.lessons', { count: 0 })).toBe('0 lessons');
  });

  it('keeps the one Chinese string for every count', async () => {
    await i18n.changeLanguage('cn');
    for (const count of [1, 2])
      expect(i18n.t('course.learners', { count })).toBe(
        cn.course.learners.replace('{{count}}', String(count)),
      );
  });
});
