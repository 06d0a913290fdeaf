from typing import Any

from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save, pre_save


class ReviewsConfig(AppConfig):
    name = "reviews"
    verbose_name = "Avis clients"

    def ready(self) -> None:
        from core import intake, pagecache
        from core.mail import delivery

        from .intake import REVIEW
        from .models import Review, ReviewStatus
        from .notifications import build_review_message

        delivery.register(Review.mail_kind, Review, build_review_message)
        # Its way in, JSON or form post, and its replay from the intake spool.
        intake.register(REVIEW)

        # Only published reviews appear on the pages (home testimonials): the
        # page cache goes when a review is published, changed while
        # published, or withdrawn; a new submission (pending) leaves it alone.
        def remember_status(instance: Any, **kwargs: Any) -> None:
            instance._published_before = bool(
                instance.pk
                and Review.objects.filter(pk=instance.pk, status=ReviewStatus.PUBLISHED).exists()
            )

        def saved(instance: Any, **kwargs: Any) -> None:
            if instance.status == ReviewStatus.PUBLISHED or getattr(
                instance, "_published_before", False
            ):
                pagecache.invalidate()

        def deleted(instance: Any, **kwargs: Any) -> None:
            if instance.status == ReviewStatus.PUBLISHED:
                pagecache.invalidate()

        pre_save.connect(remember_status, sender=Review, weak=False, dispatch_uid="reviews-pre")
        post_save.connect(saved, sender=Review, weak=False, dispatch_uid="reviews-pages")
        post_delete.connect(deleted, sender=Review, weak=False, dispatch_uid="reviews-pages-del")
