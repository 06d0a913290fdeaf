"""The steps every submission takes, lead or review, JSON or no-JavaScript form.

1. rate limit, before anything is parsed (json_api.py, forms.py);
2. parse: the JSON body once (json_api.py) or the form's fields (forms.py);
3. validate: the kind's schema, built from content/validation.json;
4. idempotency: a key already stored, in the database or in the spool, is
   answered from that first try, before any anti-spam call (a reCAPTCHA
   token and an ALTCHA answer are single-use);
5. the anti-spam verdict (verdict.py);
6. the content-window duplicate rule (duplicates.py);
7. one durable write, the verdict stored with it: the database, or the
   spool while the database cannot take it (submission.py);
8. the mail job, queued in the same transaction as the row (or at replay).
Steps 4 to 8 are `accept`; 1 to 3 belong to each path.
"""

from dataclasses import asdict, replace
from typing import Any, NamedTuple

from django.db import models
from django.utils import timezone

from core.api.antispam import Channel
from core.idempotency import already_saved
from core.mail import delivery
from core.mail.status import MailStatus

from . import duplicates, spool
from .kind import IntakeKind
from .submission import Submission
from .verdict import SpamVerdict, decide


class Accepted(NamedTuple):
    """What `accept` did: `row` stored now or before (None while spooled or
    for a duplicate), `created` for a new submission (stored or spooled)."""

    row: models.Model | None
    created: bool


def accept(
    kind: IntakeKind[Any, Any], clean: Any, ip: str, origin: str, channel: Channel
) -> Accepted:
    """Steps 4 to 8 for a valid submission. Raises Unavailable when neither
    the database nor the spool can keep it: never « merci » for nothing."""
    given = clean.idempotency_key or None
    submission = Submission(kind.name, given)
    submission.catch_up()
    # 4. Idempotency, before any anti-spam call.
    existing = submission.read(lambda: already_saved(kind.model, given), None)
    if existing is not None:
        return Accepted(existing, False)
    if given and spool.holds(kind.name, given):
        # Its first try is spooled (the database is still away).
        return Accepted(None, False)
    # 5. The verdict, decided once and stored with the submission.
    verdict = decide(clean, ip, channel, submission.key, kind.recaptcha)
    # 6. The same request again within the window: the first is stored.
    claimed = duplicates.claim(kind, clean, owner=given or "")
    if claimed is None or submission.read(
        lambda: duplicates.recent_twin(kind, clean, given), False
    ):
        return Accepted(None, False)
    try:
        return _write(kind, clean, origin, verdict, submission)
    except Exception:
        duplicates.release(claimed)
        raise


def _write(
    kind: IntakeKind[Any, Any],
    clean: Any,
    origin: str,
    verdict: SpamVerdict,
    submission: Submission,
) -> Accepted:
    # 7 and 8: the row and its mail job in one transaction, or the spool.
    row = kind.build_row(clean, verdict, origin, submission.key, submission.received_at)
    mail = _queue_mail(row)
    # The proofs were checked and are worth nothing later: not spooled.
    kept = replace(clean, altcha="", **_no_token(clean))
    data = {"clean": asdict(kept), "verdict": asdict(verdict), "origin": origin}
    stored, created = submission.store(row, mail, data)
    return Accepted(stored, created)


def replay(kind: IntakeKind[Any, Any], data: dict[str, Any], received_at: Any, key: str) -> Any:
    """A spooled submission into the database (spool.replay_spool): the row
    it would have been, its receipt time, its verdict; its mail queued now."""
    clean = kind.clean_type(**data["clean"])
    verdict = SpamVerdict.stored(data["verdict"])
    row = kind.build_row(clean, verdict, data.get("origin", ""), key, received_at)
    return Submission.replay(row, _queue_mail(row))


def _queue_mail(row: Any) -> Any:
    """The mail job of a row that is mailed (not spam), and when it was queued:
    the recovery sweep (delivery.due) counts from then, not from the receipt
    time, which a replayed row carries from before the outage."""
    if row.mail_status != MailStatus.PENDING:
        return None
    row.mail_next_attempt_at = timezone.now()
    return delivery.enqueue


def _no_token(clean: Any) -> dict[str, str]:
    return {"recaptcha_token": ""} if hasattr(clean, "recaptcha_token") else {}
