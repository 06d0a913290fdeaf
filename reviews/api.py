"""POST /api/review: the review modal opened from the home testimonials (spec §7)."""

from django.http import HttpRequest, HttpResponse
from ninja import Router

from telecomsite.api.answers import ANSWERS, api_response, preflight
from telecomsite.api.body import Refused, read_json_object, refusal_response
from telecomsite.api.schemas import body_doc

from . import services
from .schemas import ReviewIn
from .validation import validate_review

router = Router(tags=["Avis clients"])


@router.post(
    "/review",
    response=ANSWERS,
    summary="Laisser un avis",
    description=(
        "Stores the review, pending moderation in the admin, and mails the moderation "
        "address. Published reviews join the home testimonials."
    ),
    openapi_extra=body_doc(ReviewIn),
)
def review(request: HttpRequest) -> HttpResponse:
    try:
        data = read_json_object(request, "review")
    except Refused as refused:
        return refusal_response(request, refused)
    clean, errors = validate_review(data)
    if clean is None:
        return api_response(request, 400, "validation_error", errors)
    services.accept_review(clean)
    return api_response(request, 200)


@router.api_operation(["OPTIONS"], "/review", include_in_schema=False)
def review_preflight(request: HttpRequest) -> HttpResponse:
    return preflight(request)
