"""Uploaded images: checked, cleaned and made into responsive renditions.

- The real type is read from the bytes (Pillow), not from the name: JPEG,
  PNG or WebP only. SVG is refused: it is a document that can carry script.
- Size and pixel limits stop a decompression bomb before it is decoded.
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
from dataclasses import dataclass, field

from django.core.files.base import ContentFile
from django.core.files.storage import default_storage
from django.utils.text import slugify
from PIL import Image, ImageOps, UnidentifiedImageError

WIDTHS = (320, 640, 768, 1024, 1536)
MAX_BYTES = 8 * 1024 * 1024
MAX_PIXELS = 40_000_000
ACCEPTED = {"JPEG", "PNG", "WEBP"}
FOLDER = "contenu"


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


def open_checked(data: bytes) -> Image.Image:
    if len(data) > MAX_BYTES:
        raise ImageRefused(f"Fichier trop lourd : {MAX_BYTES // (1024 * 1024)} Mo au plus.")
    if _looks_like_svg(data):
        raise ImageRefused(
            "Les images SVG sont refusées : un SVG est un document qui peut contenir "
            "du script. Envoyez une image JPEG, PNG ou WebP."
        )
    try:
        image = Image.open(io.BytesIO(data))
    except UnidentifiedImageError as exc:
        raise ImageRefused("Ce fichier n'est pas une image JPEG, PNG ou WebP.") from exc
    if image.format not in ACCEPTED:
        raise ImageRefused("Seules les images JPEG, PNG et WebP sont acceptées.")
    if image.width * image.height > MAX_PIXELS:
        raise ImageRefused(
            f"Image trop grande : {MAX_PIXELS // 1_000_000} millions de pixels au plus."
        )
    try:
        image.load()
    except (OSError, Image.DecompressionBombError) as exc:
        raise ImageRefused("Cette image est endommagée ou illisible.") from exc
    return image


def clean_pixels(image: Image.Image) -> Image.Image:
    """Upright pixels in a new image: no EXIF, GPS, XMP or ICC block survives."""
    upright = ImageOps.exif_transpose(image)
    mode = "RGBA" if upright.mode in ("RGBA", "LA", "P") else "RGB"
    pixels = upright.convert(mode)
    return Image.frombytes(mode, pixels.size, pixels.tobytes())


def process(data: bytes, name: str, alt: str, decorative: bool) -> Processed:
    alt = alt.strip()
    if not alt and not decorative:
        raise ImageRefused(
            "Décrivez l'image (texte alternatif), ou cochez « décorative » si elle "
            "n'apporte aucune information."
        )
    image = clean_pixels(open_checked(data))
    # A random suffix: two uploads of "logo.png" never overwrite each other.
    base = f"{slugify(name.rsplit('.', 1)[0])[:60] or 'image'}-{secrets.token_hex(3)}"
    result = Processed(base, image.width, image.height, "" if decorative else alt)
    widths = [w for w in WIDTHS if w < image.width] + [min(image.width, WIDTHS[-1])]
    for width in sorted(set(widths)):
        height = round(image.height * width / image.width)
        resized = image.resize((width, height), Image.Resampling.LANCZOS)
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
