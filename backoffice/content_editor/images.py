"""Uploaded images: checked, cleaned and made into responsive renditions.

- The real type is read from the bytes (Pillow), not from the name: JPEG,
  PNG or WebP only. SVG is refused: it is a document that can carry script.
- A picture is decoded within a budget (DECODE_BUDGET, MAX_PIXELS) computed
  from its header alone: a few KB of PNG can claim 40 million pixels, and
  Pillow would fill them all in memory. An image over the budget is refused
  before a single pixel is read (decoding.py says what each step costs).
- Only what the renditions need is kept: a JPEG is decoded at a reduced
  scale, any other image is reduced to the widest rendition right after
  decoding, so that the renditions never resample 40 million pixels.
- The pixels are copied into a new image, so EXIF (camera, GPS position)
  and every other metadata block are left behind; the orientation is
  applied first so that the picture stays upright.
- AVIF and WebP at the build's widths (build-images.mjs), never wider than
  the original; AVIF is Pillow's built-in encoder (wheels >= 11.3).
- Files go through Django's storage API (file system by default, any
  django-storages backend in production).
"""

import io
import re
import secrets
import threading
from dataclasses import dataclass, field

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils.text import slugify
from PIL import Image, UnidentifiedImageError, WebPImagePlugin

from website.content.schemas import ALT_MAX

from . import decoding

WIDTHS = (320, 640, 768, 1024, 1536)
MAX_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 40_000_000
ACCEPTED = ("JPEG", "PNG", "WEBP")
FOLDER = "contenu"
# Types Pillow knows but the site does not take: named in the refusal.
_OTHER_IMAGES = (b"GIF87a", b"GIF89a", b"BM", b"II*\x00", b"MM\x00*", b"8BPS", b"\x00\x00\x01\x00")
# Pillow's own bomb check, for any other code in this process: it warns past
# this many pixels and raises past twice as many, in Image.open().
Image.MAX_IMAGE_PIXELS = MAX_PIXELS
# gunicorn runs 4 threads a worker: one decoding at a time keeps a worker
# within one budget, not four. Uploads are rare (Marketing, 30 an hour each).
_ONE_AT_A_TIME = threading.Lock()


class ImageRefused(ValueError):
    """Why the file cannot be used, in French, for the person who sent it."""


@dataclass
class Rendition:
    url: str
    format: str
    width: int
    height: int


@dataclass
class Processed:
    base: str
    width: int
    height: int
    alt: str
    renditions: list[Rendition] = field(default_factory=list)

    @property
    def prefix(self) -> str:
        """The renditions' common address, without "-<width>.<ext>"."""
        return self.renditions[0].url.rsplit("-", 1)[0]

    @property
    def widths(self) -> list[int]:
        return sorted({r.width for r in self.renditions})


def _looks_like_svg(head: bytes) -> bool:
    return bool(re.search(rb"<\s*(\?xml|svg|!doctype)", head[:1024], re.IGNORECASE))


def _too_large() -> ImageRefused:
    return ImageRefused(
        f"Image trop grande : {MAX_PIXELS // 1_000_000} millions de pixels au plus."
    )


def open_checked(data: bytes) -> Image.Image:
    """The image as its header describes it; no pixel is decoded yet."""
    if len(data) > MAX_BYTES:
        raise ImageRefused(f"Fichier trop lourd : {MAX_BYTES // (1024 * 1024)} Mo au plus.")
    if _looks_like_svg(data):
        raise ImageRefused(
            "Les images SVG sont refusées : un SVG est un document qui peut contenir "
            "du script. Envoyez une image JPEG, PNG ou WebP."
        )
    # Pillow's WebP reader allocates the whole canvas as it opens the file.
    webp_size = WebPImagePlugin._get_size(data[:30]) if data[8:12] == b"WEBP" else None
    if webp_size and webp_size[0] * webp_size[1] > MAX_PIXELS:
        raise _too_large()
    try:
        image = Image.open(io.BytesIO(data), formats=ACCEPTED)
    except (Image.DecompressionBombError, Image.DecompressionBombWarning) as exc:
        # Raised by Pillow past its own limit, or a warning that a filter
        # (pytest's, python -W error) turned into an exception.
        raise _too_large() from exc
    except UnidentifiedImageError as exc:
        if data.startswith(_OTHER_IMAGES) or data[4:8] == b"ftyp":
            raise ImageRefused("Seules les images JPEG, PNG et WebP sont acceptées.") from exc
        raise ImageRefused("Ce fichier n'est pas une image JPEG, PNG ou WebP.") from exc
    except (OSError, ValueError, SyntaxError) as exc:
        raise ImageRefused("Cette image est endommagée ou illisible.") from exc
    if image.width * image.height > MAX_PIXELS:
        raise _too_large()
    return image


def _decode(image: Image.Image) -> decoding.Picture:
    """Upright RGB(A) pixels at most WIDTHS[-1] wide, within the budget."""
    plan = decoding.plan(image, WIDTHS[-1])
    if plan.cost > decoding.DECODE_BUDGET:
        raise ImageRefused(
            f"Image trop lourde à traiter : une fois décodée, elle occuperait "
            f"{plan.cost // 2**20} Mo de mémoire, pour {decoding.DECODE_BUDGET // 2**20} Mo "
            "au plus. Réduisez ses dimensions (ou envoyez-la en JPEG) et recommencez."
        )
    try:
        return decoding.run(image, plan)
    except (OSError, ValueError, SyntaxError, Image.DecompressionBombError) as exc:
        raise ImageRefused("Cette image est endommagée ou illisible.") from exc


def process(data: bytes, name: str, alt: str, decorative: bool) -> Processed:
    alt = alt.strip()
    if not alt and not decorative:
        raise ImageRefused(
            "Décrivez l'image (texte alternatif), ou cochez « décorative » si elle "
            "n'apporte aucune information."
        )
    if len(alt) > ALT_MAX:
        raise ImageRefused(f"Texte alternatif : {ALT_MAX} caractères au plus ({len(alt)} saisis).")
    image = open_checked(data)
    with _ONE_AT_A_TIME:
        picture = _decode(image)
        return _renditions(picture, name, "" if decorative else alt)


def _renditions(picture: decoding.Picture, name: str, alt: str) -> Processed:
    image = picture.image
    # A random suffix: two uploads of "logo.png" never overwrite each other.
    base = f"{slugify(name.rsplit('.', 1)[0])[:60] or 'image'}-{secrets.token_hex(3)}"
    result = Processed(base, picture.width, picture.height, alt)
    widths = [w for w in WIDTHS if w < image.width] + [image.width]
    for width in sorted(set(widths)):
        height = max(1, round(image.height * width / image.width))
        resized = image if width == image.width else image.resize((width, height), LANCZOS)
        for fmt, ext, options in (
            ("AVIF", "avif", {"quality": 60}),
            ("WEBP", "webp", {"quality": 80}),
        ):
            out = io.BytesIO()
            resized.save(out, fmt, **options)
            path = default_storage.save(
                f"{FOLDER}/{base}-{width}.{ext}", ContentFile(out.getvalue())
            )
            result.renditions.append(Rendition(default_storage.url(path), fmt, width, height))
    return result


LANCZOS = Image.Resampling.LANCZOS
