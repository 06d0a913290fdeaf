"""The last known value of what public pages read from the database.

The pages read two things from PostgreSQL: the published content revisions
(contentstore.store) and the published reviews (reviews.testimonials). Each
reader keeps what it last read, on every successful read that changed it, in
two places a process started during an outage still finds:

- the shared cache, when there is one (REDIS_URL; a process-local cache would
  help no other process), under `lastknown:<name>`, with no expiry;
- a file, LAST_KNOWN_DIR/<name>.json (by default `.last-known/` in the intake
  spool's folder, INTAKE_SPOOL_DIR: on disk, writable by the site, shared by
  the web replicas in compose; the spool ignores dot-names), written to a
  temporary file, fsync'ed, then renamed over the old one, so a reader never
  sees half a file.

While the database fails (DATABASE_DOWN) the reader serves the newer of the
two, and its callers fall back to the files under content/ when neither is
there. A failure is logged once per outage (a warning), the next successful
read once (info). A reader may also wait RETRY_SECONDS before asking again
(waiting(): contentstore's generation token, asked several times per page).
Nothing here ever raises: a cache or disk that fails only costs the fallback.
"""

import contextlib
import hashlib
import json
import logging
import os
import threading
import time
import uuid
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import InterfaceError, OperationalError

from . import safecache

logger = logging.getLogger(__name__)

# Down, unreachable, or a connection closed under Django.
DATABASE_DOWN = (OperationalError, InterfaceError)
RETRY_SECONDS = 2.0
TEMP_PREFIX = ".tmp-"


def cache_is_shared() -> bool:
    """A process-local cache (no REDIS_URL) keeps nothing for another process."""
    backend = str(settings.CACHES["default"]["BACKEND"])
    return not backend.endswith(("LocMemCache", "DummyCache"))


def folder() -> Path:
    configured = getattr(settings, "LAST_KNOWN_DIR", None)
    return Path(configured) if configured else Path(settings.INTAKE_SPOOL_DIR) / ".last-known"


def _digest(value: Any) -> str:
    text = json.dumps(value, ensure_ascii=False, sort_keys=True, separators=(",", ":"))
    return hashlib.blake2b(text.encode(), digest_size=16).hexdigest()


def _write_atomically(path: Path, text: str) -> None:
    # The spool's folder holds personal data: created private, as the spool does.
    path.parent.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    path.parent.mkdir(exist_ok=True, mode=0o700)
    temp = path.parent / f"{TEMP_PREFIX}{os.getpid()}-{uuid.uuid4().hex}"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(text.encode())
            handle.flush()
            os.fsync(handle.fileno())
        os.replace(temp, path)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
    directory = os.open(path.parent, os.O_RDONLY)
    try:
        os.fsync(directory)
    finally:
        os.close(directory)


_registry: list["Outage"] = []


class Outage:
    """The database's state as one reader sees it: a warning once per outage."""

    def __init__(self, consequence: str, log: logging.Logger = logger) -> None:
        self.consequence = consequence  # the warning's end: what is done meanwhile
        self.log = log
        self.lock = threading.Lock()
        self.reset()
        _registry.append(self)

    def reset(self) -> None:
        """Forget this process's state (tests: a fresh process)."""
        self.failed_at: float | None = None
        self.down = False

    def waiting(self) -> bool:
        """True while the database failed less than RETRY_SECONDS ago: do not ask it."""
        failed_at = self.failed_at
        return failed_at is not None and time.monotonic() - failed_at < RETRY_SECONDS

    def failed(self, exc: BaseException) -> None:
        with self.lock:
            first = not self.down
            self.down = True
            self.failed_at = time.monotonic()
        if first:
            self.log.warning(
                "database unavailable (%s: %s): %s",
                type(exc).__name__,
                str(exc).strip(),
                self.consequence,
            )

    def answered(self) -> None:
        if not self.down:
            return
        with self.lock:
            was_down, self.down, self.failed_at = self.down, False, None
        if was_down:
            self.log.info("database answering again (%s no more)", self.consequence)


class Kept(Outage):
    """One reader's last known value, and the state of its database."""

    def __init__(self, name: str, what: str) -> None:
        self.name = name
        self.what = what  # for the logs: « the published content »
        super().__init__(f"{what} served from the last known copy")

    def reset(self) -> None:
        super().reset()
        self.saved: str | None = None  # digest of what this process last kept
        self.disk_failed = False

    @property
    def key(self) -> str:
        return f"lastknown:{self.name}"

    def path(self) -> Path:
        return folder() / f"{self.name}.json"

    def save(self, value: Any) -> None:
        """Keep `value` (JSON-serialisable) if it differs from what this process kept last."""
        digest = _digest(value)
        if digest == self.saved:
            return
        self.saved = digest
        text = json.dumps({"saved_at": time.time(), "value": value}, ensure_ascii=False)
        if cache_is_shared():
            safecache.put(self.key, text, None)
        try:
            _write_atomically(self.path(), text)
        except OSError as exc:
            if not self.disk_failed:  # once per process: the cache may still have it
                logger.warning("%s not kept on disk (%s): %s", self.what, self.path(), exc)
            self.disk_failed = True
        else:
            self.disk_failed = False

    def load(self) -> Any | None:
        """The newest value kept (shared cache or file), or None."""
        found: list[dict[str, Any]] = []
        texts: list[Any] = [safecache.get(self.key)] if cache_is_shared() else []
        with contextlib.suppress(OSError):
            texts.append(self.path().read_text(encoding="utf-8"))
        for text in texts:
            try:
                kept = json.loads(text) if isinstance(text, str) else None
            except ValueError:
                kept = None
            if isinstance(kept, dict) and "value" in kept:
                found.append(kept)
        if not found:
            return None
        return max(found, key=lambda kept: float(kept.get("saved_at") or 0))["value"]


def kept(name: str, what: str) -> Kept:
    return Kept(name, what)


def reset_for_tests() -> None:
    """Every reader as in a fresh process (what is kept in the cache and on disk stays)."""
    for value in _registry:
        value.reset()
