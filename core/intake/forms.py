"""The no-JavaScript path: the lead and review forms as ordinary HTML posts.

Every form is a <form method="post"> aimed at its own page's URL, with a
hidden `formulaire` field naming its kind ("demande" for leads, "avis" for
reviews: IntakeKind.form_name). The page view hands such a post to
`post_form`, which takes it through the same steps as the JSON path
(pipeline.py), then either
- answers 303 to the page with `?envoye=…` (Post/Redirect/Get): that page,
  cacheable like any other, shows the spec's thank-you text; or
- asks for the page to be rendered again with the visitor's values and the
  French messages in `props.form`: that response is personal, so it is never
  cached (neither the page nor its SSR render).
The origin check that replaces the CSRF token is core/origin_csrf.py.
"""

from dataclasses import dataclass, field
from typing import Any, Literal

from django.http import HttpRequest

from core.api.antispam import Channel
from core.api.ratelimit import client_ip, rate_limited
from core.mail import delivery
from core.pagevariants import VARIANT_QUERY_ARGS

from .kind import IntakeKind
from .pipeline import accept
from .submission import Unavailable

# The query a post redirects to, and the props.form state each one shows;
# both are page variants (pagevariants.py), kept out of every shared cache.
SENT_QUERY = "envoye"
REVIEW_FORM_QUERY = "avis"
if not {SENT_QUERY, REVIEW_FORM_QUERY} <= VARIANT_QUERY_ARGS.keys():
    raise ImportError("core/pagevariants.py must declare every form query argument")

Failure = Literal["validation", "rate", "other"]


@dataclass
class FormState:
    """props.form: what the server-rendered form shows (frontend/src/types.ts FormState)."""

    kind: Literal["lead", "review"]
    status: Literal["open", "invalid", "sent"]
    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    failure: Failure | None = None

    def as_props(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "status": self.status,
            "values": self.values,
            "errors": self.errors,
            "failure": self.failure,
        }


@dataclass
class FormOutcome:
    """A redirect (accepted), or the page again with `state` (refused)."""

    redirect: str | None = None
    state: dict[str, Any] | None = None
    status: int = 200


def state_from_query(request: HttpRequest) -> dict[str, Any] | None:
    """The cacheable states reached by a link or a redirect: thanks, or the review form."""
    sent = request.GET.get(SENT_QUERY)
    for kind in _KINDS.values():
        if sent == kind.form_name:
            return FormState(kind.form_kind, "sent").as_props()
    if request.GET.get(REVIEW_FORM_QUERY) == "formulaire":
        return FormState("review", "open").as_props()
    return None


_KINDS: dict[str, IntakeKind[Any, Any]] = {}


def register(kind: IntakeKind[Any, Any]) -> None:
    _KINDS[kind.form_name] = kind


def page_address(request: HttpRequest) -> str:
    """The address of the page that posted the form: a same-origin post's
    Referer is that page's full address (the site's Referrer-Policy,
    strict-origin-when-cross-origin); "" when it is absent or another site's."""
    referer = request.headers.get("Referer", "")
    return referer if referer.startswith(delivery.request_origin(request) + "/") else ""


def post_form(request: HttpRequest, page_path: str) -> FormOutcome | None:
    """The steps for a form posted to `page_path`; None when the post names
    no form of ours."""
    kind = _KINDS.get(request.POST.get("formulaire", ""))
    if kind is None:
        return None
    values = kind.form_values(request.POST)

    def refused(failure: Failure, errors: dict[str, str] | None = None, status: int = 200):
        state = FormState(kind.form_kind, "invalid", values, errors or {}, failure)
        return FormOutcome(state=state.as_props(), status=status)

    ip = client_ip(request)
    if rate_limited(kind.rate_scope, ip):
        return refused("rate", status=429)
    clean, errors = kind.validate(kind.form_body(request.POST, page_path, page_address(request)))
    if clean is None:
        return refused("validation", errors)
    try:
        accept(kind, clean, ip, delivery.request_origin(request), Channel.HTML)
    except Unavailable:
        # Nothing kept: the visitor's input comes back with the failure message.
        return refused("other", status=503)
    # The same post again (double click, reload) stores nothing new and gets
    # the same thanks.
    return FormOutcome(
        redirect=f"{page_path}?{SENT_QUERY}={kind.form_name}#{kind.thanks_anchor(clean)}"
    )
