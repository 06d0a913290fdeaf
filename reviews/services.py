"""Accepting a review: spam checks, idempotency, storage (or the intake spool
while the database cannot take it) and the moderation mail."""

from collections.abc import Callable
from dataclasses import asdict, replace
from datetime import datetime
from typing import Any

from django.db.models import QuerySet
from django.utils import timezone

from core import intake, pagecache
from core.api.antispam import Channel, bot_signals
from core.idempotency import already_saved
from core.mail import delivery
from core.mail.status import MailStatus

from .models import Review, ReviewStatus
from .validation import CleanReview


def accept_review(
    clean: CleanReview, origin: str = "", channel: Channel = Channel.SCRIPT
) -> tuple[Review | None, bool]:
    """Store the review (pending moderation) and queue the mail, in one
    transaction; or spool it while the database cannot take it ((None, True);
    intake.Unavailable when the spool cannot either)."""
    submission = intake.Submission(Review.mail_kind, clean.idempotency_key)
    submission.catch_up()
    key = clean.idempotency_key or None
    existing = submission.read(lambda: already_saved(Review, key), None)
    if existing:
        return existing, False
    signals = bot_signals(clean.honeypot, clean.fill_ms, clean.altcha, channel)
    # Only a strong sign refuses a review; a weak one goes to the moderators
    # like any other, its reason shown beside it (« à vérifier : … »).
    verdict = {"strong": signals.strong, "weak": signals.weak}
    review = _review_row(clean, verdict, origin, submission.key, submission.received_at)
    # The ALTCHA answer was checked above and is single-use: not spooled.
    data = {"clean": asdict(replace(clean, altcha="")), "verdict": verdict, "origin": origin}
    return submission.store(review, _mail_job(review), data)


def _review_row(
    clean: CleanReview, verdict: dict[str, str], origin: str, key: str, received_at: datetime
) -> Review:
    """The review as stored, at once or when replayed from the spool."""
    reason, weak = verdict["strong"], verdict["weak"]
    return Review(
        created_at=received_at,
        name=clean.name,
        company=clean.company,
        message=clean.message,
        # Always a key (intake.new_key when none came): replayed once.
        idempotency_key=key,
        is_spam=bool(reason),
        spam_reason=reason or (f"à vérifier : {weak}"[:120] if weak else ""),
        # A bot's review is refused at once: it never reaches the moderators.
        status=ReviewStatus.REFUSED if reason else ReviewStatus.PENDING,
        moderated_at=received_at if reason else None,
        mail_status=MailStatus.SKIPPED if reason else MailStatus.PENDING,
        staff_origin=origin[:200],
    )


def _mail_job(review: Review) -> Callable[[Review], None] | None:
    return None if review.is_spam else delivery.enqueue


def replay_spooled(data: dict[str, Any], received_at: datetime, key: str) -> tuple[Review, bool]:
    """A review from the intake spool (registered in ReviewsConfig.ready)."""
    clean = CleanReview(**data["clean"])
    review = _review_row(clean, data["verdict"], data["origin"], key, received_at)
    return intake.replay(review, _mail_job(review))


def moderate(queryset: QuerySet[Review], status: str) -> int:
    """Publish or refuse reviews; returns how many changed."""
    changing = queryset.exclude(status=status)
    touches_published = (
        status == ReviewStatus.PUBLISHED or changing.filter(status=ReviewStatus.PUBLISHED).exists()
    )
    changed = changing.update(status=status, moderated_at=timezone.now())
    if changed and touches_published:
        # A bulk update sends no post_save: the home page's cache must still
        # go when a review is published or withdrawn.
        pagecache.invalidate()
    return changed
