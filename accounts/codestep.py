"""The second-factor step of the staff sign-in (ADMIN_PATH/compte/2fa/authenticate/),
around django-allauth's own view (accounts/urls.py puts it first).

The page offers what the account has, the passkey first when there is one
(mfa/authenticate.html); after a sign-in with a recovery code the member is
shown how many are left before going on (accounts/recoverycodes.py).

allauth evaluates every code it is sent for as long as the pending login lives
(15 minutes), and axes, which only guards the password, never sees the code
step. Here, before allauth looks at a code: a locked login (accounts/lockout.py)
gets the lockout page and loses its pending login. After a wrong code: the
same when that code reached a lock, and back to the password after
STAFF_MFA_FAILURES_PER_LOGIN wrong codes in one pending login.
"""

from typing import Any

from allauth.account.internal.flows.login import (
    get_authentication_records,
    record_authentication,
)
from allauth.account.internal.stagekit import unstash_login
from allauth.mfa.base.views import AuthenticateView
from allauth.mfa.models import Authenticator
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model
from django.db import transaction
from django.http import HttpRequest, HttpResponse, HttpResponseBase, HttpResponseRedirect
from django.urls import reverse
from django.utils.http import urlencode

from .lockout import (
    count_pending_failure,
    drop_pending_login,
    failed,
    is_locked,
    lockout_response,
    pending_failures,
)

TOO_MANY = "Trop de codes erronés : par sécurité, reprenez depuis le mot de passe."
Type = Authenticator.Type


class StaffAuthenticateView(AuthenticateView):
    """allauth's step, told which factors the account has."""

    def get_context_data(self, **kwargs: Any) -> dict[str, Any]:
        user = self.stage.login.user
        types = set(Authenticator.objects.filter(user=user).values_list("type", flat=True))
        has_passkey = Type.WEBAUTHN in types
        if not has_passkey:
            # No passkey button, and no WebAuthn challenge stored for nothing.
            self.webauthn_form = None
        context = super().get_context_data(**kwargs)
        posted = self.request.method == "POST"
        context.update(
            has_passkey=has_passkey,
            has_totp=Type.TOTP in types,
            # A passkey answer the server refused (allauth says « Code incorrect »).
            passkey_refused=posted and "code" not in self.request.POST,
        )
        return context


allauth_authenticate = StaffAuthenticateView.as_view()


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
            return _after_recovery_code(request, response)
        failures = count_pending_failure(request, login.initiated_at)
        if is_locked(request, user):
            return lockout_response(request)
        if failures >= limit:
            return _start_again(request)
        return response


def _after_recovery_code(request: HttpRequest, response: HttpResponseBase) -> HttpResponseBase:
    """Signed in with a recovery code: its phone or key is probably lost, so
    the page that counts the codes left and offers a new factor comes first."""
    if not (request.user.is_authenticated and isinstance(response, HttpResponseRedirect)):
        return response
    records = get_authentication_records(request, request.user)
    if not records or records[-1].get("type") != Type.RECOVERY_CODES:
        return response
    # The password and a code, proved seconds ago: setting up the new phone
    # right after must not ask for them again (« Confirmer l'accès »).
    record_authentication(
        request, request.user, "mfa", type=Type.RECOVERY_CODES, reauthenticated=True
    )
    query = urlencode({"next": response.url})
    return HttpResponseRedirect(f"{reverse('staff_recovery_code_used')}?{query}")


def _start_again(request: HttpRequest) -> HttpResponse:
    drop_pending_login(request)
    messages.error(request, TOO_MANY)
    return HttpResponseRedirect(reverse("account_login"))
