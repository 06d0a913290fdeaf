"""POST /api/send: the lead form of every offer page and of /contact (spec §7)."""

from django.http import HttpRequest, HttpResponse
from ninja import Router

from telecomsite.api.answers import ANSWERS, api_response, preflight
from telecomsite.api.body import Refused, read_json_object, refusal_response
from telecomsite.api.ratelimit import client_ip
from telecomsite.api.schemas import body_doc

from . import services
from .schemas import LeadIn
from .validation import validate_lead

router = Router(tags=["Demandes de rappel"])


@router.post(
    "/send",
    response=ANSWERS,
    summary="Envoyer une demande de rappel",
    description=(
        "Validates with the rules of content/validation.json, stores the lead (committed "
        "before the answer) and queues the mail to the sales address. Bots (honeypot, "
        "fill time, reCAPTCHA) get the same answer; their lead is kept as spam, not mailed."
    ),
    openapi_extra=body_doc(LeadIn),
)
def send(request: HttpRequest) -> HttpResponse:
    try:
        data = read_json_object(request, "send")
    except Refused as refused:
        return refusal_response(request, refused)
    clean, errors = validate_lead(data)
    if clean is None:
        return api_response(request, 400, "validation_error", errors)
    services.accept_lead(clean, client_ip(request))
    return api_response(request, 200)


@router.api_operation(["OPTIONS"], "/send", include_in_schema=False)
def send_preflight(request: HttpRequest) -> HttpResponse:
    return preflight(request)
