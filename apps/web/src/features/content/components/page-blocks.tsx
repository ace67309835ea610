import type { TDecorationBlock } from '@shuyuan/contract/content';
import { lazy, type ReactNode, Suspense, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { CourseCard, CourseGrid } from '#shared/course-card';
import { CourseGridSkeleton } from '#shared/course-grid-skeleton';
import { useInView } from '#shared/use-in-view';
import { usePageBlocksQuery } from '../api/list-page-blocks';
import { readHtmlBlock, readVodBlock } from '../vod-block';
import { BlockSection } from './block-section';

function VodBlock({ block }: { block: TDecorationBlock }) {
  const { t } = useTranslation();
  const vod = readVodBlock(block.config_render);
  if (!vod || vod.items.length === 0) return null;
  return (
    <BlockSection id={block.id} title={vod.title} more={{ to: '/courses', label: t('home.moreCourses') }}>
      <CourseGrid>
        {vod.items.map((c) => (
          <li key={c.id}>
            <CourseCard course={c} />
          </li>
        ))}
      </CourseGrid>
    </BlockSection>
  );
}

/** A `code` block: HTML the server sanitised on write and on read (contract content.ts). */
function HtmlBlock({ block }: { block: TDecorationBlock }) {
  const html = readHtmlBlock(block.config_render);
  if (!html.trim()) return null;
  // biome-ignore lint/security/noDangerouslySetInnerHtml: server-sanitised decoration HTML
  return <section className="home-block home-block--html" dangerouslySetInnerHTML={{ __html: html }} />;
}

/** Offline-course, article and announcement blocks: their code is fetched only by a page that has them. */
const ActivateBlock = lazy(() => import('./extra-blocks').then((m) => ({ default: m.ActivateBlock })));
const ArticleBlock = lazy(() => import('./extra-blocks').then((m) => ({ default: m.ArticleBlock })));
const AnnouncementBlock = lazy(() =>
  import('./extra-blocks').then((m) => ({ default: m.AnnouncementBlock })),
);

function BlockSkeleton() {
  return (
    <div className="home-block" aria-hidden="true">
      <div className="section-title">
        <div className="shimmer home-block__title-skeleton" />
      </div>
      <CourseGridSkeleton count={4} />
    </div>
  );
}

/**
 * A block whose code loads when it comes near the viewport: the space is held by a skeleton, so the
 * first paint (and the footer's position) does not depend on it.
 */
function Deferred({
  block,
  Render,
}: {
  block: TDecorationBlock;
  Render: (p: { block: TDecorationBlock }) => ReactNode;
}) {
  const ref = useRef<HTMLDivElement>(null);
  const seen = useInView(ref, '300px');
  return (
    <div ref={ref}>
      {seen ? (
        <Suspense fallback={<BlockSkeleton />}>
          <Render block={block} />
        </Suspense>
      ) : (
        <BlockSkeleton />
      )}
    </div>
  );
}

const deferred =
  (Render: (p: { block: TDecorationBlock }) => ReactNode) => (p: { block: TDecorationBlock }) => (
    <Deferred block={p.block} Render={Render} />
  );

const RENDERERS: Record<string, (p: { block: TDecorationBlock }) => ReactNode> = {
  'pc-vod-v1': VodBlock,
  'h5-vod-v1': VodBlock,
  'pc-activate-v1': deferred(ActivateBlock),
  'h5-activate-v1': deferred(ActivateBlock),
  'pc-article-v1': deferred(ArticleBlock),
  'h5-article-v1': deferred(ArticleBlock),
  'pc-announcement-v1': deferred(AnnouncementBlock),
  'h5-announcement-v1': deferred(AnnouncementBlock),
  code: HtmlBlock,
};

/** One block as the storefront draws it; nothing for a sign it does not draw (used by the console's preview). */
export function PageBlock({ block }: { block: TDecorationBlock }) {
  const Render = RENDERERS[block.sign];
  return Render ? <Render block={block} /> : null;
}

/** The decoration blocks of a page, in server order; unknown signs are skipped. */
export function PageBlocks({ pageName }: { pageName: string }) {
  const { t } = useTranslation();
  const { data, isPending, isError } = usePageBlocksQuery(pageName);
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
  const blocks = (data ?? []).filter((b) => b.sign in RENDERERS);
  if (isError || blocks.length === 0) {
    return <p className="home-block home-block--empty">{t('home.noBlocks')}</p>;
  }
  return (
    <>
      {blocks.map((b) => {
        const Render = RENDERERS[b.sign];
        return <Render key={b.id} block={b} />;
      })}
    </>
  );
}
