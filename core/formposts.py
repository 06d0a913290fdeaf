"""Forms without JavaScript: the lead and review forms as ordinary HTML posts.

Every form is a <form method="post"> aimed at its own page's URL, with a
hidden `formulaire` field naming its handler ("demande" for leads, "avis" for
reviews). Apps register their handler here (AppConfig.ready), so the page view
never imports them. A handler validates with the same function as the JSON
API, then either
- answers 303 to the page with `?envoye=…` (Post/Redirect/Get): that page,
  cacheable like any other, shows the spec's thank-you text; or
- asks for the page to be rendered again with the visitor's values and the
  French messages in `props.form`: that response is personal, so it is never
  cached (neither the page nor its SSR render).

CSRF: the pages are cached for everyone, so they cannot carry a per-visitor
token. These posts go through Django's CsrfViewMiddleware all the same, minus
the token check: the Origin header must be our own origin (Django's own
check, honouring CSRF_TRUSTED_ORIGINS); without Origin, the Referer must be.
Browsers set both and pages cannot forge them, so a form on another site can
never post here (README, "Forms without JavaScript").
"""

import contextlib
import hashlib
import json
from collections.abc import Callable
from dataclasses import dataclass, field
from typing import Any, Literal
from urllib.parse import urlsplit

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest
from django.middleware.csrf import REASON_NO_REFERER, CsrfViewMiddleware, RejectRequest
from django.utils.decorators import decorator_from_middleware

from .pagevariants import VARIANT_QUERY_ARGS
from .routes import Route

# The query a handler redirects to, and the props.form state each one shows;
# both are page variants (pagevariants.py), kept out of every shared cache.
SENT_QUERY = "envoye"
REVIEW_FORM_QUERY = "avis"
if not {SENT_QUERY, REVIEW_FORM_QUERY} <= VARIANT_QUERY_ARGS.keys():
    raise ImportError("core/pagevariants.py must declare every form query argument")


@dataclass
class FormOutcome:
    """What a handler decided: a redirect (success) or the page again (values, errors)."""

    redirect: str | None = None
    state: dict[str, Any] | None = None
    status: int = 200


FormHandler = Callable[[HttpRequest, Route], FormOutcome]
_HANDLERS: dict[str, FormHandler] = {}


def register(name: str, handler: FormHandler) -> None:
    _HANDLERS[name] = handler


def handler_for(name: str) -> FormHandler | None:
    return _HANDLERS.get(name)


@dataclass
class FormState:
    """props.form: what the server-rendered form shows (frontend/src/types.ts FormState)."""

    kind: Literal["lead", "review"]
    status: Literal["open", "invalid", "sent"]
    values: dict[str, str] = field(default_factory=dict)
    errors: dict[str, str] = field(default_factory=dict)
    failure: Literal["validation", "rate"] | None = None

    def as_props(self) -> dict[str, Any]:
        return {
            "kind": self.kind,
            "status": self.status,
            "values": self.values,
            "errors": self.errors,
            "failure": self.failure,
        }


def state_from_query(request: HttpRequest) -> dict[str, Any] | None:
    """The cacheable states reached by a link or a redirect: thanks, or the review form."""
    sent = request.GET.get(SENT_QUERY)
    if sent == "demande":
        return FormState("lead", "sent").as_props()
    if sent == "avis":
        return FormState("review", "sent").as_props()
    if request.GET.get(REVIEW_FORM_QUERY) == "formulaire":
        return FormState("review", "open").as_props()
    return None


def first_submission(scope: str, content: dict[str, Any], owner: str = "") -> str | None:
    """A cache key claimed for this content, or None when it was just submitted.

    A double click, a reloaded POST or a second press of « Envoyer » sends the
    same request again. The same content within HTML_FORM_DEDUPE_SECONDS is
    one submission, on the JavaScript path as without it; the caller chooses
    what "the same" means (leads: e-mail, page context and message). The claim
    is atomic (cache.add), so two racing posts store one lead. The key holds a
    digest only, never the content.

    owner, the submission's idempotency key: the same submission retried finds
    its own claim and goes on. Its first try may have died between the claim
    and the commit (an instance killed or stopped: nginx then repeats the POST
    on another one), and would otherwise be answered « merci » with nothing
    stored; the key's unique index still stores it once.
    """
    body = json.dumps(content, sort_keys=True, ensure_ascii=False)
    digest = hashlib.sha256(f"{settings.SECRET_KEY}:{body}".encode()).hexdigest()
    key = f"htmlform:{scope}:{digest[:40]}"
    try:
        if cache.add(key, owner or "-", timeout=settings.HTML_FORM_DEDUPE_SECONDS):
            return key
        return key if owner and cache.get(key) == owner else None
    except Exception:
        # No cache, no dedupe: storing a lead twice beats losing it.
        return key


def release(key: str) -> None:
    """Forget a claim whose submission failed, so that a retry goes through."""
    # Best effort: the claim expires anyway.
    with contextlib.suppress(Exception):
        cache.delete(key)


def _origin(url: str) -> str:
    parts = urlsplit(url)
    return f"{parts.scheme}://{parts.netloc}" if parts.scheme and parts.netloc else ""


class OriginCsrfMiddleware(CsrfViewMiddleware):
    """Django's CSRF middleware with the Origin/Referer checks and no token.

    process_view already refuses a foreign Origin, and over HTTPS a request
    without Origin whose Referer is not ours. What is left is plain HTTP
    without Origin (no current browser posts a form so): its Referer must then
    be ours too. A request with neither header is refused.
    """

    def _check_token(self, request: HttpRequest) -> None:
        if "HTTP_ORIGIN" in request.META or request.is_secure():
            return
        referer = request.META.get("HTTP_REFERER")
        if not referer:
            raise RejectRequest(REASON_NO_REFERER)
        origin = _origin(referer)
        if origin != f"http://{request.get_host()}" and origin not in settings.CSRF_TRUSTED_ORIGINS:
            raise RejectRequest(f"Referer checking failed - {referer} does not match.")


origin_csrf_protect = decorator_from_middleware(OriginCsrfMiddleware)
