import type { TDecorationBlock } from '@shuyuan/contract/content';
import { Drawer, Empty, Skeleton, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { PageBlock, readSlides, SlideShow, usePageBlocksQuery } from '#features/content';
import '#shared/home.css';
import './i18n/register';

const isSlider = (b: TDecorationBlock) => b.sign === 'slider' || b.sign === 'pc-slider';

/** A slider block (either home's carousel): its pictures in the storefront's carousel. */
function SliderPreview({ block, label }: { block: TDecorationBlock; label: string }) {
  const slides = readSlides([block], block.sign === 'slider' ? 'slider' : 'pc-slider').map((s) => (
    <img key={s.src} src={s.src} alt="" className="home-carousel__img" draggable={false} />
  ));
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
  page,
  pageLabel,
}: {
  open: boolean;
  onClose: () => void;
  page: string;
  pageLabel: string;
}) {
  const { t } = useTranslation('admin-blocks');
  const blocks = usePageBlocksQuery(page);
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
              isSlider(b) ? (
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
