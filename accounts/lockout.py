"""When a staff sign-in is locked, and the page that says so.

Two locks, both read from the database so that they hold in every process
and with Redis down:
- axes' (core/adminguard.py): wrong passwords and wrong codes together, per
  username and address (and per address alone past AXES_IP_FAILURE_LIMIT);
- the account's own: STAFF_MFA_FAILURES_PER_HOUR wrong second-factor codes
  (accounts.SignInEvent MFA_FAILED rows) whatever the addresses, which stops
  a guesser who moves from address to address. It lasts AXES_COOLOFF_TIME
  after the failure that reached the limit; a sign-in that succeeds starts
  the count again, like axes' AXES_RESET_ON_SUCCESS.

`lockout_response` is also axes' AXES_LOCKOUT_CALLABLE: every lockout, at
the password or at the code, gets the same page and drops the pending login.
"""

from datetime import datetime, timedelta
from typing import Any

from allauth.account.internal.stagekit import clear_login
from axes.handlers.proxy import AxesProxyHandler
from axes.helpers import get_cool_off
from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils import timezone

from .models import SignInEvent

Kind = SignInEvent.Kind
PENDING_FAILURES = "staff_mfa_failures"
_FAILED = "_staff_mfa_failed"


def cool_off(request: HttpRequest | None = None) -> timedelta:
    # axes reads AXES_COOLOFF_TIME in several shapes (hours, timedelta, callable).
    return get_cool_off(request) or timedelta(hours=1)


def account_locked_until(user: Any, request: HttpRequest | None = None) -> datetime | None:
    """The end of the account's lockout, or None when codes may be tried."""
    limit = settings.STAFF_MFA_FAILURES_PER_HOUR
    window = cool_off(request)
    now = timezone.now()
    events = SignInEvent.objects.filter(user=user)
    logins = events.filter(kind=Kind.LOGIN).order_by("-at").values_list("at", flat=True)
    last_login = logins.first()
    # Failures that can still matter: those in the hour before the latest one,
    # itself less than an hour old.
    failures = events.filter(kind=Kind.MFA_FAILED, at__gt=now - 2 * window)
    if last_login is not None:
        failures = failures.filter(at__gt=last_login)
    times = list(failures.order_by("-at").values_list("at", flat=True)[:limit])
    if len(times) < limit:
        return None
    latest, oldest = times[0], times[-1]
    if now - latest >= window or latest - oldest >= window:
        return None
    return latest + window


def axes_locked(request: HttpRequest, user: Any) -> bool:
    return not AxesProxyHandler.is_allowed(request, {"username": user.get_username()})


def is_locked(request: HttpRequest, user: Any) -> bool:
    return axes_locked(request, user) or account_locked_until(user, request) is not None


def note_failure(request: HttpRequest | None) -> None:
    """A wrong code was just refused in this request (signals.on_mfa_failed)."""
    if request is not None:
        setattr(request, _FAILED, True)


def failed(request: HttpRequest) -> bool:
    return bool(getattr(request, _FAILED, False))


def pending_failures(request: HttpRequest, login_started: float) -> int:
    """Wrong codes already sent in this pending login (kept in its session)."""
    stored = request.session.get(PENDING_FAILURES) or {}
    return int(stored.get("n", 0)) if stored.get("login") == login_started else 0


def count_pending_failure(request: HttpRequest, login_started: float) -> int:
    failures = pending_failures(request, login_started) + 1
    request.session[PENDING_FAILURES] = {"login": login_started, "n": failures}
    return failures


def drop_pending_login(request: HttpRequest) -> None:
    """The person starts again from the password."""
    if not request.user.is_authenticated:
        clear_login(request)
    request.session.pop(PENDING_FAILURES, None)


def duration_text(delta: timedelta) -> str:
    """« 1 heure », « 2 heures », « 1 heure 30 minutes », « 45 minutes »."""
    minutes = max(1, round(delta.total_seconds() / 60))
    hours, minutes = divmod(minutes, 60)
    parts = []
    if hours:
        parts.append(f"{hours} heure" + ("s" if hours > 1 else ""))
    if minutes:
        parts.append(f"{minutes} minute" + ("s" if minutes > 1 else ""))
    return " ".join(parts)


def lockout_response(
    request: HttpRequest, original_response: Any = None, credentials: Any = None
) -> HttpResponse:
    """The lockout page, in the back office's layout (429, like axes' own)."""
    drop_pending_login(request)
    context = {"title": "Connexion bloquée", "duration": duration_text(cool_off(request))}
    return render(request, "accounts/lockout.html", context, status=429)
