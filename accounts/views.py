"""The staff's own security pages: enrolment hub, sign-in record, « fermer
les autres sessions », invitations (superusers) and accepting one."""

from typing import Any

from allauth.mfa.models import Authenticator
from django import forms
from django.conf import settings
from django.contrib import messages
from django.contrib.auth import get_user_model, login
from django.contrib.auth.decorators import login_required, user_passes_test
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils.http import urlsafe_base64_decode
from django.views.decorators.http import require_POST

from .forms import InvitationPasswordForm
from .guard import has_factor
from .invitations import ROLES, invitation_tokens, invite
from .models import SignInEvent
from .record import record
from .signals import end_other_sessions

RECENT = 20


def _staff(user: Any) -> bool:
    return bool(user.is_active and user.is_staff)


@login_required
@user_passes_test(_staff)
def security(request: HttpRequest) -> HttpResponse:
    """Enrolment at first sign-in (nothing else opens before a factor), then
    the page where a member manages factors and sees recent sign-ins."""
    user: Any = request.user
    factors = Authenticator.objects.filter(user=user)
    types = {factor.type for factor in factors}
    context = {
        "title": "Sécurité de mon compte",
        "must_enrol": settings.STAFF_MFA_REQUIRED and not has_factor(user),
        "has_passkey": Authenticator.Type.WEBAUTHN in types,
        "has_totp": Authenticator.Type.TOTP in types,
        "has_codes": Authenticator.Type.RECOVERY_CODES in types,
        "events": SignInEvent.objects.filter(user=user)[:RECENT] if has_factor(user) else [],
    }
    return render(request, "accounts/security.html", context)


@login_required
@user_passes_test(_staff)
def signin_log(request: HttpRequest) -> HttpResponse:
    """A member's own record; a superuser's shows everyone's."""
    user: Any = request.user
    events = SignInEvent.objects.select_related("user")
    if not user.is_superuser:
        events = events.filter(user=user)
    context = {
        "title": "Journal des connexions",
        "events": events[:200],
        "everyone": user.is_superuser,
    }
    return render(request, "accounts/signin_log.html", context)


@require_POST
@login_required
@user_passes_test(_staff)
def end_other_sessions_view(request: HttpRequest) -> HttpResponse:
    ended = end_other_sessions(request, request.user)
    record(request, request.user, SignInEvent.Kind.SESSIONS_ENDED, f"{ended} session(s)")
    messages.success(request, f"Sessions fermées sur les autres appareils : {ended}.")
    return HttpResponseRedirect(reverse("staff_security"))


def session_expired(request: HttpRequest) -> HttpResponse:
    context = {
        "title": "Session expirée",
        "idle": settings.STAFF_SESSION_IDLE_MINUTES,
        "max_hours": settings.STAFF_SESSION_MAX_HOURS,
    }
    return render(request, "accounts/session_expired.html", context)


class InviteForm(forms.Form):
    first_name = forms.CharField(label="Prénom", max_length=150)
    last_name = forms.CharField(label="Nom", max_length=150)
    email = forms.EmailField(label="Adresse e-mail professionnelle")
    username = forms.CharField(label="Identifiant de connexion", max_length=150)
    role = forms.ChoiceField(label="Rôle", choices=list(ROLES.items()), widget=forms.RadioSelect)

    def clean_username(self) -> str:
        username = self.cleaned_data["username"]
        if get_user_model().objects.filter(username__iexact=username).exists():
            raise forms.ValidationError("Cet identifiant est déjà pris.")
        return username


@login_required
@user_passes_test(lambda u: u.is_active and u.is_superuser)
def invite_view(request: HttpRequest) -> HttpResponse:
    form = InviteForm(request.POST or None)
    if request.method == "POST" and form.is_valid():
        data = form.cleaned_data
        base = settings.STAFF_URL or f"{request.scheme}://{request.get_host()}"
        invite(
            data["username"],
            data["email"],
            data["role"],
            data["first_name"],
            data["last_name"],
            request=request,
            base=base,
        )
        messages.success(request, f"Invitation envoyée à {data['email']}.")
        return HttpResponseRedirect(reverse("staff_invite"))
    return render(
        request, "accounts/invite.html", {"title": "Inviter un membre de l'équipe", "form": form}
    )


def accept_invitation(request: HttpRequest, uidb64: str, token: str) -> HttpResponse:
    user = _invited_user(uidb64)
    if user is None or not invitation_tokens.check_token(user, token):
        invalid = {"title": "Lien d'invitation invalide"}
        return render(request, "accounts/invitation_invalid.html", invalid, status=410)
    form = InvitationPasswordForm(user, request.POST or None)
    if request.method == "POST" and form.is_valid():
        form.save()
        record(request, user, SignInEvent.Kind.INVITATION_ACCEPTED)
        # Signed in with the password just chosen, which also spares the
        # enrolment a second prompt (signals.on_login: « Confirmer l'accès »).
        login(request, user, backend="django.contrib.auth.backends.ModelBackend")
        # Straight on to the second factor (the guard allows nothing else).
        return HttpResponseRedirect(reverse("staff_security"))
    context: dict[str, Any] = {"title": "Activer votre compte", "form": form, "invited": user}
    return render(request, "accounts/invitation.html", context)


def _invited_user(uidb64: str) -> Any:
    try:
        pk = urlsafe_base64_decode(uidb64).decode()
        return get_user_model().objects.get(pk=pk, is_active=True, is_staff=True)
    except (ValueError, TypeError, OverflowError, get_user_model().DoesNotExist):
        return None
