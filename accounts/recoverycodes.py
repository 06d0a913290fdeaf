"""Recovery codes people keep: the page that shows them once, with
« Télécharger », « Imprimer » and « Continuer », and the page after a sign-in
with one of them (how many are left, and a new factor to set up).

allauth shows the codes once (MFA_RECOVERY_CODES_SHOW_ONCE) and, for that
reason, refuses its own download afterwards: the download would only work
before the page that shows them. Here the page that showed them grants this
session a short permit (CODES_KEPT_SECONDS, ended by « Continuer »): the
download, the printable page and the page itself after a refused « Continuer »
show the same codes again while it lasts. A later visit, another session or a
new set of codes (a new authenticator row) finds no permit, as allauth intends.
"""

import time
from typing import Any

from allauth.account.internal.flows.login import get_authentication_records
from allauth.mfa import app_settings as mfa_settings
from allauth.mfa.models import Authenticator
from allauth.mfa.recovery_codes.internal import flows
from django.conf import settings
from django.contrib.auth.decorators import login_required, user_passes_test
from django.http import Http404, HttpRequest, HttpResponse, HttpResponseRedirect
from django.shortcuts import render
from django.urls import reverse
from django.utils import timezone
from django.utils.http import url_has_allowed_host_and_scheme
from django.utils.text import slugify
from django.views.decorators.cache import never_cache

from .adapter import SITE_NAME

# Long enough to download, print or copy the codes; « Continuer » ends it.
CODES_KEPT_SECONDS = 15 * 60
PERMIT = "staff_recovery_codes_permit"
Type = Authenticator.Type


def _staff(user: Any) -> bool:
    return bool(user.is_active and user.is_staff)


staff_only = user_passes_test(_staff)


def _codes_row(user: Any) -> Authenticator | None:
    return Authenticator.objects.filter(user=user, type=Type.RECOVERY_CODES).first()


def _permitted(request: HttpRequest, row: Authenticator | None) -> bool:
    permit = request.session.get(PERMIT) or {}
    return (
        row is not None
        and permit.get("row") == row.pk
        and float(permit.get("until", 0)) > time.time()
    )


def _shown_codes(request: HttpRequest) -> tuple[Authenticator, list[str] | None]:
    """The row and its unused codes when this session may see them, else None."""
    wrapper, can_view = flows.view_recovery_codes(request)  # may ask to reauthenticate
    if wrapper is None:
        raise Http404("Aucun code de secours")
    row = wrapper.instance
    if can_view:  # the first time: allauth has just marked them as seen
        until = time.time() + CODES_KEPT_SECONDS
        request.session[PERMIT] = {"row": row.pk, "until": until}
    elif not _permitted(request, row):
        return row, None
    return row, wrapper.get_unused_codes()


@never_cache
@login_required
@staff_only
def codes_page(request: HttpRequest) -> HttpResponse:
    """allauth's mfa_view_recovery_codes, with a server-side « Continuer »: it
    works without JavaScript, which only keeps the button off until ticked."""
    if request.method == "POST" and request.POST.get("codes_saved"):
        request.session.pop(PERMIT, None)
        return HttpResponseRedirect(settings.LOGIN_REDIRECT_URL)
    row, codes = _shown_codes(request)
    context = {
        "title": "Codes de secours",
        "codes": codes,
        "unused_count": len(row.wrap().get_unused_codes()),
        "total_count": mfa_settings.RECOVERY_CODE_COUNT,
        # « Continuer » without the box ticked: refused, the codes shown again.
        "refused": request.method == "POST",
    }
    return render(request, "mfa/recovery_codes/index.html", context)


def _permitted_codes(request: HttpRequest) -> list[str] | None:
    row = _codes_row(request.user)
    if row is None or not _permitted(request, row):
        return None
    return list(row.wrap().get_unused_codes())


@never_cache
@login_required
@staff_only
def download(request: HttpRequest) -> HttpResponse:
    """The codes as a text file, served by the server (no JavaScript)."""
    codes = _permitted_codes(request)
    if codes is None:
        # Shown once: the page says so and offers new codes.
        return HttpResponseRedirect(reverse("mfa_view_recovery_codes"))
    username = request.user.get_username()
    lines = [
        f"{SITE_NAME} — espace commercial",
        f"Codes de secours du compte « {username} », "
        f"enregistrés le {timezone.localtime():%d/%m/%Y}.",
        "Chaque code ne sert qu'une fois, à la place du code de l'application",
        "ou de la clé d'accès. Gardez ce fichier hors de l'ordinateur de travail",
        "(gestionnaire de mots de passe, clé USB rangée, feuille imprimée).",
        "",
        *codes,
        "",
    ]
    response = HttpResponse("\n".join(lines), content_type="text/plain; charset=utf-8")
    name = slugify(username) or "compte"
    response["Content-Disposition"] = f'attachment; filename="codes-de-secours-{name}.txt"'
    return response


@never_cache
@login_required
@staff_only
def printable(request: HttpRequest) -> HttpResponse:
    """« Imprimer » without JavaScript: the codes alone, for the browser's own
    print command (with JavaScript, the button prints the codes page itself)."""
    codes = _permitted_codes(request)
    if codes is None:
        return HttpResponseRedirect(reverse("mfa_view_recovery_codes"))
    context = {"title": "Codes de secours à imprimer", "codes": codes, "today": timezone.now()}
    return render(request, "accounts/recovery_codes_print.html", context)


@never_cache
@login_required
@staff_only
def code_used(request: HttpRequest) -> HttpResponse:
    """After a sign-in with a recovery code (accounts/codestep.py): the codes
    left, and a new phone or computer to set up."""
    user: Any = request.user
    records = get_authentication_records(request, user)
    used_code = bool(records) and records[-1].get("type") == Type.RECOVERY_CODES
    row = _codes_row(user)
    left = len(row.wrap().get_unused_codes()) if row is not None else 0
    target = request.GET.get("next", "")
    safe = url_has_allowed_host_and_scheme(
        target, allowed_hosts={request.get_host()}, require_https=request.is_secure()
    )
    context = {
        "title": "Connexion avec un code de secours" if used_code else "Vos codes de secours",
        "used_code": used_code,
        "left": left,
        "few_left": left <= 3,
        "has_totp": Authenticator.objects.filter(user=user, type=Type.TOTP).exists(),
        "next": target if safe and target else settings.LOGIN_REDIRECT_URL,
    }
    return render(request, "accounts/recovery_code_used.html", context)
