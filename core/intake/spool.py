"""The durable spool: submissions accepted while the database could not take them.

A lead or a review is answered « merci » only once it is stored. When the
database refuses the write (down, failing over, read-only, a lock timeout),
the submission is written here instead, one JSON file per submission in
INTAKE_SPOOL_DIR, and replayed into the database once it answers again.

Writing (spool): the entry goes to a temporary file, is fsync'ed, then gets
its final name `<kind>-<digest of its idempotency key>.json` by a hard link,
which (unlike a rename) never replaces an existing file: the same submission
retried during the outage keeps its first entry and its first receipt time.
The directory is fsync'ed last, so a machine that loses power after the
answer still has the file. Names are unique per submission, so any number of
processes and instances can write at once.

Replaying (replay_spool): entries in receipt order; each is locked
(fcntl.flock, exclusive, non-blocking: a second replayer skips it), handed to
the replayer its app registered for its kind (AppConfig.ready; core never
imports the apps), which stores it with save_once under its idempotency key,
and is deleted only after that commit. A replay that dies half-way leaves the
file; the next one finds the row by its key and stores nothing twice.
"""

import contextlib
import fcntl
import hashlib
import json
import logging
import os
import time
import uuid
from collections.abc import Callable, Iterator
from dataclasses import dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

from django.conf import settings
from django.db import InterfaceError, InternalError, OperationalError
from django.utils.dateparse import parse_datetime

logger = logging.getLogger(__name__)

# What "the database cannot take the write" raises: down or unreachable
# (OperationalError, InterfaceError for a connection closed under Django),
# read-only or an aborted transaction after a failover (InternalError).
DB_DOWN = (OperationalError, InterfaceError, InternalError)

SUFFIX = ".json"
TEMP_PREFIX = ".tmp-"
# A temporary file this old was left by a process killed mid-write: its
# visitor was never thanked (the answer comes after the link), so it goes.
STALE_TEMP_SECONDS = 3600
VERSION = 1

# kind -> replayer(data, received_at, key) -> (row, created)
Replayer = Callable[[dict[str, Any], datetime, str], tuple[Any, bool]]
_REPLAYERS: dict[str, Replayer] = {}


def register(kind: str, replayer: Replayer) -> None:
    """An app declares how its spooled submissions are stored (AppConfig.ready)."""
    _REPLAYERS[kind] = replayer


def folder() -> Path:
    return Path(settings.INTAKE_SPOOL_DIR)


def entry_path(kind: str, key: str) -> Path:
    # The key comes from the visitor: only its digest names the file.
    digest = hashlib.sha256(f"{kind}\0{key}".encode()).hexdigest()[:40]
    return folder() / f"{kind}-{digest}{SUFFIX}"


def write(kind: str, key: str, received_at: datetime, data: dict[str, Any]) -> Path:
    """Store one submission durably; raises OSError when the disk cannot.

    Returns the entry's path; a second write of the same (kind, key) keeps
    the first entry.
    """
    target = entry_path(kind, key)
    target.parent.mkdir(parents=True, exist_ok=True, mode=0o700)
    body = {
        "version": VERSION,
        "kind": kind,
        "key": key,
        "received_at": received_at.isoformat(),
        "data": data,
    }
    temp = target.parent / f"{TEMP_PREFIX}{os.getpid()}-{uuid.uuid4().hex}"
    fd = os.open(temp, os.O_WRONLY | os.O_CREAT | os.O_EXCL, 0o600)
    try:
        with os.fdopen(fd, "wb") as handle:
            handle.write(json.dumps(body, ensure_ascii=False).encode())
            handle.flush()
            os.fsync(handle.fileno())
        try:
            os.link(temp, target)
        except FileExistsError:
            pass  # the same submission, retried: its first entry stands
        except OSError:
            # A filesystem without hard links: a rename, which may replace
            # the retry's twin (same key: replayed once all the same).
            os.replace(temp, target)
    finally:
        with contextlib.suppress(FileNotFoundError):
            os.unlink(temp)
    _fsync_dir(target.parent)
    return target


def holds(kind: str, key: str) -> bool:
    """Whether this submission waits in the spool (its first try, spooled)."""
    try:
        return entry_path(kind, key).exists()
    except OSError:
        return False


def _fsync_dir(path: Path) -> None:
    fd = os.open(path, os.O_RDONLY)
    try:
        os.fsync(fd)
    finally:
        os.close(fd)


def pending() -> list[Path]:
    """The entries waiting, by name (no content read: a directory listing)."""
    try:
        with os.scandir(folder()) as found:
            return [
                Path(e.path)
                for e in found
                if e.name.endswith(SUFFIX) and not e.name.startswith(".")
            ]
    except FileNotFoundError:
        return []


def state(now: float | None = None) -> tuple[int, float]:
    """(how many entries wait, age in seconds of the oldest; 0 when none).

    The age is the file's modification time: written during the visitor's
    request, it is the receipt time give or take milliseconds, and a stat
    is cheaper than reading every entry at each scrape.
    """
    now = time.time() if now is None else now
    oldest: float | None = None
    count = 0
    for path in pending():
        with contextlib.suppress(FileNotFoundError):  # replayed meanwhile
            written = path.stat().st_mtime
            count += 1
            oldest = written if oldest is None else min(oldest, written)
    return count, max(0.0, now - oldest) if oldest is not None else 0.0


@dataclass
class Entry:
    path: Path
    kind: str
    key: str
    received_at: datetime
    data: dict[str, Any]


def read(path: Path) -> Entry:
    body = json.loads(path.read_bytes())
    received_at = parse_datetime(body["received_at"])
    if received_at is None:
        raise ValueError(f"{path.name}: unreadable received_at")
    return Entry(path, body["kind"], body["key"], received_at, body["data"])


@dataclass
class ReplayReport:
    stored: int = 0  # rows created
    already: int = 0  # the row was there (a retry stored it, or a replay died after its commit)
    busy: int = 0  # another process is replaying it
    failed: list[str] = field(default_factory=list)  # kept for the operator (logged)

    @property
    def left(self) -> int:
        return self.busy + len(self.failed)


@contextlib.contextmanager
def _locked(path: Path) -> Iterator[int | None]:
    """The entry's file descriptor, locked for this process; None when another
    process holds it or has just replayed and deleted it."""
    try:
        fd = os.open(path, os.O_RDONLY)
    except FileNotFoundError:
        yield None
        return
    try:
        try:
            fcntl.flock(fd, fcntl.LOCK_EX | fcntl.LOCK_NB)
        except BlockingIOError:
            yield None
            return
        # Locked after the holder finished: the file is gone, nothing to do.
        yield None if os.fstat(fd).st_nlink == 0 else fd
    finally:
        os.close(fd)


def _ordered(paths: list[Path]) -> list[Entry | Path]:
    """Entries in receipt order; unreadable files (kept, reported) at the end."""
    readable: list[Entry] = []
    broken: list[Path] = []
    for path in paths:
        try:
            readable.append(read(path))
        except FileNotFoundError:
            continue
        except (ValueError, KeyError, TypeError):
            broken.append(path)
    readable.sort(key=lambda e: (e.received_at, e.path.name))
    return [*readable, *broken]


def replay_spool(
    limit: int | None = None, dry_run: bool = False, first: Path | None = None
) -> ReplayReport:
    """Store the spooled submissions in the database, oldest first.

    Raises a DB_DOWN error when the database still refuses (nothing lost:
    the entry stays). `first`: an entry to replay before the others (the
    submission being retried). dry_run only counts what would be replayed.
    """
    report = ReplayReport()
    paths = pending()
    if first is not None and first in paths:
        paths.remove(first)
        ordered: list[Entry | Path] = [*_ordered([first]), *_ordered(paths)]
    else:
        ordered = _ordered(paths)
    for item in ordered[:limit]:
        if isinstance(item, Path):
            logger.error("intake spool: %s is unreadable; kept for the operator", item.name)
            report.failed.append(item.name)
            continue
        if dry_run:
            report.stored += 1
            continue
        _replay_one(item, report)
    _forget_stale_temps()
    return report


def _replay_one(entry: Entry, report: ReplayReport) -> None:
    replayer = _REPLAYERS.get(entry.kind)
    if replayer is None:
        logger.error("intake spool: no replayer for %r (%s)", entry.kind, entry.path.name)
        report.failed.append(entry.path.name)
        return
    with _locked(entry.path) as fd:
        if fd is None:
            report.busy += 1
            return
        try:
            _row, created = replayer(entry.data, entry.received_at, entry.key)
        except DB_DOWN:
            raise
        except Exception:
            # A bug or an entry the model no longer accepts: kept, alerted on.
            logger.exception("intake spool: %s could not be stored", entry.path.name)
            report.failed.append(entry.path.name)
            return
        # save_once has committed (or found the row): only now may it go.
        os.unlink(entry.path)
        _fsync_dir(entry.path.parent)
    if created:
        report.stored += 1
    else:
        report.already += 1
    logger.info("intake spool: %s %s", entry.path.name, "stored" if created else "already stored")


def _forget_stale_temps() -> None:
    cutoff = time.time() - STALE_TEMP_SECONDS
    with contextlib.suppress(FileNotFoundError), os.scandir(folder()) as found:
        for item in found:
            if item.name.startswith(TEMP_PREFIX) and item.stat().st_mtime < cutoff:
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(item.path)
