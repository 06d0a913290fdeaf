"""The origin check of the forms posted without JavaScript (core/intake/forms.py).

The pages are cached for everyone, so they cannot carry a per-visitor CSRF
token. These posts go through Django's CsrfViewMiddleware all the same, minus
the token check: the Origin header must be our own origin (Django's own
check, honouring CSRF_TRUSTED_ORIGINS); without Origin, the Referer must be.
Browsers set both and pages cannot forge them, so a form on another site can
never post here (README, "Forms without JavaScript").
"""

from urllib.parse import urlsplit

from django.conf import settings
from django.http import HttpRequest
from django.middleware.csrf import REASON_NO_REFERER, CsrfViewMiddleware, RejectRequest
from django.utils.decorators import decorator_from_middleware


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
