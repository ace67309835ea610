import type { TDecorationBlock } from '@shuyuan/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { ActivateCard } from '#features/catalogue';
import { formatRelativeTime } from '#shared/time';
import { readActivateBlock, readAnnouncementBlock, readArticleBlock } from '../vod-block';
import { ArticleRow } from './article-row';
import { BlockSection } from './block-section';
import '../i18n/register';

export function ActivateBlock({ block }: { block: TDecorationBlock }) {
  const { t } = useTranslation(['translation', 'content']);
  const data = readActivateBlock(block.config_render);
  if (!data || data.items.length === 0) return null;
  return (
    <BlockSection
      id={block.id}
      title={data.title}
      more={{ to: '/activates', label: t('content:blocks.moreActivates') }}
    >
      <ul className="tile-grid activate-grid activate-grid--4">
        {data.items.map((a) => (
          <li key={a.id}>
            <ActivateCard activate={a} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function ArticleBlock({ block }: { block: TDecorationBlock }) {
  const { t } = useTranslation(['translation', 'content']);
  const data = readArticleBlock(block.config_render);
  if (!data || data.items.length === 0) return null;
  return (
    <BlockSection
      id={block.id}
      title={data.title}
      more={{ to: '/articles', label: t('content:blocks.moreArticles') }}
    >
      <ul className="surface plain-list ruled-rows">
        {data.items.map((a) => (
          <li key={a.id}>
            <ArticleRow article={a} headingLevel={3} />
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}

export function AnnouncementBlock({ block }: { block: TDecorationBlock }) {
  const { t, i18n } = useTranslation(['translation', 'content']);
  const data = readAnnouncementBlock(block.config_render);
  if (!data || data.items.length === 0) return null;
  return (
    <BlockSection id={block.id} title={data.title} more={{ to: '/announcement', label: t('app.more') }}>
      <ul className="surface home-notices">
        {data.items.map((a) => (
          <li key={a.id}>
            <Link to={`/announcement?id=${a.id}`} className="home-notices__link">
              <span className="home-notices__title">{a.title}</span>
              <time dateTime={a.created_at}>
                {formatRelativeTime(a.created_at, i18n.language === 'en' ? 'en' : 'cn')}
              </time>
            </Link>
          </li>
        ))}
      </ul>
    </BlockSection>
  );
}
