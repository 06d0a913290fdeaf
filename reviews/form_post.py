"""The review form posted without JavaScript (core/formposts.py).

Without JavaScript the "Laissez nous un avis" button is a link to
/home?avis=formulaire#laisser-un-avis, where the home page shows the review
form itself; it posts here, through the API's validate_review and
accept_review.
"""

from django.http import HttpRequest

from core import formposts
from core.api.antispam import Channel
from core.api.ratelimit import client_ip, rate_limited
from core.mail import delivery
from core.routes import Route

from . import services
from .validation import validate_review

FORM_NAME = "avis"
ANCHOR = "laisser-un-avis"
FIELDS = ("name", "company", "message")


def handle(request: HttpRequest, route: Route) -> formposts.FormOutcome:
    values = {name: request.POST.get(name, "") for name in FIELDS}
    ip = client_ip(request)
    if rate_limited("review", ip):
        state = formposts.FormState("review", "invalid", values, failure="rate")
        return formposts.FormOutcome(state=state.as_props(), status=429)
    data = {**values, "website": request.POST.get("website", "")}
    clean, errors = validate_review(data)
    if clean is None:
        state = formposts.FormState("review", "invalid", values, errors, failure="validation")
        return formposts.FormOutcome(state=state.as_props())
    thanks = f"{route.path}?{formposts.SENT_QUERY}={FORM_NAME}#{ANCHOR}"
    claim = formposts.first_submission("review", {"ip": ip, **data})
    if claim is None:
        return formposts.FormOutcome(redirect=thanks)
    try:
        services.accept_review(clean, delivery.request_origin(request), channel=Channel.HTML)
    except Exception:
        formposts.release(claim)
        raise
    return formposts.FormOutcome(redirect=thanks)
