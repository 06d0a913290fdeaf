// <picture> for the images built by frontend/scripts/build-images.mjs:
// AVIF first, then WebP, then a JPEG/PNG <img> that every browser can show.
// That <img> has one `src`, no srcset: every browser that reads srcset also
// reads the WebP <source> (issue 18: five JPEG widths per picture cost /home's
// HTML about 0.2 KB of gzip for no visitor).
import './ResponsivePicture.css';

/** Where the optimised renditions of one image live (the `opti` field of spec §3). */
export interface OptiImage {
  /** Folder under img-opti, e.g. "hero" or "clients". */
  folder: string;
  /** File name without width and extension, e.g. "hero-telephonie". */
  base: string;
  /** Widths that were generated, in px. */
  widths: number[];
  /**
   * An image uploaded in the back office: its renditions are
   * `${url}-${width}.avif|webp` under the media path (no PNG or JPEG copy).
   */
  url?: string | null;
}

export interface ResponsivePictureProps {
  /** Which renditions to use. */
  opti: OptiImage;
  /** Alternative text; pass "" for a purely decorative image. */
  alt: string;
  /** Intrinsic width, so the browser reserves space before loading (no layout shift). */
  width: number;
  /** Intrinsic height, same reason. */
  height: number;
  /** The `sizes` attribute: how wide the image is drawn at each breakpoint. */
  sizes: string;
  /** Width preference for the fallback src; the first one present in opti.widths wins. */
  order?: readonly number[];
  /** Above-the-fold image: load eagerly with high fetch priority instead of lazily. */
  priority?: boolean;
  /** Class for the <img>. */
  className?: string;
  /**
   * Not wanted yet (a hidden slide, logos below the fold): render a
   * placeholder that fetches nothing until the caller flips this to false.
   */
  deferred?: boolean;
}

/**
 * An empty SVG of the image's proportions, as a data: URL: the placeholder's
 * box keeps the final image's shape once "loaded", and no request is made.
 */
export function placeholderSrc(width: number, height: number): string {
  // Spaces percent-encoded: an URL attribute may not hold a raw space (HTML validity).
  return `data:image/svg+xml,%3Csvg%20xmlns='http://www.w3.org/2000/svg'%20viewBox='0%200%20${width}%20${height}'/%3E`;
}

// Spec §9 gives a preference order per image kind. srcset already lets modern
// browsers pick the best width, so the order only decides the single `src`
// used by browsers without srcset support (and by crawlers and link previews):
// a hero falls back to 1024 px, big enough for a laptop screen without sending
// 1536 px to phones; a client logo, drawn small, falls back to 768 px.
/** Hero fallback preference (spec §9). */
export const HERO_WIDTH_ORDER: readonly number[] = [1024, 768, 640, 320, 1536];
/** Client logo fallback preference (spec §9). */
export const LOGO_WIDTH_ORDER: readonly number[] = [768, 640, 320, 1024, 1536];

/** Public URL prefix of the build output (frontend/dist/img-opti is served at /static/img-opti). */
const BASE_URL = '/static/img-opti';

/** Logos keep transparency and fall back to PNG; the other folders are opaque and use JPEG. */
const PNG_FOLDERS = new Set(['clients', 'brand']);

/** The `<img>` format: an upload has only AVIF and WebP, of which WebP is the widely read one. */
export function fallbackExtension(folder: string, uploaded = false): 'png' | 'jpg' | 'webp' {
  if (uploaded) return 'webp';
  return PNG_FOLDERS.has(folder) ? 'png' : 'jpg';
}

export function optiUrl(opti: Pick<OptiImage, 'folder' | 'base' | 'url'>, width: number, ext: string): string {
  if (opti.url) return `${opti.url}-${width}.${ext}`;
  return `${BASE_URL}/${opti.folder}/${opti.base}-${width}.${ext}`;
}

export function optiSrcSet(opti: OptiImage, ext: string): string {
  return [...opti.widths]
    .sort((a, b) => a - b)
    .map((w) => `${optiUrl(opti, w, ext)} ${w}w`)
    .join(', ');
}

/** The width used for the fallback `src`: first of `order` that exists, else the largest generated. */
export function pickFallbackWidth(widths: readonly number[], order?: readonly number[]): number | undefined {
  const preferred = order?.find((w) => widths.includes(w));
  if (preferred !== undefined) return preferred;
  return widths.length ? Math.max(...widths) : undefined;
}

export default function ResponsivePicture({
  opti,
  alt,
  width,
  height,
  sizes,
  order,
  priority = false,
  className,
  deferred = false,
}: ResponsivePictureProps) {
  const ext = fallbackExtension(opti.folder, Boolean(opti.url));
  const fallbackWidth = pickFallbackWidth(opti.widths, order);
  const picture = (
    <picture>
      <source type="image/avif" srcSet={optiSrcSet(opti, 'avif')} sizes={sizes} />
      <source type="image/webp" srcSet={optiSrcSet(opti, 'webp')} sizes={sizes} />
      <img
        src={fallbackWidth === undefined ? undefined : optiUrl(opti, fallbackWidth, ext)}
        alt={alt}
        width={width}
        height={height}
        decoding="async"
        loading={priority ? 'eager' : 'lazy'}
        fetchPriority={priority ? 'high' : undefined}
        className={className}
      />
    </picture>
  );
  if (!deferred) return picture;
  // The placeholder keeps the alt text (a logo's name is read before its
  // image arrives). Without JavaScript nothing would ever swap it, so the
  // image waits in <noscript> and CSS hides the placeholder under
  // `@media (scripting: none)` (ResponsivePicture.css). That copy is one
  // WebP file (every current browser), at the fallback width, without a
  // srcset: three source lists per deferred picture cost /home 2 KB of
  // gzipped HTML, one WebP list still 0.5 KB (issue 18), for visitors
  // without JavaScript only.
  const webp = fallbackWidth === undefined ? undefined : optiUrl(opti, fallbackWidth, 'webp');
  return (
    <>
      <img
        src={placeholderSrc(width, height)}
        alt={alt}
        width={width}
        height={height}
        className={`${className ? `${className} ` : ''}picture-deferred`}
      />
      <noscript>
        <img src={webp} alt={alt} width={width} height={height} decoding="async" loading="lazy" className={className} />
      </noscript>
    </>
  );
}
