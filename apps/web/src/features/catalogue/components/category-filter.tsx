import { useTranslation } from 'react-i18next';
import { categoryOptions, FilterRow } from '#shared/filter-row';
import '../i18n/register';

/** The 分类 row above a list of offline courses or articles; nothing while the site has no categories. */
export function CategoryFilter({
  categories,
  value,
  onChange,
}: {
  categories: { id: number; name: string; name_en?: string }[];
  value: number;
  onChange: (cid: number) => void;
}) {
  const { t, i18n } = useTranslation('catalogue');
  if (categories.length === 0) return null;
  return (
    <section className="surface list-filters" aria-label={t('courses.category')}>
      <FilterRow<number>
        label={t('courses.category')}
        value={value}
        options={categoryOptions(t('courses.all'), categories, i18n.language)}
        onChange={onChange}
      />
    </section>
  );
}
