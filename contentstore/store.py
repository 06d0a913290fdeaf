"""Reading the published revisions, and the writes that change them.

Readers (website's loader, on every instance) keep a snapshot of the live
revisions in process memory, tagged with a generation token held in the
shared cache. A publication replaces the token once committed, so every
instance reloads on its next read: no instance serves an old revision after
the publication is visible anywhere. With the token missing (cache flushed or
down) it is derived from the database, so a flush cannot hide a revision.

Without the database (PostgreSQL down: core.lastknown.DATABASE_DOWN) the
readers get the live revisions last read, kept in the shared cache and on
disk at each publication and each load (core/lastknown.py): a process started
during the outage serves them too, and, with none kept, the files under
content/. Only the writes (a publication from Wagtail, import_content) need
the database.
"""

import json
import threading
import uuid
from dataclasses import dataclass
from typing import Any

from django.db import transaction
from django.db.models import Max, Sum
from django.utils import timezone

from core import lastknown, pagecache, safecache

from .documents import DOCUMENTS
from .models import Document, Revision

GENERATION_KEY = "content:generation"


@dataclass(frozen=True)
class Snapshot:
    token: str
    live: dict[str, tuple[int, str]]


_snapshot: Snapshot | None = None
_lock = threading.Lock()
# The live revisions last read, for a process that cannot read them (above).
_kept = lastknown.kept("content", "the published content")
_known: Snapshot | None = None  # what _kept held, read once per outage
# Where the generation token starts while the database cannot give one.
OFFLINE = "offline:"
# No revision kept anywhere: every document from its file.
FILES_ONLY = Snapshot("files", {})


def reset_for_tests() -> None:
    """Forget this process's snapshot: the next read loads the live revisions.

    For tests: the token derived from the database repeats once rows are
    rolled back or flushed (SQLite reuses their ids), so a snapshot left by
    one test could pass for the next test's."""
    global _snapshot, _known
    with _lock:
        _snapshot = None
        _known = None
    lastknown.reset_for_tests()


def _token_from_database() -> str:
    figures = Document.objects.aggregate(n=Sum("publications"), last=Max("published_id"))
    return f"db:{figures['n'] or 0}:{figures['last'] or 0}"


def _cache_is_shared() -> bool:
    """A process-local cache (no REDIS_URL) cannot tell the other workers."""
    return lastknown.cache_is_shared()


def generation() -> str:
    """Changes with every publication, on every instance (website's page cache
    keys hold it too).

    Without the database nor a shared token: `offline:<token of the revisions
    kept>`, so pages rendered from them are cached apart, and renders again
    once it is back."""
    token = safecache.get(GENERATION_KEY) if _cache_is_shared() else None
    if token is not None:
        return str(token)
    if not _kept.waiting():
        try:
            token = _token_from_database()
        except lastknown.DATABASE_DOWN as exc:
            _kept.failed(exc)
        else:
            _answered()
            if _cache_is_shared():
                safecache.put(GENERATION_KEY, token, None)
            return token
    return OFFLINE + _last_known().token


def _rows() -> dict[str, tuple[int, str]]:
    rows = Document.objects.filter(published__isnull=False).values_list(
        "name", "published_id", "published__text"
    )
    return {name: (pk, text) for name, pk, text in rows}


def _keep(snapshot: Snapshot) -> None:
    _kept.save({"token": snapshot.token, "live": snapshot.live})


def _last_known() -> Snapshot:
    """The live revisions last kept by any process, else none (the files);
    read once per outage."""
    global _known
    known = _known
    if known is not None:
        return known
    value: Any = _kept.load()
    try:
        live = {str(name): (int(pk), str(text)) for name, (pk, text) in value["live"].items()}
        known = Snapshot(str(value["token"]), live)
    except (TypeError, KeyError, ValueError, AttributeError):
        known = FILES_ONLY
    _known = known
    return known


def _answered() -> None:
    global _known
    _kept.answered()
    _known = None


def _load(token: str) -> Snapshot:
    """The live revisions for `token`: read, else the last kept."""
    global _snapshot
    # A real token is always checked against the rows, even just after a
    # failure: it may be a publication's, made since the database came back.
    if not token.startswith(OFFLINE):
        try:
            # The token is read before the rows: a publication in between
            # makes the snapshot newer than its token, never older.
            snapshot = Snapshot(token, _rows())
        except lastknown.DATABASE_DOWN as exc:
            _kept.failed(exc)
        else:
            _answered()
            with _lock:
                _snapshot = snapshot
            _keep(snapshot)
            return snapshot
    kept = _last_known()
    if token in (kept.token, OFFLINE + kept.token):
        # What was kept for this very token: as good as the rows (no further
        # query until the token changes, as for a snapshot read here).
        snapshot = Snapshot(token, kept.live)
        with _lock:
            _snapshot = snapshot
        return snapshot
    # Older than the token (its keeping failed, or the shared cache lost it):
    # served, not remembered, so the next read asks the database again.
    return kept


def published(name: str) -> tuple[int, str] | None:
    """(revision id, JSON text) of the live revision, or None (the file).

    The text is parsed by the reader, which treats an unreadable one as invalid."""
    token = generation()
    snapshot = _snapshot
    if snapshot is None or snapshot.token != token:
        snapshot = _load(token)
    return snapshot.live.get(name)


def earlier_published(name: str, before: int) -> list[tuple[int, str]]:
    """(id, JSON text) of the revisions published before `before`, newest first."""
    rows = Revision.objects.filter(
        document_id=name, published_at__isnull=False, pk__lt=before
    ).values_list("pk", "text")
    return list(rows)


def _text(data: Any) -> str:
    return json.dumps(data, ensure_ascii=False)


def _name(user: Any) -> str:
    if user is None:
        # Wagtail's publish_scheduled publishes a scheduled page without a user.
        return "publication programmée"
    full = (user.get_full_name() or "").strip()
    return full or user.get_username()


def _locked(name: str) -> Document:
    """The document row, locked until the transaction ends: two publications
    of one document take turns."""
    if name not in DOCUMENTS:
        raise KeyError(name)
    Document.objects.get_or_create(name=name)
    return Document.objects.select_for_update().get(name=name)


def _announce() -> None:
    """After the commit: every instance reloads, and the cached pages retire;
    the new live revisions are kept for a process without the database."""
    token = uuid.uuid4().hex
    safecache.put(GENERATION_KEY, token, None)
    pagecache.invalidate()
    try:
        if not _cache_is_shared():
            token = _token_from_database()
        _keep(Snapshot(token, _rows()))
    except lastknown.DATABASE_DOWN as exc:
        _kept.failed(exc)


def publish(name: str, data: Any, user: Any, label: str = "") -> Revision:
    """Save `data` as a new revision and make it live, in one transaction.

    `data` may be a function, called once the document is locked: a document
    built from the live one (the campaign pages' list, cms/landing_page.py)
    is then built by one publication at a time, each from the last.
    `label` names who published when no user did (import_content)."""
    with transaction.atomic():
        document = _locked(name)
        if callable(data):
            data = data()
        who = label or _name(user)
        revision = Revision.objects.create(
            document=document,
            text=_text(data),
            author=user,
            author_name=who,
            published_at=timezone.now(),
            published_by=who,
        )
        document.published = revision
        document.publications += 1
        document.save(update_fields=["published", "publications"])
        transaction.on_commit(_announce)
    return revision


def published_revision(name: str) -> Revision | None:
    document = Document.objects.filter(name=name).select_related("published").first()
    return document.published if document else None
