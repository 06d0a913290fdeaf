"""POST /api/send: the lead form of every offer page and of /contact (spec §7)."""

from django.http import HttpRequest, HttpResponse
from ninja import Router
from ninja.decorators import decorate_view

from core.api.answers import ANSWERS, api_response
from core.api.guard import guarded
from core.api.ratelimit import client_ip
from core.mail import delivery

from . import services
from .schemas import LeadIn
from .validation import clean_lead

router = Router(tags=["Demandes de rappel"])


@router.post(
    "/send",
    response=ANSWERS,
    summary="Envoyer une demande de rappel",
    description=(
        "Accepts spec §7's body (name, email, subject, message, phone, company, locale, "
        "recaptchaToken) as it is, or our forms' body with its structured enrichments. "
        "Stores the lead (committed before the answer) and queues the mail to the sales "
        "address. Bots (honeypot, fill time, reCAPTCHA) get the same answer; their lead "
        "is kept as spam, not mailed."
    ),
)
@decorate_view(guarded("send"))
def send(request: HttpRequest, payload: LeadIn) -> HttpResponse:  # type: ignore[valid-type]
    services.accept_lead(
        clean_lead(payload.root),  # type: ignore[attr-defined]
        client_ip(request),
        delivery.request_origin(request),
    )
    return api_response(request, 200)
