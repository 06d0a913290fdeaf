// A person's photo beside a testimonial (an image uploaded in the back
// office), drawn as a small disc. Its alt text may be empty (decorative):
// the author's name is beside it.
//
// An upload's renditions are a square at the drawn size and twice it
// (cms/renditions.py PHOTO: 56 and 112 px), AVIF and WebP. The markup is the
// shortest that still offers both formats (about 95 bytes of gzip a photo in
// a page's HTML): one AVIF <source>, the WebP file as the <img>'s, density
// descriptors rather than widths and `sizes` (the disc is always 56 px
// wide), no `decoding` (a 56 px image decodes at once). Lazy: testimonials
// are far below the first screen, so no photo is fetched with the page.
//
// /home's HTML has no room even for that (its 14 KB budget, docs/
// performance.md): there, `afterHydration` leaves an empty disc of the same
// size in the server's HTML (a few bytes, and nothing shifts) and draws the
// photo once the section is hydrated, which it is before it scrolls into
// view (lib/deferredSection.tsx). Without JavaScript, /home's photos stay
// empty discs; they are decorative unless described, and the offer pages
// show theirs in the HTML.
import ResponsivePicture, { optiUrl } from './ResponsivePicture';
import type { Photo } from '../../content/types.generated';
import { useHydrated } from '../../lib/useHydrated';
import './PersonPhoto.css';

/** Drawn 3.5rem (56 px) wide: PersonPhoto.css (a build's renditions' `sizes`). */
const PHOTO_SIZES = '56px';
/** A build's rendition for a browser that reads no srcset: the smallest. */
const PHOTO_WIDTH_ORDER: readonly number[] = [56, 112, 320];
/** When a photo gives no size: a square, so that nothing shifts. */
const DEFAULT_DIM = { w: 320, h: 320 };

export interface PersonPhotoProps {
  /** The published photo (a testimonial's). */
  photo: Photo;
  /** Drawn once hydrated; an empty disc in the server's HTML (/home's budget). */
  afterHydration?: boolean;
}

export default function PersonPhoto({ photo, afterHydration = false }: PersonPhotoProps) {
  const hydrated = useHydrated();
  const dim = photo.dim ?? DEFAULT_DIM;
  const { opti } = photo;
  if (afterHydration && !hydrated) return <span className="person-photo" />;
  if (!opti) {
    // A photo published with a single file (the old content editor's).
    return (
      <img
        src={photo.src}
        alt={photo.alt}
        width={dim.w}
        height={dim.h}
        loading="lazy"
        decoding="async"
        className="person-photo"
      />
    );
  }
  if (!opti.url) {
    // Renditions of the build (img-opti), with their JPEG fallback.
    return (
      <ResponsivePicture
        opti={opti}
        alt={photo.alt}
        width={dim.w}
        height={dim.h}
        sizes={PHOTO_SIZES}
        order={PHOTO_WIDTH_ORDER}
        className="person-photo"
      />
    );
  }
  // Density descriptors, not widths and `sizes`: the disc is always 56 px
  // wide, and "-56.avif, -112.avif 2x" is the shortest way to say so.
  const widths = [...opti.widths].sort((a, b) => a - b);
  const srcSet = (ext: string, from = 0) =>
    widths
      .slice(from)
      .map((w) => `${optiUrl(opti, w, ext)}${w === widths[0] ? '' : ` ${+(w / widths[0]).toFixed(2)}x`}`)
      .join(', ');
  return (
    <picture>
      <source type="image/avif" srcSet={srcSet('avif')} />
      <img
        src={optiUrl(opti, widths[0], 'webp')}
        srcSet={widths.length > 1 ? srcSet('webp', 1) : undefined}
        alt={photo.alt}
        width={dim.w}
        height={dim.h}
        loading="lazy"
        className="person-photo"
      />
    </picture>
  );
}
