import { RightOutlined } from '@ant-design/icons';
import type { TViewBlock } from '@shuyuan/contract/content';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import { CourseCard, CourseGrid } from '../../../shared/course-card';
import { CourseGridSkeleton } from '../../../shared/course-grid-skeleton';
import { usePageBlocksQuery } from '../api/list-page-blocks';
import { readVodBlock } from '../vod-block';

function VodBlock({ block }: { block: TViewBlock }) {
  const { t } = useTranslation();
  const vod = readVodBlock(block.config_render);
  if (!vod || vod.items.length === 0) return null;
  const headingId = `block-${block.id}`;
  return (
    <section className="home-block" aria-labelledby={headingId}>
      <div className="section-title">
        <h2 id={headingId}>{vod.title}</h2>
        <Link to="/courses" className="home-block__more">
          {t('home.moreCourses')} <RightOutlined aria-hidden="true" />
        </Link>
      </div>
      <CourseGrid>
        {vod.items.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} />
          </li>
        ))}
      </CourseGrid>
    </section>
  );
}

/** A `code` block: HTML the server sanitised on write and on read (contract content.ts). */
function HtmlBlock({ block }: { block: TViewBlock }) {
  const html = block.config_render.html;
  if (typeof html !== 'string' || !html.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised decoration HTML
  return <section className="home-block home-block--html" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** The decoration blocks of a page, in server order; unknown signs are skipped. */
export function PageBlocks({ platform, pageName }: { platform: string; pageName: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePageBlocksQuery(platform, pageName);
  if (isPending) {
    return (
      <div className="home-block">
        <div className="section-title">
          <div className="shimmer home-block__title-skeleton" />
        </div>
        <CourseGridSkeleton count={8} />
      </div>
    );
  }
  const blocks = (data ?? []).filter(
    (b) => b.sign === 'pc-vod-v1' || b.sign === 'h5-vod-v1' || b.sign === 'code',
  );
  if (isError || blocks.length === 0) {
    return <p className="home-block home-block--empty">{t('home.noBlocks')}</p>;
  }
  return (
    <>
      {blocks.map((b) =>
        b.sign === 'code' ? <HtmlBlock key={b.id} block={b} /> : <VodBlock key={b.id} block={b} />,
      )}
    </>
  );
}
