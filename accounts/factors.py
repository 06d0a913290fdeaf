"""A superuser's last resort for a member who lost every factor: delete the
factors (logged); the member enrols again at the next sign-in."""

from typing import Any

from allauth.mfa.models import Authenticator
from django.http import HttpRequest

from .models import SignInEvent
from .record import queue_mail, record
from .signals import end_other_sessions


def reset_factors(user: Any, by: str, request: HttpRequest | None = None) -> int:
    deleted, _ = Authenticator.objects.filter(user=user).delete()
    end_other_sessions(None, user)
    record(request, user, SignInEvent.Kind.FACTORS_RESET, f"par {by}"[:200])
    queue_mail(
        user.email,
        "Vos seconds facteurs ont été réinitialisés",
        f"Bonjour,\n\n{by} a réinitialisé les seconds facteurs de votre compte "
        f"« {user.get_username()} ». À votre prochaine connexion, vous ajouterez une "
        "nouvelle clé d'accès ou application d'authentification.\n\n"
        "Si vous n'avez rien demandé, prévenez immédiatement un administrateur.\n",
    )
    return int(deleted)
