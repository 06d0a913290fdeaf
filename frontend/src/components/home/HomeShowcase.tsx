// A home section with an illustration beside its text: the infogérance and
// access-vault sections, and the step sections (spec §2). The illustration is
// below the fold, so it loads lazily; its size is reserved (no layout shift).
// The server's HTML has its placeholder and, for visitors without JavaScript,
// one WebP file in <noscript>; the <picture> and its source lists come with
// hydration (this section hydrates near the viewport, before its pictures
// are in view: issue 18, the source lists cost /home's HTML 0.2 KB of gzip).
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import Reveal from '../ui/Reveal';
import ResponsivePicture from '../ui/ResponsivePicture';
import { useHydrated } from '../../lib/useHydrated';
import type { Showcase } from '../../content/types.generated';
import './HomeShowcase.css';

/** content/images/sections/*.svg are drawn on a 1024 × 768 artboard. */
const SECTION_ART = { w: 1024, h: 768 };
const SECTION_WIDTHS = [320, 640, 768, 1024, 1536];
const SECTION_SIZES = '(min-width: 900px) 520px, calc(100vw - 2rem)';

/**
 * A showcase of content/home.json, as the page props carry it (the generated
 * type of website/content/schemas.py), its body (a list of points, a step
 * list…) given as children.
 */
export type HomeShowcaseProps = Omit<Showcase, 'steps' | 'points'> & { children: ReactNode };

export default function HomeShowcase({
  id,
  eyebrow,
  title,
  intro,
  image,
  imageAlt,
  flip,
  link,
  children,
}: HomeShowcaseProps) {
  const titleId = useId();
  const hydrated = useHydrated();
  return (
    <Reveal
      as="section"
      id={id}
      aria-labelledby={titleId}
      className={`home-showcase${flip ? ' home-showcase--flip' : ''}`}
    >
      <div className="container home-showcase__inner">
        <div className="home-showcase__text">
          <p className="home-showcase__eyebrow">{eyebrow}</p>
          <h2 id={titleId} className="home-showcase__title">
            {title}
          </h2>
          <p className="home-showcase__intro">{intro}</p>
          {children}
          <Link to={link.to} className="button button--secondary home-showcase__link">
            {link.label}
          </Link>
        </div>
        <div className="home-showcase__media">
          <ResponsivePicture
            opti={{ folder: 'sections', base: image, widths: SECTION_WIDTHS }}
            alt={imageAlt}
            width={SECTION_ART.w}
            height={SECTION_ART.h}
            sizes={SECTION_SIZES}
            deferred={!hydrated}
            className="home-showcase__img"
          />
        </div>
      </div>
    </Reveal>
  );
}
