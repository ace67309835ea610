import { CaretRightOutlined, LeftOutlined, PauseOutlined, RightOutlined } from '@ant-design/icons';
import { type ReactNode, useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import './slide-show.css';

const AUTOPLAY_MS = 5000;
const SWIPE_PX = 40;

const prefersReducedMotion = () =>
  typeof window.matchMedia === 'function' && window.matchMedia('(prefers-reduced-motion: reduce)').matches;

/**
 * A small accessible carousel (WAI-ARIA carousel pattern): autoplay that pauses on hover, focus, a hidden
 * tab and reduced motion, a pause button (WCAG 2.2.2), previous/next and dot buttons, swipe. Written here
 * rather than antd Carousel because react-slick alone would cost about 11 kB gzip of the home first load.
 */
export function SlideShow({
  label,
  slides,
  className,
}: {
  label: string;
  slides: ReactNode[];
  className?: string;
}) {
  const { t } = useTranslation();
  const count = slides.length;
  const [index, setIndex] = useState(0);
  const [playing, setPlaying] = useState(() => !prefersReducedMotion());
  const [held, setHeld] = useState(false);
  const startX = useRef<number | null>(null);

  const go = useCallback((i: number) => setIndex(((i % count) + count) % count), [count]);

  useEffect(() => {
    if (!playing || held || count < 2) return;
    const timer = window.setInterval(() => {
      if (!document.hidden) setIndex((i) => (i + 1) % count);
    }, AUTOPLAY_MS);
    return () => window.clearInterval(timer);
  }, [playing, held, count]);

  const many = count > 1;
  return (
    <section
      className={className ? `slide-show ${className}` : 'slide-show'}
      aria-roledescription="carousel"
      aria-label={label}
      onPointerEnter={() => setHeld(true)}
      onPointerLeave={() => setHeld(false)}
      onFocus={() => setHeld(true)}
      onBlur={(e) => {
        if (!e.currentTarget.contains(e.relatedTarget as Node | null)) setHeld(false);
      }}
      onPointerDown={(e) => {
        startX.current = e.clientX;
      }}
      onPointerUp={(e) => {
        if (startX.current === null) return;
        const dx = e.clientX - startX.current;
        startX.current = null;
        if (Math.abs(dx) > SWIPE_PX) go(index + (dx < 0 ? 1 : -1));
      }}
    >
      <div className="slide-show__viewport" aria-live={playing && !held ? 'off' : 'polite'}>
        <div className="slide-show__track" style={{ transform: `translateX(-${index * 100}%)` }}>
          {slides.map((slide, i) => (
            // biome-ignore lint/a11y/useSemanticElements: the WAI-ARIA carousel pattern's slide is role=group
            <div
              // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
              key={i}
              className="slide-show__slide"
              role="group"
              aria-roledescription="slide"
              aria-label={`${i + 1} / ${count}`}
              aria-hidden={i !== index}
              inert={i !== index}
            >
              {slide}
            </div>
          ))}
        </div>
      </div>
      {many && (
        <>
          <button
            type="button"
            className="slide-show__arrow slide-show__arrow--prev"
            aria-label={t('slides.prev')}
            onClick={() => go(index - 1)}
          >
            <LeftOutlined aria-hidden="true" />
          </button>
          <button
            type="button"
            className="slide-show__arrow slide-show__arrow--next"
            aria-label={t('slides.next')}
            onClick={() => go(index + 1)}
          >
            <RightOutlined aria-hidden="true" />
          </button>
          <div className="slide-show__controls">
            <button
              type="button"
              className="slide-show__play"
              aria-label={playing ? t('slides.pause') : t('slides.play')}
              onClick={() => setPlaying((p) => !p)}
            >
              {playing ? <PauseOutlined aria-hidden="true" /> : <CaretRightOutlined aria-hidden="true" />}
            </button>
            {slides.map((_, i) => (
              <button
                // biome-ignore lint/suspicious/noArrayIndexKey: slides are positional
                key={i}
                type="button"
                className={i === index ? 'slide-show__dot is-active' : 'slide-show__dot'}
                aria-label={t('slides.goto', { n: i + 1 })}
                aria-current={i === index ? 'true' : undefined}
                onClick={() => go(i)}
              />
            ))}
          </div>
        </>
      )}
    </section>
  );
}
