"""No staff page without the second factor (STAFF_MFA_REQUIRED), and staff
sessions that end after an idle time and an absolute maximum.

Every path under ADMIN_PATH is guarded, and so is every prefix another app
registers with `guard_prefix()` (e.g. the content preview). Only the pages
needed to sign in are open without a session (`OPEN` below), and only the
enrolment pages are open to a signed-in member without a factor. A session
that has a password but not the second factor of an account that has one
(the Django admin's own login form, a session opened before the factor was
added) is signed out and sent to the login page: it never sees data.
"""

import time
from collections.abc import Callable
from urllib.parse import urlencode

from allauth.account.internal.flows.login import get_authentication_records
from allauth.mfa.models import Authenticator
from django.conf import settings
from django.contrib.auth import logout
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse

_EXTRA_PREFIXES: list[str] = []

# Paths under ADMIN_PATH, relative to it, that a visitor without a session needs.
OPEN = (
    "compte/login/",
    "compte/logout/",
    "compte/password/reset/",
    "compte/2fa/authenticate/",
    "compte/2fa/webauthn/login/",
    "compte/inactive/",
    "compte/invitation/",
    "compte/session-expiree/",
)
# Open to a signed-in staff member who has no factor yet: the enrolment itself.
ENROLMENT = (
    "compte/securite/",  # this exact page (guard below)
    "compte/2fa/totp/activate/",
    "compte/2fa/webauthn/add/",
    "compte/2fa/recovery-codes/",
    "compte/2fa/reauthenticate/",
    "compte/reauthenticate/",
)
STARTED, SEEN = "staff_session_started", "staff_session_seen"


def guard_prefix(prefix: str) -> None:
    """Put another staff-only path (e.g. "/apercu/") behind the second factor."""
    if prefix not in _EXTRA_PREFIXES:
        _EXTRA_PREFIXES.append(prefix)


def start_staff_session(request: HttpRequest) -> None:
    now = time.time()
    request.session[STARTED] = now
    request.session[SEEN] = now


def has_factor(user: object) -> bool:
    types = (Authenticator.Type.WEBAUTHN, Authenticator.Type.TOTP)
    return Authenticator.objects.filter(user=user, type__in=types).exists()


def passed_second_factor(request: HttpRequest) -> bool:
    records = get_authentication_records(request, request.user)
    return any(r.get("method") == "mfa" for r in records)


def _to_login(request: HttpRequest) -> HttpResponse:
    query = urlencode({"next": request.get_full_path()})
    return HttpResponseRedirect(f"{settings.LOGIN_URL}?{query}")


class StaffGuardMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response

    def __call__(self, request: HttpRequest) -> HttpResponse:
        user = request.user
        if user.is_authenticated and user.is_staff and self._expired(request):
            logout(request)
            return HttpResponseRedirect(reverse("staff_session_expired"))
        admin = "/" + settings.ADMIN_PATH
        path = request.path
        if path.startswith(admin):
            relative = path[len(admin) :]
        elif path.startswith(tuple(_EXTRA_PREFIXES)):
            relative = path
        else:
            return self.get_response(request)
        if relative.startswith(OPEN):
            return self.get_response(request)
        if not user.is_authenticated:
            return _to_login(request)
        if not user.is_staff or not settings.STAFF_MFA_REQUIRED:
            return self.get_response(request)
        if has_factor(user):
            if passed_second_factor(request):
                return self.get_response(request)
            # A password-only session of an account that has a factor.
            logout(request)
            return _to_login(request)
        if relative.startswith(ENROLMENT[1:]) or relative == ENROLMENT[0]:
            return self.get_response(request)
        return HttpResponseRedirect(reverse("staff_security"))

    @staticmethod
    def _expired(request: HttpRequest) -> bool:
        now = time.time()
        started = request.session.get(STARTED)
        seen = request.session.get(SEEN)
        if started is None or seen is None:
            # A session from before these rules (or force_login): starts now.
            start_staff_session(request)
            return False
        idle = now - seen > settings.STAFF_SESSION_IDLE_MINUTES * 60
        too_long = now - started > settings.STAFF_SESSION_MAX_HOURS * 3600
        if idle or too_long:
            return True
        if now - seen > 60:  # one session write a minute at most
            request.session[SEEN] = now
        return False
