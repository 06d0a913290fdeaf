"""The site while PostgreSQL is down: no server error for staff, nor for a
signed-in visitor of the public pages.

Every staff page reads the database (the session is stored there, then the
user, then the page's own data), so while it is down each would be a 500.
Under ADMIN_PATH this middleware answers 503 instead, with a page in the staff
layout saying so plainly (« Base de données indisponible »; the leads and
reviews sent meanwhile wait in the intake spool, core/intake). The public
pages need no database (contentstore and reviews serve what they last read,
core/lastknown.py), but a request carrying a session cookie (staff looking at
the site) reads the session in the middlewares below: while the database is
down it goes on as a visitor's, without the cookie.

Placed above the session and authentication middlewares (settings
MIDDLEWARE), it sees their failures too:
- a staff request with a session cookie checks the connection first (a
  health check on a kept connection, else a connect: what reading its session
  would do), so a stopped server is answered at once;
- a failure further on (in the session's or the user's read, a view's query,
  the database dying mid-request) reaches this middleware as a 500: Django
  signals the exception (got_request_exception) before turning it into that
  response, so the 500 is recognised and replaced (for a public GET or HEAD,
  the page is asked again without the session cookie). A staff view's own
  failure is caught before that (process_exception).
The outage is logged once (a warning), not per request, and Django's error
line for each 503 is left out.
"""

import logging
import sys
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.core.signals import got_request_exception
from django.db import connection
from django.http import HttpRequest, HttpResponse
from django.template.loader import render_to_string
from django.utils.cache import add_never_cache_headers

from core.lastknown import DATABASE_DOWN, Outage

logger = logging.getLogger(__name__)

TEMPLATE = "backoffice/db_unavailable.html"
TITLE = "Base de données indisponible"
RETRY_AFTER_SECONDS = 30
# Where the signal leaves the database's failure for the middleware.
_FAILURE = "_database_down"
_outage = Outage("staff pages answer 503", logger)


def _database_failure(exc: BaseException | None) -> BaseException | None:
    """The database's failure behind `exc` (itself, its cause or its context)."""
    seen = 0
    while exc is not None and seen < 5:
        if isinstance(exc, DATABASE_DOWN):
            return exc
        exc = exc.__cause__ or exc.__context__
        seen += 1
    return None


def _remember_failure(sender: Any, request: HttpRequest | None = None, **kwargs: Any) -> None:
    failure = _database_failure(sys.exc_info()[1])
    if request is not None and failure is not None:
        setattr(request, _FAILURE, failure)


got_request_exception.connect(_remember_failure, dispatch_uid="backoffice.dbdown")


def _reachable() -> BaseException | None:
    """None when the database takes a connection, else its failure."""
    try:
        connection.close_if_health_check_failed()
        connection.ensure_connection()
    except DATABASE_DOWN as exc:
        return exc
    return None


def unavailable(request: HttpRequest, exc: BaseException) -> HttpResponse:
    """503 and the French page, rendered without the request (no user, no session)."""
    _outage.failed(exc)
    retry = request.get_full_path() if request.method in ("GET", "HEAD") else ""
    html = render_to_string(TEMPLATE, {"title": TITLE, "retry": retry})
    response = HttpResponse(html, status=503)
    response["Retry-After"] = str(RETRY_AFTER_SECONDS)
    add_never_cache_headers(response)
    # Logged above, once per outage: not Django's error line for each 5xx.
    response._has_been_logged = True  # type: ignore[attr-defined]
    return response


class DatabaseDownMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.prefix = "/" + settings.ADMIN_PATH

    def __call__(self, request: HttpRequest) -> HttpResponse:
        staff = request.path_info.startswith(self.prefix)
        # A session key Django would look up (SessionBase._validate_session_key).
        if staff and len(request.COOKIES.get(settings.SESSION_COOKIE_NAME, "")) >= 8:
            failure = _reachable()
            if failure is not None:
                return unavailable(request, failure)
            _outage.answered()
        response = self.get_response(request)
        failure = getattr(request, _FAILURE, None)
        if failure is None or response.status_code < 500:
            return response
        if staff:
            return unavailable(request, failure)
        if request.method in ("GET", "HEAD") and settings.SESSION_COOKIE_NAME in request.COOKIES:
            # A public page failed on the session: once more, as a visitor.
            delattr(request, _FAILURE)
            _forget_session(request)
            return self.get_response(request)
        return response

    def process_exception(self, request: HttpRequest, exception: Exception) -> HttpResponse | None:
        """A staff view's query failed: the page, before Django's 500 and its log."""
        failure = _database_failure(exception)
        if failure is not None and request.path_info.startswith(self.prefix):
            return unavailable(request, failure)
        return None


def _forget_session(request: HttpRequest) -> None:
    """The request without its session cookie (the browser keeps it)."""
    cookies = request.COOKIES
    request.COOKIES = {k: v for k, v in cookies.items() if k != settings.SESSION_COOKIE_NAME}
