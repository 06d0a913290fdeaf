"""Who may open Wagtail: Marketing and superusers (seed.py gives Marketing
« access_admin »); every other staff member gets a page saying so.

Wagtail's own answer to a signed-in user without access is a redirect to the
sign-in page, which would look like a lost session to a salesperson. This
says, in the back office's layout, who can change the site's texts. Placed
after the staff guard (settings MIDDLEWARE): only signed-in staff with their
second factor get this far. Those who may open Wagtail but not a
superuser-only page (the legal pages) are told who can change it, in
Wagtail's layout (superuser_pages.py).
"""

from collections.abc import Callable

from django.conf import settings
from django.contrib import admin
from django.http import HttpRequest, HttpResponse
from django.shortcuts import render

from . import superuser_pages

ACCESS = "wagtailadmin.access_admin"


def can_open(user: object) -> bool:
    return bool(getattr(user, "is_active", False) and user.has_perm(ACCESS))  # type: ignore[attr-defined]


class WagtailAccessMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.prefix = f"/{settings.ADMIN_PATH}cms/"

    def __call__(self, request: HttpRequest) -> HttpResponse:
        user = request.user
        if (
            request.path_info.startswith(self.prefix)
            and user.is_authenticated
            and not can_open(user)
        ):
            context = {
                **admin.site.each_context(request),
                "title": "Éditeur des pages",
                "support": settings.STAFF_SUPPORT_EMAIL,
            }
            return render(request, "cms/no_access.html", context, status=403)
        return self.get_response(request)

    def process_view(
        self, request: HttpRequest, view: object, args: object, kwargs: dict[str, object]
    ) -> HttpResponse | None:
        # Marketing opening a superuser-only page: who can change it.
        if request.user.is_authenticated:
            return superuser_pages.refusal(request, kwargs)
        return None
