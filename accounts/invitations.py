"""Invitations: an account without a password, and a single-use link that
expires after STAFF_INVITATION_HOURS, mailed through the durable queue.

The link is Django's password-reset token with its own salt and lifetime:
it is bound to the account's password hash and last login, so it stops
working as soon as the person has chosen a password (single use)."""

from typing import Any

from django.conf import settings
from django.contrib.auth import get_user_model
from django.contrib.auth.models import Group
from django.contrib.auth.tokens import PasswordResetTokenGenerator
from django.db import transaction
from django.http import HttpRequest
from django.urls import reverse
from django.utils.crypto import constant_time_compare
from django.utils.encoding import force_bytes
from django.utils.http import base36_to_int, urlsafe_base64_encode

from .models import SignInEvent
from .record import queue_mail, record

ROLES = {"commercial": "Commercial", "marketing": "Marketing"}


class InvitationTokenGenerator(PasswordResetTokenGenerator):
    """Django's reset token, but valid STAFF_INVITATION_HOURS (Django's own
    check reads PASSWORD_RESET_TIMEOUT, one hour for staff resets)."""

    key_salt = "accounts.invitations.InvitationTokenGenerator"

    def check_token(self, user: Any, token: str | None) -> bool:
        if not (user and token) or "-" not in token:
            return False
        try:
            ts = base36_to_int(token.split("-")[0])
        except ValueError:
            return False
        if self._num_seconds(self._now()) - ts > settings.STAFF_INVITATION_HOURS * 3600:
            return False
        return any(
            constant_time_compare(self._make_token_with_timestamp(user, ts, secret), token)
            for secret in [self.secret, *self.secret_fallbacks]
        )


invitation_tokens = InvitationTokenGenerator()


def invitation_url(user: Any, base: str) -> str:
    uid = urlsafe_base64_encode(force_bytes(user.pk))
    token = invitation_tokens.make_token(user)
    path = reverse("staff_invitation", args=[uid, token])
    return f"{base.rstrip('/')}{path}"


def invite(
    username: str,
    email: str,
    role: str,
    first_name: str = "",
    last_name: str = "",
    request: HttpRequest | None = None,
    base: str = "",
) -> Any:
    """Create the staff account (no usable password) in the role's group and
    queue the invitation mail."""
    user_model = get_user_model()
    with transaction.atomic():
        user = user_model(
            username=username, email=email, first_name=first_name, last_name=last_name
        )
        user.is_staff = True
        user.set_unusable_password()
        user.save()
        group, _ = Group.objects.get_or_create(name=ROLES[role])
        user.groups.add(group)
        origin = base or settings.STAFF_URL or settings.SITE_URL
        link = invitation_url(user, origin)
        hours = settings.STAFF_INVITATION_HOURS
        body = (
            f"Bonjour {first_name or username},\n\n"
            f"Un compte vous a été créé dans l'espace commercial de TQ Télécom "
            f"(identifiant : {username}, rôle : {ROLES[role]}).\n\n"
            f"Pour l'activer, choisissez votre mot de passe puis ajoutez un second facteur "
            f"(clé d'accès ou application d'authentification) en ouvrant ce lien :\n\n{link}\n\n"
            f"Ce lien ne fonctionne qu'une fois et expire dans {hours} heures. "
            f"Si vous n'attendiez pas cette invitation, ignorez ce message.\n"
        )
        queue_mail(email, "Invitation à l'espace commercial", body)
        record(request, user, SignInEvent.Kind.INVITED, f"rôle {ROLES[role]}")
    return user
