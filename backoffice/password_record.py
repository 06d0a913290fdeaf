"""A superuser's « Modifier le mot de passe » on a staff account
(ADMIN_PATH/auth/user/<id>/password/), recorded and told to the member.

Django's form sets the password and says nothing to anyone: no sign-in
record, no mail, the member's other sessions still listed as open. The form
stays, for the member who cannot receive a reset mail and to switch off a
leaver's password, but every change it makes now writes a line in the
sign-in record (by whom, from which address), mails the member and ends
their sessions, as a change on the account pages does (accounts/signals.py).
Staff change their own password on the account pages (site.py).
"""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib import admin
from django.contrib.admin.utils import unquote
from django.contrib.auth import get_user_model
from django.http import HttpRequest, HttpResponse
from django.urls import URLPattern, path
from django.utils import timezone

from accounts.models import SignInEvent
from accounts.record import queue_mail, record
from accounts.signals import end_other_sessions

SUBJECT = "Le mot de passe de votre compte a été modifié"


def urls(site: admin.AdminSite) -> list[URLPattern]:
    """The per-user password form of the user admin, recorded: matched before
    the user admin's own URL (same path, same name)."""
    user_model = get_user_model()
    model_admin = site._registry.get(user_model)
    view = getattr(model_admin, "user_change_password", None)
    if model_admin is None or view is None:
        return []
    opts = user_model._meta
    return [
        path(
            f"{opts.app_label}/{opts.model_name}/<id>/password/",
            site.admin_view(recorded(model_admin, view)),
            name=f"{opts.app_label}_{opts.model_name}_password_change",
        )
    ]


def recorded(model_admin: Any, view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    @wraps(view)
    def change_password(request: HttpRequest, id: str, form_url: str = "") -> HttpResponse:
        member = model_admin.get_object(request, unquote(id))
        before = member.password if member is not None else None
        response = view(request, id, form_url)
        if request.method == "POST" and member is not None:
            member.refresh_from_db(fields=["password"])
            # A refused form, or a permission error, leaves the hash as it was.
            if member.password != before:
                tell_member(request, member)
        return response

    return change_password


def tell_member(request: HttpRequest, member: Any) -> None:
    by = request.user.get_username()
    name = member.get_username()
    if member.has_usable_password():
        detail = f"nouveau mot de passe défini par {by}"
        done = f"a défini un nouveau mot de passe pour votre compte « {name} »"
        then = "Vous pourrez le changer dans « Sécurité de mon compte » une fois connecté(e)."
    else:
        detail = f"mot de passe désactivé par {by}"
        done = f"a désactivé le mot de passe de votre compte « {name} »"
        then = "Vous ne pouvez plus vous connecter avec un mot de passe."
    record(request, member, SignInEvent.Kind.PASSWORD_CHANGED, detail)
    # The old password's sessions are dead already (their hash no longer
    # matches); this also takes them off the member's list of open sessions.
    end_other_sessions(request, member)
    when = timezone.localtime().strftime("%d/%m/%Y à %H:%M")
    queue_mail(
        member.email,
        SUBJECT,
        f"Bonjour,\n\nL'administrateur « {by} » {done} le {when}. Les sessions "
        f"ouvertes avec l'ancien mot de passe ont été fermées. {then}\n\n"
        "Si vous n'étiez pas au courant, prévenez immédiatement un administrateur.\n",
    )
