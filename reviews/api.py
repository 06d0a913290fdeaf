"""POST /api/review: the review modal opened from the home testimonials (spec §7)."""

from django.http import HttpRequest, HttpResponse
from ninja import Router
from ninja.decorators import decorate_view

from core.api.answers import ANSWERS, api_response
from core.api.guard import guarded
from core.mail import delivery

from . import services
from .schemas import ReviewIn
from .validation import clean_review

router = Router(tags=["Avis clients"])


@router.post(
    "/review",
    response=ANSWERS,
    summary="Laisser un avis",
    description=(
        "Accepts spec §7's body (name, company, message) as it is. Stores the review, "
        "pending moderation in the admin, and mails the moderation address. Published "
        "reviews join the home testimonials."
    ),
)
@decorate_view(guarded("review"))
def review(request: HttpRequest, payload: ReviewIn) -> HttpResponse:  # type: ignore[valid-type]
    services.accept_review(clean_review(payload), delivery.request_origin(request))
    return api_response(request, 200)
