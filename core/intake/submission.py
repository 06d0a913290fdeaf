"""One submission's durable write: the database, or the spool while the
database cannot take it (spool.py; the watcher, watch.py, replays it).

A submission is answered « merci » only once it is in the database or in the
spool. When neither can take it, Unavailable is raised: the API answers 503
{ok: false, error: "unavailable"}, and the no-JavaScript form shows its
failure message with the visitor's input kept, never the thanks.
"""

import logging
import uuid
from collections.abc import Callable
from datetime import datetime
from typing import Any, TypeVar

from django.db import models
from django.utils import timezone

from core.idempotency import save_once

from . import spool, watch
from .spool import DB_DOWN

logger = logging.getLogger(__name__)

M = TypeVar("M", bound=models.Model)
T = TypeVar("T")

# Spooled entries replayed at the start of a submission, at most: the visitor
# who comes first after an outage must not wait for the whole backlog (the
# watcher and `manage.py replay_spool` take the rest).
CATCH_UP_LIMIT = 20


class Unavailable(Exception):
    """Neither the database nor the spool could store the submission."""


def new_key() -> str:
    """A key for a submission that came without one (the no-JavaScript forms):
    with it, its replay is idempotent like any other."""
    return f"srv-{uuid.uuid4().hex}"


class Submission:
    """One submission's way in: when it was received, its idempotency key,
    and whether the database already failed it. After a first failure no
    other query is tried: each would wait for its own connection attempt,
    and the spool needs none."""

    def __init__(self, kind: str, key: str | None) -> None:
        self.kind = kind
        # The 24 h callback promise runs from here, even if stored later.
        self.received_at: datetime = timezone.now()
        self.given_key = key or None
        self.key = key or new_key()
        self.db_down = False

    def catch_up(self) -> None:
        """Replay what the spool holds before this submission, when it holds
        anything (a directory listing otherwise): this one's own earlier try
        first, so that its retry finds the row and its original time."""
        try:
            if not spool.pending():
                return
        except OSError:
            # An unreadable spool must not cost a submission the database can take.
            logger.exception("intake: the spool %s cannot be listed", spool.folder())
            return
        first = spool.entry_path(self.kind, self.given_key) if self.given_key else None
        try:
            report = spool.replay_spool(limit=CATCH_UP_LIMIT, first=first)
        except DB_DOWN as exc:
            self._down(exc)
            watch.start()
            return
        except Exception:
            # The visitor's own submission must not fail for the backlog's sake.
            logger.exception("intake: replaying the spool failed")
            return
        finally:
            watch.observe()
        if report.left or len(spool.pending()):
            watch.start()

    def read(self, query: Callable[[], T], default: T) -> T:
        """A look-up before the write (already stored? the same request?);
        `default` while the database cannot answer: the idempotency key and
        the replay decide later."""
        if self.db_down:
            return default
        try:
            return query()
        except DB_DOWN as exc:
            self._down(exc)
            return default

    def store(
        self, row: M, then: Callable[[M], None] | None, data: dict[str, Any]
    ) -> tuple[M | None, bool]:
        """save_once, or the spool when the database cannot take the write.

        Returns (row, created) as save_once does, or (None, True) when
        spooled. `data` is what the app's replayer needs to build the same
        row again (its spam verdict included: never checked twice).
        """
        if not self.db_down:
            try:
                return save_once(row, then=then)
            except DB_DOWN as exc:
                self._down(exc)
        try:
            path = spool.write(self.kind, self.key, self.received_at, data)
        except OSError as exc:
            logger.error("intake: %s neither stored nor spooled (%s)", self.kind, exc)
            raise Unavailable(self.kind) from exc
        logger.warning("intake: %s spooled as %s (database unavailable)", self.kind, path.name)
        watch.observe()
        watch.start()
        return None, True

    def _down(self, exc: Exception) -> None:
        self.db_down = True
        logger.warning("intake: database unavailable for a %s (%s)", self.kind, exc)

    @staticmethod
    def replay(row: M, then: Callable[[M], None] | None) -> tuple[M, bool]:
        """What a replay ends with: the row stored once under its key, its
        mail queued in the same transaction."""
        return save_once(row, then=then)
