"""The second-factor step of the staff sign-in (ADMIN_PATH/compte/2fa/authenticate/),
around django-allauth's own view (accounts/urls.py puts it first).

allauth evaluates every code it is sent for as long as the pending login lives
(15 minutes), and axes, which only guards the password, never sees the code
step. Here, before allauth looks at a code: a locked login (accounts/lockout.py)
gets the lockout page and loses its pending login. After a wrong code: the
same when that code reached a lock, and back to the password after
STAFF_MFA_FAILURES_PER_LOGIN wrong codes in one pending login.
"""

from allauth.account.internal.stagekit import unstash_login
from allauth.mfa.base.views import authenticate as allauth_authenticate
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseRedirect
from django.urls import reverse

from .lockout import (
    count_pending_failure,
    drop_pending_login,
    failed,
    is_locked,
    lockout_response,
    pending_failures,
)

TOO_MANY = "Trop de codes erronés : par sécurité, reprenez depuis le mot de passe."


def authenticate(request: HttpRequest) -> HttpResponseBase:
    login = None if request.user.is_authenticated else unstash_login(request, peek=True)
    user = login.user if login is not None else None
    if login is None or user is None:
        return allauth_authenticate(request)  # allauth sends it back to the login
    if request.method != "POST":
        return (
            lockout_response(request) if is_locked(request, user) else allauth_authenticate(request)
        )
    limit = settings.STAFF_MFA_FAILURES_PER_LOGIN
    with transaction.atomic():
        # One code of an account at a time: parallel requests would otherwise
        # all read the counts below before any of them stored its failure.
        get_user_model().objects.select_for_update().filter(pk=user.pk).first()
        if is_locked(request, user):
            return lockout_response(request)
        if pending_failures(request, login.initiated_at) >= limit:
            return _start_again(request)
        response = allauth_authenticate(request)
        if not failed(request):
            return response
        failures = count_pending_failure(request, login.initiated_at)
        if is_locked(request, user):
            return lockout_response(request)
        if failures >= limit:
            return _start_again(request)
        return response


def _start_again(request: HttpRequest) -> HttpResponse:
    drop_pending_login(request)
    messages.error(request, TOO_MANY)
    return HttpResponseRedirect(reverse("account_login"))
