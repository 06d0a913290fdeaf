// A person's photo beside a testimonial (an image uploaded in the back
// office): AVIF or WebP at the upload's own size, drawn as a small disc.
// Its alt text may be empty (decorative): the author's name is beside it.
import ResponsivePicture from './ResponsivePicture';
import type { Photo } from '../../content/types.generated';
import './PersonPhoto.css';

/** Drawn 56 px wide: the 320 px rendition is the smallest an upload has. */
const PHOTO_SIZES = '56px';
const PHOTO_WIDTH_ORDER: readonly number[] = [320, 640];
/** When a photo gives no size: a square, so that nothing shifts. */
const DEFAULT_DIM = { w: 320, h: 320 };

export default function PersonPhoto({ photo }: { photo: Photo }) {
  const dim = photo.dim ?? DEFAULT_DIM;
  if (!photo.opti) {
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
  return (
    <ResponsivePicture
      opti={photo.opti}
      alt={photo.alt}
      width={dim.w}
      height={dim.h}
      sizes={PHOTO_SIZES}
      order={PHOTO_WIDTH_ORDER}
      className="person-photo"
    />
  );
}
