import { useTranslation } from 'react-i18next';
import { ArticleMeta, registerContentStrings, useArticleQuery } from '#features/content';
import { useIdParam } from '#shared/query-params';
import { RichText } from '#shared/rich-text';
import { H5ListSkeleton } from '../components/h5-course-item';
import { H5Empty } from '../components/h5-empty';
import { H5Screen } from '../layout/h5-screen';

registerContentStrings();

/** /h5/articles/detail/:articleId: the article, its author, date and views. */
export function H5ArticlePage() {
  const { t } = useTranslation('content');
  const id = useIdParam('articleId');
  const validId = id > 0;
  const query = useArticleQuery(validId ? id : 0);
  const a = query.data;
  if (!a) {
    return (
      <H5Screen title={t('articles.title')} back="/h5/articles">
        {query.isError || !validId ? (
          <H5Empty text={t('articles.missing')} link={{ to: '/h5/articles', label: t('articles.back') }} />
        ) : (
          <H5ListSkeleton rows={4} />
        )}
      </H5Screen>
    );
  }
  return (
    <H5Screen title={a.title} barTitle={t('articles.title')} back="/h5/articles">
      <article className="h5-card h5-read">
        <header className="h5-read__head">
          {a.category?.name && <span className="h5-tag">{a.category.name}</span>}
          <h1 className="h5-course-head__title">{a.title}</h1>
          <ArticleMeta article={a} className="h5-course__meta" />
        </header>
        <RichText html={a.render_content} className="h5-rich" imageAlt={a.title} pageTitle={a.title} />
      </article>
    </H5Screen>
  );
}
