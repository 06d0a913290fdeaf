"""Loading content files: validated once, cached by mtime, fallback on failure.

Parsed files are cached in memory, keyed by path, mtime and size: an edit is
picked up on the next request without a restart, and a page render does not
re-read or re-validate anything.
"""

import copy
import hashlib
import json
import logging
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings

from . import fallbacks, validate
from .validate import ContentError

logger = logging.getLogger(__name__)


@dataclass(frozen=True)
class Kind:
    validate: Callable[[Any, str], Any]
    fallback: Callable[[], Any]
    # The hero failing is an error in spec §8; the others are warnings.
    level: int = logging.WARNING


CLIENTS = Kind(validate.validate_clients, fallbacks.clients_fallback)
TESTIMONIALS = Kind(validate.validate_testimonials, fallbacks.testimonials_fallback)
FAQ = Kind(validate.validate_faq, fallbacks.faq_fallback)
HERO = Kind(validate.validate_hero_slides, fallbacks.no_slides, logging.ERROR)
HOME_COPY = Kind(validate.validate_home_copy, fallbacks.no_showcases)


FILES: dict[str, Kind] = {
    "clients": CLIENTS,
    "avis": TESTIMONIALS,
    "avis_telecom": TESTIMONIALS,
    "avis_connexion": TESTIMONIALS,
    "avis_it": TESTIMONIALS,
    "faq_voip": FAQ,
    "faq_net": FAQ,
    "faq_it": FAQ,
    "faq_cyber": FAQ,
    "home-coursel": HERO,
}


@dataclass(frozen=True)
class Loaded:
    stamp: tuple[int, int] | None
    data: Any
    body: bytes
    etag: str


_cache: dict[Path, Loaded] = {}


def _path(name: str) -> Path:
    if name not in FILES:
        raise KeyError(f"unknown content file {name!r}")
    return Path(settings.CONTENT_DIR) / "data" / f"{name}.json"


def _stamp(path: Path) -> tuple[int, int] | None:
    try:
        stat = path.stat()
    except OSError:
        return None
    return (stat.st_mtime_ns, stat.st_size)


def _parse(kind: Kind, path: Path) -> Any:
    what = "content/" + path.relative_to(settings.CONTENT_DIR).as_posix()
    try:
        with open(path, encoding="utf-8") as fh:
            raw = json.load(fh)
        return kind.validate(raw, what)
    except (OSError, ValueError, ContentError) as exc:
        # ValueError covers invalid JSON and invalid UTF-8.
        logger.log(kind.level, "%s unusable (%s); fallback used.", what, exc)
        return kind.fallback()


def _loaded(kind: Kind, path: Path) -> Loaded:
    stamp = _stamp(path)
    cached = _cache.get(path)
    # A missing file is cached too (stamp None), so its warning is logged once
    # per change of the file, not on every request.
    if cached is not None and cached.stamp == stamp:
        return cached
    data = _parse(kind, path)
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    loaded = Loaded(
        stamp, data, body, '"' + hashlib.blake2b(body, digest_size=10).hexdigest() + '"'
    )
    _cache[path] = loaded
    return loaded


def load_content(name: str) -> Any:
    """Validated content of content/data/<name>.json, or its spec §8 fallback.

    The result is the caller's own copy: builders may merge into it freely.
    """
    path = _path(name)
    return copy.deepcopy(_loaded(FILES[name], path).data)


def load_home_copy() -> dict[str, Any]:
    """content/home.json: the home page's offer sections (no sections if it fails)."""
    path = Path(settings.CONTENT_DIR) / "home.json"
    data: dict[str, Any] = copy.deepcopy(_loaded(HOME_COPY, path).data)
    return data
