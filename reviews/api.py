"""POST /api/review: the review modal opened from the home testimonials (spec §7)."""

from ninja import Router

from core.intake import json_endpoint

from .intake import REVIEW
from .schemas import ReviewIn
from .validation import clean_review

router = Router(tags=["Avis clients"])

json_endpoint(
    router,
    "/review",
    REVIEW,
    ReviewIn,
    clean_review,
    summary="Laisser un avis",
    description=(
        "Accepts spec §7's body (name, company, message) as it is. Stores the review, "
        "pending moderation in the admin, and mails the moderation address. Published "
        "reviews join the home testimonials."
    ),
)
