"""Pictures the old content editor published (backoffice/content_editor/),
brought into Wagtail's image library when the home page takes over the
carousel and the logos (seed.py), so that none is lost.

The old editor kept no original: only its AVIF and WebP renditions under
MEDIA_ROOT/contenu/ (`opti.url` + "-<width>.webp"). The widest WebP becomes
the library image; the page then makes its renditions from it as from any
upload (renditions.py). A picture of the site other than the shipped
carousel's and logos' (another /static/ file) is brought in the same way.
"""

import logging
from pathlib import PurePosixPath
from typing import Any

from django.conf import settings
from django.contrib.staticfiles import finders
from django.core.files.images import ImageFile
from django.core.files.storage import default_storage
from wagtail.images.models import Image

logger = logging.getLogger(__name__)


def _source(picture: dict[str, Any]) -> tuple[Any, str] | None:
    """Where the widest file of a picture is: (storage or None for a static
    file's path, name)."""
    opti = picture.get("opti") or {}
    url = opti.get("url")
    if url and url.startswith(settings.MEDIA_URL):
        return default_storage, f"{url[len(settings.MEDIA_URL) :]}-{max(opti['widths'])}.webp"
    src = picture.get("src") or picture.get("logo") or ""
    if src.startswith(settings.STATIC_URL):
        found = finders.find(src[len(settings.STATIC_URL) :])
        return (None, str(found)) if isinstance(found, str) else None
    return None


def library_image(picture: dict[str, Any], title: str) -> Image | None:
    """The library image of a picture that is not one of the shipped ones (a
    slide's img, a client): an upload of the old editor, or another picture
    of the site; None when its file cannot be found."""
    source = _source(picture)
    if source is None:
        logger.warning("picture %s not found: a shipped picture takes its place", picture)
        return None
    storage, name = source
    filename = PurePosixPath(name).name
    existing = Image.objects.filter(title=title[:255], file__contains=PurePosixPath(filename).stem)
    if existing.exists():
        return existing.first()
    if storage is not None and not storage.exists(name):
        logger.warning("picture %s is missing: a shipped picture takes its place", name)
        return None
    with storage.open(name) if storage is not None else open(name, "rb") as stored:
        image = Image(title=title[:255], file=ImageFile(stored, name=filename))
        image.save()
    return image
