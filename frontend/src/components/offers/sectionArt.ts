// The illustrations of the offer pages, as built by build-images.mjs:
// content/images/sections/*.svg (1024x768 art) and content/images/hero/*.svg
// (1536x864), each at the five widths of spec §9.
import type { OptiImage } from '../ui/ResponsivePicture';

/** Spec §9 image widths. */
export const ART_WIDTHS = [320, 640, 768, 1024, 1536];

/** An illustration with its intrinsic size (width/height on every <img>: no layout shift). */
export interface Art {
  /** Renditions under img-opti. */
  opti: OptiImage;
  /** Intrinsic width of the art board. */
  width: number;
  /** Intrinsic height of the art board. */
  height: number;
}

/** content/images/sections/<base>.svg */
export function sectionArt(base: string): Art {
  return { opti: { folder: 'sections', base, widths: ART_WIDTHS }, width: 1024, height: 768 };
}

/** content/images/hero/<base>.svg */
export function heroArt(base: string): Art {
  return { opti: { folder: 'hero', base, widths: ART_WIDTHS }, width: 1536, height: 864 };
}
