"""Accepting a review: spam checks, idempotency, storage and the moderation mail."""

from django.db.models import QuerySet
from django.utils import timezone

from core import pagecache
from core.api.antispam import Channel, bot_signals
from core.idempotency import already_saved, save_once
from core.mail import delivery
from core.mail.status import MailStatus

from .models import Review, ReviewStatus
from .validation import CleanReview


def accept_review(
    clean: CleanReview, origin: str = "", channel: Channel = Channel.SCRIPT
) -> tuple[Review, bool]:
    """Store the review (pending moderation) and queue the mail, in one transaction."""
    key = clean.idempotency_key or None
    existing = already_saved(Review, key)
    if existing:
        return existing, False
    signals = bot_signals(clean.honeypot, clean.fill_ms, clean.altcha, channel)
    # Only a strong sign refuses a review; a weak one goes to the moderators
    # like any other, its reason shown beside it (« à vérifier : … »).
    reason = signals.strong
    review = Review(
        name=clean.name,
        company=clean.company,
        message=clean.message,
        idempotency_key=key,
        is_spam=bool(reason),
        spam_reason=reason or (f"à vérifier : {signals.weak}"[:120] if signals.weak else ""),
        # A bot's review is refused at once: it never reaches the moderators.
        status=ReviewStatus.REFUSED if reason else ReviewStatus.PENDING,
        moderated_at=timezone.now() if reason else None,
        mail_status=MailStatus.SKIPPED if reason else MailStatus.PENDING,
        staff_origin=origin[:200],
    )
    return save_once(review, then=None if reason else delivery.enqueue)


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
