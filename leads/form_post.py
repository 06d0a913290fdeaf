"""The lead form posted without JavaScript (core/formposts.py).

The fields arrive under the names the React form gives them (firstName…,
"message" for the visitor's own text, "extras.<key>" for the page's extra
fields, hidden "context"). They are turned into the JSON API's body and go
through the same validate_lead and accept_lead, so the stored lead, its
extras, its mail and its French error messages are the API's.
"""

from typing import Any

from django.http import HttpRequest

from core import formposts
from core.api.antispam import Channel
from core.api.ratelimit import client_ip, rate_limited
from core.mail import delivery
from core.routes import Route

from . import services
from .validation import lead_rules, validate_lead

FORM_NAME = "demande"
# Where each page's form sits: the #contact section of the offer pages, the
# #formulaire section of /contact.
ANCHORS = {"contact": "formulaire"}


def _values(request: HttpRequest) -> dict[str, str]:
    """What the visitor typed, by form field name, to give back with the errors."""
    return {
        name: str(value)
        for name, value in request.POST.items()
        if name in {"firstName", "lastName", "company", "email", "phone", "message"}
        or name.startswith("extras.")
    }


def api_body(request: HttpRequest, route: Route) -> dict[str, Any]:
    post = request.POST
    return {
        "context": post.get("context", ""),
        "firstName": post.get("firstName", ""),
        "lastName": post.get("lastName", ""),
        "company": post.get("company", ""),
        "email": post.get("email", ""),
        "phone": post.get("phone", ""),
        "userMessage": post.get("message", ""),
        "extras": {
            name.removeprefix("extras."): str(value)
            for name, value in post.items()
            if name.startswith("extras.")
        },
        "page": route.path,
        "locale": lead_rules().payload["locale"],
        "website": post.get("website", ""),
    }


def handle(request: HttpRequest, route: Route) -> formposts.FormOutcome:
    values = _values(request)
    ip = client_ip(request)
    if rate_limited("send", ip):
        state = formposts.FormState("lead", "invalid", values, failure="rate")
        return formposts.FormOutcome(state=state.as_props(), status=429)
    data = api_body(request, route)
    clean, errors = validate_lead(data)
    if clean is None:
        state = formposts.FormState("lead", "invalid", values, errors, failure="validation")
        return formposts.FormOutcome(state=state.as_props())
    anchor = ANCHORS.get(clean.context, "contact")
    thanks = f"{route.path}?{formposts.SENT_QUERY}={FORM_NAME}#{anchor}"
    # The same post again (double click, reload) stores nothing new
    # (services.accept_lead) and gets the same thanks.
    services.accept_lead(clean, ip, delivery.request_origin(request), channel=Channel.HTML)
    return formposts.FormOutcome(redirect=thanks)
