"""What moderators do to stored reviews (the intake stores them: reviews/intake.py)."""

from django.db.models import QuerySet
from django.utils import timezone

from core import pagecache

from .models import Review, ReviewStatus


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
