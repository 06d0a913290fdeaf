"""Receivers that keep the sign-in record, tell the person about changes to
their account, count second-factor failures in axes and end the other
sessions when the password or the factors change."""

from typing import Any

from allauth.account import signals as account_signals
from allauth.account.internal.flows.login import record_authentication
from allauth.mfa import signals as mfa_signals
from allauth.usersessions.models import UserSession
from django.contrib.auth import get_user_model
from django.contrib.auth.signals import user_logged_in, user_logged_out, user_login_failed
from django.db.models.signals import post_save
from django.dispatch import receiver
from django.http import HttpRequest

from .lockout import note_failure
from .models import SignInEvent
from .record import record

Kind = SignInEvent.Kind

FACTOR_NAMES = {"webauthn": "clé d'accès", "totp": "application d'authentification"}


def end_other_sessions(request: HttpRequest | None, user: Any) -> int:
    """Sign the user out everywhere but in this request's session."""
    current = request.session.session_key if request is not None else None
    ended = 0
    for user_session in UserSession.objects.filter(user=user).exclude(session_key=current):
        user_session.end()
        ended += 1
    return ended


def password_just_proved(request: HttpRequest, user: Any) -> None:
    """allauth asks for the password again (« Confirmer l'accès ») before a
    factor is added unless the session carries a recent reauthentication
    record: the password the member has just typed or chosen is one."""
    record_authentication(request, user, "password", reauthenticated=True)


@receiver(user_logged_in)
def on_login(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    if request is not None and user.is_staff:
        from .guard import has_factor, start_staff_session

        start_staff_session(request)
        record(request, user, Kind.LOGIN)
        if not has_factor(user):
            # Enrolment comes next (an accepted invitation, a first sign-in,
            # factors reset): one password prompt, not two in a minute.
            password_just_proved(request, user)


@receiver(user_logged_out)
def on_logout(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    if user is not None and user.is_staff:
        record(request, user, Kind.LOGOUT)


@receiver(mfa_signals.authentication_failed)
def on_mfa_failed(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    """A wrong code or key counts as a failed sign-in for axes, like a wrong
    password, and for the account's own limit (accounts/lockout.py)."""
    record(request, user, Kind.MFA_FAILED)
    note_failure(request)
    user_login_failed.send(
        sender=__name__, credentials={"username": user.get_username()}, request=request
    )


@receiver(mfa_signals.authenticator_added)
def on_factor_added(sender: Any, request: HttpRequest, user: Any, authenticator: Any, **kw: Any):
    name = FACTOR_NAMES.get(authenticator.type, authenticator.type)
    record(request, user, Kind.FACTOR_ADDED, name)
    # Enrolling proves the factor: this session now counts as signed in with it.
    record_authentication(request, user, "mfa", id=authenticator.pk, type=authenticator.type)
    end_other_sessions(request, user)


@receiver(mfa_signals.authenticator_removed)
def on_factor_removed(sender: Any, request: HttpRequest, user: Any, authenticator: Any, **kw: Any):
    record(request, user, Kind.FACTOR_REMOVED, FACTOR_NAMES.get(authenticator.type, ""))
    end_other_sessions(request, user)


@receiver(mfa_signals.authenticator_reset)
def on_codes_reset(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    record(request, user, Kind.RECOVERY_CODES)


@receiver(account_signals.password_changed)
def on_password_changed(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    record(request, user, Kind.PASSWORD_CHANGED)
    end_other_sessions(request, user)
    if request is not None and request.user.pk == user.pk:
        # The current password was just typed on allauth's change form.
        password_just_proved(request, user)


@receiver(account_signals.password_reset)
def on_password_reset(sender: Any, request: HttpRequest, user: Any, **kwargs: Any) -> None:
    # The factors stay: a reset link alone never opens the back office.
    record(request, user, Kind.PASSWORD_RESET)
    end_other_sessions(None, user)


@receiver(post_save, sender=get_user_model())
def on_user_saved(sender: Any, instance: Any, **kwargs: Any) -> None:
    """A deactivated member is signed out everywhere at once."""
    if not instance.is_active:
        end_other_sessions(None, instance)
