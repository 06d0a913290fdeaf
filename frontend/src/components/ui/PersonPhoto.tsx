// A person's photo beside a testimonial (an image uploaded in the back
// office), drawn as a small disc. Its alt text may be empty (decorative):
// the author's name is beside it.
//
// An upload's renditions are a square at the drawn size and twice it
// (cms/renditions.py PHOTO: 56 and 112 px), AVIF and WebP. Each photo is in
// /home's server HTML, whose budget has almost no room (docs/performance.md),
// so the markup is the shortest that still offers both formats: one AVIF
// <source>, and the WebP files as the <img>'s own srcset (no second
// <source>, no `decoding`: a 56 px image decodes at once). Lazy: the
// testimonials are far below the first screen, beyond the browser's
// lazy-load distance, so no photo is fetched with the page.
import ResponsivePicture, { optiSrcSet, optiUrl } from './ResponsivePicture';
import type { Photo } from '../../content/types.generated';
import './PersonPhoto.css';

/** Drawn 3.5rem (56 px) wide: PersonPhoto.css. */
export const PHOTO_SIZES = '56px';
/** A build's rendition for a browser that reads no srcset: the smallest. */
const PHOTO_WIDTH_ORDER: readonly number[] = [56, 112, 320];
/** When a photo gives no size: a square, so that nothing shifts. */
const DEFAULT_DIM = { w: 320, h: 320 };

export default function PersonPhoto({ photo }: { photo: Photo }) {
  const dim = photo.dim ?? DEFAULT_DIM;
  const { opti } = photo;
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
  // The smallest file (the 1x one) for a browser that reads no srcset.
  const fallback = Math.min(...opti.widths);
  return (
    <picture>
      <source type="image/avif" srcSet={optiSrcSet(opti, 'avif')} sizes={PHOTO_SIZES} />
      <img
        src={optiUrl(opti, fallback, 'webp')}
        srcSet={optiSrcSet(opti, 'webp')}
        sizes={PHOTO_SIZES}
        alt={photo.alt}
        width={dim.w}
        height={dim.h}
        loading="lazy"
        className="person-photo"
      />
    </picture>
  );
}
