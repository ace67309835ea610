import type { TViewBlock } from '@shuyuan/contract/content';
import { Drawer, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageBlock, SlideShow, usePageBlocksQuery } from '#features/content';
import '#shared/home.css';
import './i18n/register';

/** A slider block (drawn by the H5 home, not the PC one): its pictures in the storefront's carousel. */
function SliderPreview({ block, label }: { block: TViewBlock; label: string }) {
  const items = Array.isArray(block.config_render.items)
    ? (block.config_render.items as { thumb?: string }[])
    : [];
  const slides = items
    .filter((s) => s.thumb)
    .map((s) => <img key={s.thumb} src={s.thumb} alt="" className="home-carousel__img" draggable={false} />);
  return slides.length ? (
    <div className="home-block">
      <SlideShow className="home-carousel" label={label} slides={slides} />
    </div>
  ) : null;
}

/**
 * The page as visitors get it: the storefront's own answer (the same cache writes drop) drawn by the
 * storefront's own block components.
 */
export function BlockPreview({
  open,
  onClose,
  platform,
  page,
  pageLabel,
}: {
  open: boolean;
  onClose: () => void;
  platform: string;
  page: string;
  pageLabel: string;
}) {
  const { t } = useTranslation('admin-blocks');
  const blocks = usePageBlocksQuery(platform, page);
  return (
    <Drawer
      open={open}
      onClose={onClose}
      size={1320}
      title={t('previewTitle', { page: pageLabel })}
      destroyOnHidden
    >
      <Typography.Paragraph type="secondary">{t('previewNote')}</Typography.Paragraph>
      <div className="home admin-block-preview">
        <div className="container">
          {blocks.isPending ? (
            <Skeleton active />
          ) : (blocks.data ?? []).length === 0 ? (
            <Empty description={t('previewEmpty')} />
          ) : (
            (blocks.data ?? []).map((b) =>
              b.sign === 'slider' ? (
                <SliderPreview key={b.id} block={b} label={t('kinds.slider')} />
              ) : (
                <PageBlock key={b.id} block={b} />
              ),
            )
          )}
        </div>
      </div>
    </Drawer>
  );
}
