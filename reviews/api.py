"""POST /api/review: the review modal opened from the home testimonials (spec §7)."""

from django.http import HttpRequest, HttpResponse
from ninja import Router

from leads.guards import Refused, api_response, preflight, read_json_object, refusal_response
from leads.schemas import ANSWERS, ReviewIn, body_doc
from leads.validation import validate_review

from . import services

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
