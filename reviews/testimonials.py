"""Published reviews, shaped as testimonial items for the home marquee.

Contract used by telecomsite's home page builder: a list of
{"label": str, "text": str, "author": str} dicts, newest first.
The home page merges them after content/data/avis.json.

While the database is down, the list last read is served: kept in the shared
cache and on disk at each read that changed it (core/lastknown.py), so a
process started during the outage shows the same reviews.
"""

from django.db import DatabaseError

from core import lastknown

from .models import Review, ReviewStatus

LABEL = "Avis client"
LIMIT = 20

# The home page's list (LIMIT items), last read.
_kept = lastknown.kept("testimonials", "the published reviews")


def _read(limit: int) -> list[dict[str, str]]:
    reviews = list(
        Review.objects.filter(status=ReviewStatus.PUBLISHED, is_spam=False)
        .order_by("-moderated_at", "-created_at")
        .only("name", "company", "message")[:limit]
    )
    return [
        {"label": LABEL, "text": review.message.strip(), "author": review.author}
        for review in reviews
        if review.message.strip()
    ]


def _last_known(limit: int) -> list[dict[str, str]]:
    value = _kept.load()
    if not isinstance(value, list):
        return []
    items = [
        item
        for item in value
        if isinstance(item, dict) and all(isinstance(item.get(k), str) for k in ("text", "author"))
    ]
    return [{"label": LABEL, "text": i["text"], "author": i["author"]} for i in items][:limit]


def published_testimonial_items(limit: int = LIMIT) -> list[dict[str, str]]:
    try:
        items = _read(limit)
    except lastknown.DATABASE_DOWN as exc:
        # The home page renders with the reviews last read (the file's
        # testimonials alone when none were kept).
        _kept.failed(exc)
        return _last_known(limit)
    except DatabaseError:
        # Before migrations: the file testimonials are enough.
        return []
    _kept.answered()
    if limit == LIMIT:
        _kept.save(items)
    return items
