"""Published reviews, shaped as testimonial items for the home marquee.

Contract used by telecomsite's home page builder: a list of
{"label": str, "text": str, "author": str} dicts, newest first.
The home page merges them after content/data/avis.json.
"""

from django.db import DatabaseError

from .models import Review, ReviewStatus

LABEL = "Avis client"


def published_testimonial_items(limit: int = 20) -> list[dict[str, str]]:
    try:
        reviews = list(
            Review.objects.filter(status=ReviewStatus.PUBLISHED, is_spam=False)
            .order_by("-moderated_at", "-created_at")
            .only("name", "company", "message")[:limit]
        )
    except DatabaseError:
        # The home page must render even before migrations or with the
        # database down: the file testimonials are enough.
        return []
    return [
        {"label": LABEL, "text": review.message.strip(), "author": review.author}
        for review in reviews
        if review.message.strip()
    ]
