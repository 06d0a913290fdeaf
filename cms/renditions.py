"""A picture chosen in Wagtail's image library, as the site serves it: AVIF
and WebP files at the widths the pages' pictures use, with their size.
Three shapes: a hero slide (16:9), a client logo (uncut) and a person's photo
beside a testimonial (a square, at PersonPhoto's drawn size and twice it).

The site's pictures are `<picture>` elements whose sources follow one pattern
(`opti.url` + "-<width>.avif|webp", website/content/schemas.py Opti and
frontend ResponsivePicture): the files are written under that pattern, in
MEDIA_ROOT/contenu/, which nginx serves (`make run` too: SERVE_MEDIA).

They are made when a page that uses the picture is saved, previewed or
published (the page's documents(), cms/projection.py), never during a
visitor's request: the published document only names them. Their names hold
a digest of the original's bytes, its focal point and the crop, so a picture
already made is never made again, and a changed focal point or a replaced
file makes new ones.

No metadata: the original was rewritten without EXIF or GPS on upload
(cms/images.py), and each rendition is encoded from its pixels alone.
"""

import hashlib
import io
from dataclasses import dataclass
from math import ceil
from typing import Any

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils.text import slugify
from PIL import Image, ImageOps
from wagtail.images.models import Image as LibraryImage

# Spec §9's widths, those of the build's pictures (frontend/scripts/
# build-images.mjs WIDTHS; cms/tests/test_home_media.py checks they agree).
WIDTHS = (320, 640, 768, 1024, 1536)
FOLDER = "contenu"
# The hero's frame is 16:9 (HeroCarousel.css, the shipped art's 1536 × 864):
# a slide's picture is cut to it around the image's focal point, so what
# matters stays in view. A logo is never cut.
HERO_RATIO = (16, 9)
# Which width the <img> fallback names (frontend ResponsivePicture's
# HERO_WIDTH_ORDER and LOGO_WIDTH_ORDER: what a browser without srcset gets).
HERO_FALLBACK = (1024, 768, 640, 320, 1536)
LOGO_FALLBACK = (768, 640, 320, 1024, 1536)
# PersonPhoto draws a 3.5rem disc (56 CSS px): 56 px files for ordinary
# screens and 112 for 2x ones. The build's 320 px would be 30 times the
# pixels a testimonial shows.
PHOTO_WIDTHS = (56, 112)
# AVIF's encoder at speed 8 is about 4 times faster than its default for
# files of about the same size (1536 × 864: 1.2 s against 5.4 s here).
_FORMATS = (("AVIF", "avif", {"quality": 60, "speed": 8}), ("WEBP", "webp", {"quality": 80}))
# Bump to make every rendition again (a change of encoder settings).
_VERSION = "1"


@dataclass(frozen=True)
class Shape:
    """How a kind of picture is cut, the widths made of it and which one
    the <img> fallback names."""

    ratio: tuple[int, int] | None
    widths: tuple[int, ...]
    fallback: tuple[int, ...]


HERO = Shape(HERO_RATIO, WIDTHS, HERO_FALLBACK)
LOGO = Shape(None, WIDTHS, LOGO_FALLBACK)
# A square around the focal point: the disc shows a face, whatever the upload.
PHOTO = Shape((1, 1), PHOTO_WIDTHS, PHOTO_WIDTHS)


@dataclass(frozen=True)
class Frame:
    """The part of the original a rendition shows, and the widths made of it."""

    box: tuple[int, int, int, int]
    widths: tuple[int, ...]

    @property
    def size(self) -> tuple[int, int]:
        left, top, right, bottom = self.box
        return right - left, bottom - top

    def height_at(self, width: int) -> int:
        frame_width, frame_height = self.size
        return max(1, round(frame_height * width / frame_width))


def _crop_box(image: Any, ratio: tuple[int, int] | None) -> tuple[int, int, int, int]:
    width, height = image.width, image.height
    if ratio is None:
        return 0, 0, width, height
    # The largest box of that ratio, centred on the focal point, kept inside.
    box_width = min(width, round(height * ratio[0] / ratio[1]))
    box_height = min(height, round(box_width * ratio[1] / ratio[0]))
    focal = image.get_focal_point()
    centre_x, centre_y = (focal.centroid.x, focal.centroid.y) if focal else (width / 2, height / 2)
    left = min(max(0, round(centre_x - box_width / 2)), width - box_width)
    top = min(max(0, round(centre_y - box_height / 2)), height - box_height)
    return left, top, left + box_width, top + box_height


def frame(image: Any, ratio: tuple[int, int] | None, widths: tuple[int, ...] = WIDTHS) -> Frame:
    box = _crop_box(image, ratio)
    frame_width = box[2] - box[0]
    # Never enlarged: a picture narrower than the widest width stops at its own.
    widest = min(frame_width, widths[-1])
    return Frame(box, tuple(sorted({w for w in widths if w < widest} | {widest})))


def _prefix(image: Any, shown: Frame) -> str:
    digest = hashlib.sha256(
        f"{image.file_hash or image.file.name}|{shown.box}|{_VERSION}".encode()
    ).hexdigest()[:12]
    return f"{FOLDER}/{slugify(image.title)[:40].strip('-') or 'image'}-{digest}"


def _write(image: Any, shown: Frame, prefix: str) -> None:
    missing = [
        (width, fmt, ext, options)
        for width in shown.widths
        for fmt, ext, options in _FORMATS
        if not default_storage.exists(f"{prefix}-{width}.{ext}")
    ]
    if not missing:
        return
    with image.open_file() as stored, Image.open(stored) as source:
        if source.format == "JPEG":
            # Decoded at a reduced scale (1/2 to 1/8) when the frame stays
            # at least as wide as the widest rendition: a 40-megapixel photo
            # is never decoded whole for a 1536-pixel picture.
            reduction = shown.size[0] / shown.widths[-1]
            source.draft("RGB", (ceil(image.width / reduction), ceil(image.height / reduction)))
        scale = source.width / image.width
        upright = ImageOps.exif_transpose(source)
        pixels = upright.convert("RGBA" if "A" in upright.getbands() else "RGB")
        box = tuple(round(edge * scale) for edge in shown.box)
        cropped = pixels.crop(box)
        for width, fmt, ext, options in missing:
            resized = cropped.resize((width, shown.height_at(width)), Image.Resampling.LANCZOS)
            out = io.BytesIO()
            # Pixels only: no exif, xmp or comment is passed on.
            resized.save(out, fmt, **options)
            _save_once(f"{prefix}-{width}.{ext}", out.getvalue())


def _save_once(name: str, content: bytes) -> None:
    """Two processes that both found a rendition missing (two previews, a
    publication and its scheduled twin) both make it: the storage keeps the
    first under its name and gives the second another one (« …_AbC12xy.avif »)
    that no page names. The bytes are the same (made from the same pixels),
    so that second copy goes."""
    saved = default_storage.save(name, ContentFile(content))
    if saved != name:
        default_storage.delete(saved)


def _fallback(widths: tuple[int, ...], order: tuple[int, ...]) -> int:
    return next((w for w in order if w in widths), widths[-1])


def picture(image: Any, shape: Shape) -> dict[str, Any]:
    """The renditions of a library image (made if missing), as the site's
    picture fields: "src" (the <img> fallback, WebP), "dim" and "opti"."""
    shown = frame(image, shape.ratio, shape.widths)
    prefix = _prefix(image, shown)
    _write(image, shown, prefix)
    widest = shown.widths[-1]
    fallback = _fallback(shown.widths, shape.fallback)
    return {
        "src": default_storage.url(f"{prefix}-{fallback}.webp"),
        "dim": {"w": widest, "h": shown.height_at(widest)},
        "opti": {
            "folder": FOLDER,
            "base": prefix.rsplit("/", 1)[1],
            "widths": list(shown.widths),
            "url": default_storage.url(prefix),
        },
    }


def source_image(opti: dict[str, Any] | None, shape: Shape) -> Any | None:
    """The library image whose renditions (of this shape) a published picture
    names, or None: how a document read back (import_content, seed.py) finds
    the image it was made from rather than a copy of its widest file.

    Only the database is read: the names' digests come from each image's
    stored hash, focal point and size."""
    base = (opti or {}).get("base")
    if not base or not (opti or {}).get("url"):
        return None
    for image in LibraryImage.objects.all():
        shown = frame(image, shape.ratio, shape.widths)
        if _prefix(image, shown).rsplit("/", 1)[1] == base:
            return image
    return None
