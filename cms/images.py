"""Pictures uploaded to Wagtail's image library, and the sharing image of a page.

A photo from a phone carries its metadata (where and when it was taken, the
device): an upload is rewritten upright and without it before it is stored,
so neither the original nor any rendition published under /media/ gives it
away (Wagtail's renditions copy the original's EXIF otherwise).

The sharing image (Open Graph) is one rendition: 1200 × 630, cropped around
the image's focal point, as a JPEG, the format every network's preview reads.
"""

import io
from typing import Any

from django.core.files.uploadedfile import InMemoryUploadedFile
from PIL import Image, ImageOps
from wagtail.utils.file import hash_filelike

SOCIAL_FILTER = "fill-1200x630|format-jpeg|jpegquality-82"
SOCIAL_SIZE = (1200, 630)
# Pillow's format names for what Wagtail accepts, and what they are saved as.
_SAVE_OPTIONS: dict[str, dict[str, Any]] = {
    "JPEG": {"quality": 92},
    "PNG": {"optimize": True},
    "WEBP": {"quality": 92},
    "GIF": {},
    "AVIF": {"quality": 80},
}


def without_metadata(upload: Any) -> InMemoryUploadedFile | None:
    """The upload rewritten upright, without EXIF, XMP or comments; None when
    it is no image Pillow rewrites (Wagtail then refuses it as it would).

    The colour profile stays: without it, colours would shift."""
    upload.seek(0)
    try:
        with Image.open(upload) as source:
            kind = source.format or ""
            if kind not in _SAVE_OPTIONS or getattr(source, "n_frames", 1) > 1:
                return None
            upright = ImageOps.exif_transpose(source)
            profile = source.info.get("icc_profile")
            buffer = io.BytesIO()
            extra = {"icc_profile": profile} if profile else {}
            upright.save(buffer, kind, **_SAVE_OPTIONS[kind], **extra)
    except (OSError, ValueError, Image.DecompressionBombError):
        return None
    size = buffer.tell()
    buffer.seek(0)
    name = getattr(upload, "name", "image")
    content_type = Image.MIME.get(kind, "application/octet-stream")
    return InMemoryUploadedFile(buffer, "file", name, content_type, size, None)


def strip_on_upload(sender: Any, instance: Any, **kwargs: Any) -> None:
    """pre_save of Wagtail's Image: a file not yet stored is rewritten first."""
    upload = instance.file
    if not upload or getattr(upload, "_committed", True):
        return
    clean = without_metadata(upload.file)
    if clean is None:
        return
    # Through the field, so the stored width and height are the upright ones.
    instance.file = clean
    instance.file_size = clean.size
    # Wagtail matches a new upload against the library by this hash.
    instance.file_hash = hash_filelike(clean)
    clean.seek(0)


def social_rendition(image: Any) -> dict[str, Any]:
    """The sharing image's address (under MEDIA_URL) and size."""
    rendition = image.get_rendition(SOCIAL_FILTER)
    return {"url": rendition.url, "width": rendition.width, "height": rendition.height}
