"""Loading content: the published revision, else the file; validated once, cached.

A document published from the back office (contentstore) wins over its file;
a stored revision that fails validation is never served: the previous valid
one, or the file, is (docs/content-editing.md). Parsed files are cached in
memory, keyed by path, mtime and size: an edit is picked up on the next
request without a restart, and a page render does not re-read or re-validate
anything. Revisions are cached by id, and contentstore tells every instance
when the live ones change. While the database is down, contentstore answers
with the live revisions it last read (kept in the shared cache and on disk,
core/lastknown.py), so a process started during the outage serves the
published content too; with none kept, the files.
"""

import copy
import functools
import hashlib
import json
import logging
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from contextvars import ContextVar
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import DatabaseError
from prometheus_client import Counter
from pydantic import ValidationError

from contentstore import store
from contentstore.documents import page_meta_name

from . import editable, fallbacks, validate
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
OFFER_COPY = Kind(validate.validate_offer_copy, fallbacks.offer_copy_fallback, logging.ERROR)
CONTACT_COPY = Kind(validate.validate_contact_copy, fallbacks.contact_copy_fallback, logging.ERROR)
NAVIGATION = Kind(validate.validate_navigation, fallbacks.navigation_fallback, logging.ERROR)
SITEMAP = Kind(validate.validate_sitemap_words, fallbacks.sitemap_fallback, logging.ERROR)
NOT_FOUND = Kind(validate.validate_not_found, fallbacks.not_found_fallback, logging.ERROR)
# Checked strictly (editable.py) before it is served; without a valid
# published one, the route table's values apply (load_page_meta).
PAGE_META = Kind(lambda data, what: data, lambda: None)
# Checked strictly too; its file (no campaign page) is the fallback.
LANDINGS = Kind(lambda data, what: data, lambda: {"pages": []})


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


# Operators see refused revisions in the metrics (core/metrics.py's registry).
INVALID_REVISIONS = Counter(
    "tq_content_invalid_revisions",
    "Stored content revisions refused when served (invalid or unreadable)",
    ["document"],
)

_cache: dict[Path, Loaded] = {}
# Per document: the live revision's id, and what is served for it (None: the
# file, every stored revision being invalid).
_stored: dict[str, tuple[int, Loaded | None]] = {}
# The back office's preview: drafts shown instead of the live documents, for
# the one request that renders them (never cached: see backoffice).
_preview: ContextVar[dict[str, Any] | None] = ContextVar("content_preview", default=None)


def reset_for_tests() -> None:
    """Forget what this process loaded (files and stored revisions).

    For tests: revisions are cached by id, and SQLite reuses the ids of rows
    rolled back or flushed, so one test's revision could pass for the next's."""
    _cache.clear()
    _stored.clear()


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


def _made(stamp: tuple[int, int] | None, data: Any) -> Loaded:
    body = json.dumps(data, ensure_ascii=False, separators=(",", ":")).encode()
    return Loaded(stamp, data, body, '"' + hashlib.blake2b(body, digest_size=10).hexdigest() + '"')


def _loaded(kind: Kind, path: Path) -> Loaded:
    stamp = _stamp(path)
    cached = _cache.get(path)
    # A missing file is cached too (stamp None), so its warning is logged once
    # per change of the file, not on every request.
    if cached is not None and cached.stamp == stamp:
        return cached
    loaded = _made(stamp, _parse(kind, path))
    _cache[path] = loaded
    return loaded


def _revision(name: str, kind: Kind, pk: int, raw: Any) -> Loaded | None:
    """A stored revision, validated as strictly as the editor did, or None."""
    try:
        document = json.loads(raw) if isinstance(raw, str) else raw
        data = kind.validate(editable.check(name, document), f"{name} (version n°{pk})")
    except (ValidationError, ContentError, ValueError, TypeError) as exc:
        logger.error("%s: stored version n°%s is invalid and not served (%s).", name, pk, exc)
        if pk:  # 0: a preview's draft, not a stored revision
            INVALID_REVISIONS.labels(name).inc()
        return None
    return _made(None, data)


def _live(name: str, kind: Kind) -> Loaded | None:
    """What is served for the published revision, or None for the file."""
    try:
        current = store.published(name)
    except DatabaseError as exc:
        logger.error("content revisions unreadable (%s); %s served from its file.", exc, name)
        return None
    if current is None:
        return None
    live_id = current[0]
    cached = _stored.get(name)
    if cached is not None and cached[0] == live_id:
        return cached[1]
    loaded = _revision(name, kind, *current)
    if loaded is None:
        # The last valid revision published before it, else the file.
        try:
            earlier = store.earlier_published(name, live_id)
        except DatabaseError as exc:
            # The database is down (the live revision came from the copy
            # kept for that, contentstore.store): the file for now, and not
            # remembered, so the earlier revisions are looked up once it is back.
            logger.warning("%s: earlier versions unreadable (%s); file served.", name, exc)
            return None
        for pk, raw in earlier:
            loaded = _revision(name, kind, pk, raw)
            if loaded is not None:
                break
    _stored[name] = (live_id, loaded)
    return loaded


def current(name: str, kind: Kind, path: Path) -> Loaded:
    """The preview's draft, the published revision, or the file, in that order."""
    drafts = _preview.get()
    if drafts is not None and name in drafts:
        return _revision(name, kind, 0, drafts[name]) or _loaded(kind, path)
    return _live(name, kind) or _loaded(kind, path)


def stored(name: str, kind: Kind) -> Loaded | None:
    """The preview's draft or the published revision; None when the file applies."""
    drafts = _preview.get()
    if drafts is not None and name in drafts:
        return _revision(name, kind, 0, drafts[name])
    return _live(name, kind)


def data_file(name: str) -> Loaded:
    """What /assets/data/<name>.json serves."""
    return current(name, FILES[name], _path(name))


@contextmanager
def preview(drafts: dict[str, Any]) -> Iterator[None]:
    """Within the block, these drafts are loaded instead of the live documents."""
    token = _preview.set(drafts)
    try:
        yield
    finally:
        _preview.reset(token)


def load_content(name: str) -> Any:
    """Validated content of content/data/<name>.json, or its spec §8 fallback.

    The result is the caller's own copy: builders may merge into it freely.
    """
    return copy.deepcopy(data_file(name).data)


def load_home_copy() -> dict[str, Any]:
    """content/home.json: the home page's offer sections (no sections if it fails)."""
    path = Path(settings.CONTENT_DIR) / "home.json"
    data: dict[str, Any] = copy.deepcopy(current("home", HOME_COPY, path).data)
    return data


def load_offer_copy(key: str) -> dict[str, Any]:
    """content/page_<key>.json: an offer page's words (the fallback if it fails)."""
    name = f"page_{key}"
    path = Path(settings.CONTENT_DIR) / f"{name}.json"
    data: dict[str, Any] = copy.deepcopy(current(name, OFFER_COPY, path).data)
    return data


def load_contact_copy() -> dict[str, Any]:
    """content/page_contact.json: /contact's words (the fallback if they fail)."""
    path = Path(settings.CONTENT_DIR) / "page_contact.json"
    data: dict[str, Any] = copy.deepcopy(current("page_contact", CONTACT_COPY, path).data)
    return data


def load_navigation() -> dict[str, Any]:
    """content/navigation.json: the header's and footer's words (every page)."""
    path = Path(settings.CONTENT_DIR) / "navigation.json"
    data: dict[str, Any] = copy.deepcopy(current("navigation", NAVIGATION, path).data)
    return data


def load_sitemap_words() -> dict[str, Any]:
    """content/page_sitemap.json: the site map page's own words."""
    path = Path(settings.CONTENT_DIR) / "page_sitemap.json"
    data: dict[str, Any] = copy.deepcopy(current("page_sitemap", SITEMAP, path).data)
    return data


def load_not_found() -> dict[str, Any]:
    """content/page_not_found.json: the 404 page's words."""
    path = Path(settings.CONTENT_DIR) / "page_not_found.json"
    data: dict[str, Any] = copy.deepcopy(current("page_not_found", NOT_FOUND, path).data)
    return data


def load_legal_prose(route_key: str) -> dict[str, Any]:
    """content/page_<key>.json of a legal page: its prose (the fallback if it fails)."""
    name = f"page_{route_key}"
    kind = Kind(
        validate.validate_legal_prose,
        functools.partial(fallbacks.legal_prose_fallback, route_key),
        logging.ERROR,
    )
    path = Path(settings.CONTENT_DIR) / f"{name}.json"
    data: dict[str, Any] = copy.deepcopy(current(name, kind, path).data)
    return data


def load_page_meta(route_key: str) -> dict[str, Any] | None:
    """The page's title and description published from Wagtail (the preview's
    draft first), or None: the route table's (content/routes.json) apply."""
    loaded = stored(page_meta_name(route_key), PAGE_META)
    return None if loaded is None else dict(loaded.data)


def load_landings() -> list[dict[str, Any]]:
    """The live campaign pages (content/landings.json's shape), as published
    from Wagtail; the caller's own copy."""
    path = Path(settings.CONTENT_DIR) / "landings.json"
    pages: list[dict[str, Any]] = copy.deepcopy(current("landings", LANDINGS, path).data["pages"])
    return pages
