"""The staff's « Mot de passe oublié ? », invitation and second-factor forms."""

from allauth.account.forms import ResetPasswordForm
from allauth.core import context
from allauth.mfa.base.forms import AuthenticateForm, ReauthenticateForm
from allauth.mfa.models import Authenticator
from allauth.mfa.webauthn.forms import AddWebAuthnForm
from django import forms
from django.contrib.auth.forms import SetPasswordForm

from core.api.ratelimit import client_ip, rate_limited

from . import record
from .models import SignInEvent


class StaffResetPasswordForm(ResetPasswordForm):
    """Only active staff get a link; any other address gets the same answer
    (ACCOUNT_PREVENT_ENUMERATION) and no mail. Requests are rate-limited per
    client address, known or unknown address alike."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        # Django's French catalogue says « Courriel » for allauth's "Email":
        # the site writes « e-mail » everywhere.
        self.fields["email"].label = "Adresse e-mail"
        self.fields["email"].widget.attrs["placeholder"] = "Adresse e-mail"

    def clean_email(self) -> str:
        request = context.request
        wait = rate_limited("staff_reset", client_ip(request))
        if wait:
            minutes = max(1, round(wait / 60))
            raise forms.ValidationError(
                f"Trop de demandes depuis votre connexion. Réessayez dans {minutes} minute(s)."
            )
        email = super().clean_email()
        # allauth's clean_email() found these accounts for the address.
        self.users = [user for user in getattr(self, "users", []) if user.is_staff]
        for user in self.users:
            record.record(request, user, SignInEvent.Kind.PASSWORD_RESET_ASKED)
        return email


class InvitationPasswordForm(SetPasswordForm):
    """Django's password validators (settings.AUTH_PASSWORD_VALIDATORS, the
    most common passwords among them) on the invited person's first password."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["new_password1"].label = "Choisissez un mot de passe"
        self.fields["new_password2"].label = "Confirmez le mot de passe"


class AddPasskeyForm(AddWebAuthnForm):
    """allauth's passkey form, with the label its French catalogue lacks ("Name")."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.fields["name"].label = "Nom de la clé d'accès (pour la reconnaître)"


class _NamedCodeField:
    """allauth's one « Code » field takes the authenticator app's code and the
    recovery codes alike: its label says which of the two this account has."""

    fields: dict

    def name_code_field(self, user: object) -> None:
        field = self.fields["code"]
        has_app = Authenticator.objects.filter(user=user, type=Authenticator.Type.TOTP).exists()
        if has_app:
            field.label = "Code de l'application ou code de secours"
            field.help_text = (
                "Les 6 chiffres de votre application d'authentification ou, si vous n'avez "
                "pas votre téléphone, l'un de vos codes de secours (8 chiffres)."
            )
        else:
            field.label = "Code de secours"
            field.help_text = (
                "L'un des codes de secours (8 chiffres) que vous avez imprimés ou "
                "téléchargés : chacun ne sert qu'une fois."
            )
        field.widget.attrs.pop("placeholder", None)
        # Both are digits: 6 for the app, 8 for a recovery code.
        field.widget.attrs.update(autocomplete="one-time-code", inputmode="numeric")


class CodeForm(_NamedCodeField, AuthenticateForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.name_code_field(self.user)


class ReauthenticateCodeForm(_NamedCodeField, ReauthenticateForm):
    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.name_code_field(self.user)
