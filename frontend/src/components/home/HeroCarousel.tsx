// The home hero (spec §2, §3): slides of home-coursel.json in a carousel
// without arrows. Every slide title is an <h2>: the page's one <h1> is
// outside the carousel (HomePage), because an inactive slide is inert and
// would take its heading out of the accessibility tree after the first
// rotation. The first image is the LCP candidate (eager, high fetch
// priority); the other slides' pictures are placeholders that fetch nothing
// until the carousel is about to show them (Carousel's `ready`), so a first
// visit loads one hero image, not three.
import { Link } from 'react-router-dom';
import Carousel from '../ui/Carousel';
import Pills from './Pills';
import ResponsivePicture, { HERO_WIDTH_ORDER } from '../ui/ResponsivePicture';
import type { HeroSlide } from '../../content/types.generated';
import './HeroCarousel.css';

// Spec §9 gives two readings of the hero interval: 10000 ms (with pause on
// hover, wrap, keyboard and indicators) and 6000 ms (pause on hover only). We
// use the 10000 ms reading: it is the one that describes this carousel (wrap,
// keys and dots), and ten seconds leave time to read a slide and its buttons.
export const HERO_INTERVAL = 10000;

/** Intrinsic size of the hero art (content/images/hero/*.svg) when a slide gives none. */
const DEFAULT_DIM = { w: 1536, h: 864 };
/** Drawn at about half the container on desktop, full width below 900 px. */
const HERO_SIZES = '(min-width: 1200px) 560px, (min-width: 900px) 46vw, calc(100vw - 2rem)';

function renderSlide(slide: HeroSlide, index: number, ready: boolean) {
  const dim = slide.img.dim ?? DEFAULT_DIM;
  const first = index === 0;
  return (
    <div className="hero-slide">
      <div className="hero-slide__text">
        {slide.pills && <Pills pills={slide.pills} className="hero-slide__pills" />}
        <h2 className="hero-slide__title">{slide.title}</h2>
        <p className="hero-slide__lead">{slide.lead}</p>
        {slide.ctas && (
          <div className="hero-slide__ctas">
            {slide.ctas.primary && (
              <Link className="button" to={slide.ctas.primary.routerLink}>
                {slide.ctas.primary.label}
              </Link>
            )}
            {slide.ctas.secondary && (
              <Link className="button button--secondary" to={slide.ctas.secondary.routerLink}>
                {slide.ctas.secondary.label}
              </Link>
            )}
          </div>
        )}
      </div>
      <div className="hero-slide__media">
        {slide.img.opti ? (
          <ResponsivePicture
            opti={slide.img.opti}
            alt={slide.img.alt}
            width={dim.w}
            height={dim.h}
            sizes={HERO_SIZES}
            order={HERO_WIDTH_ORDER}
            priority={first}
            deferred={!ready}
            className="hero-slide__img"
          />
        ) : (
          <img
            src={slide.img.src}
            alt={slide.img.alt}
            width={dim.w}
            height={dim.h}
            decoding="async"
            loading={first ? 'eager' : 'lazy'}
            fetchPriority={first ? 'high' : undefined}
            className="hero-slide__img"
          />
        )}
      </div>
    </div>
  );
}

export default function HeroCarousel({ slides }: { slides: readonly HeroSlide[] }) {
  return (
    <Carousel
      items={slides}
      label="Nos offres à la une"
      slideName={(slide) => slide.title}
      renderSlide={renderSlide}
      interval={HERO_INTERVAL}
      showArrows={false}
      className="hero-carousel"
    />
  );
}
