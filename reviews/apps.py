from django.apps import AppConfig
from django.db.models.signals import post_delete, post_save


class ReviewsConfig(AppConfig):
    name = "reviews"
    verbose_name = "Avis clients"

    def ready(self) -> None:
        from telecomsite import formposts, pagecache
        from telecomsite.mail import delivery

        from . import form_post
        from .models import Review
        from .notifications import build_review_message

        delivery.register(Review.mail_kind, Review, build_review_message)
        # The review form, posted without JavaScript.
        formposts.register(form_post.FORM_NAME, form_post.handle)

        # Published reviews appear on the home page: a change to any review
        # makes the cached pages stale.
        def invalidate_pages(**kwargs: object) -> None:
            pagecache.invalidate()

        post_save.connect(invalidate_pages, sender=Review, weak=False, dispatch_uid="reviews-pages")
        post_delete.connect(
            invalidate_pages, sender=Review, weak=False, dispatch_uid="reviews-pages-del"
        )
