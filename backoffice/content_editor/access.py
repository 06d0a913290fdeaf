"""Who may edit: Marketing (contentstore permissions) and superusers."""

from collections.abc import Callable
from functools import wraps
from typing import Any

from django.contrib import admin
from django.core.exceptions import PermissionDenied
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect
from django.urls import reverse

PERMISSION = "contentstore.change_document"


class MovedToWagtail(Exception):
    """The document is edited with its page in Wagtail (DocumentInfo.in_wagtail)."""


def can_edit(user: Any) -> bool:
    return bool(user.is_active and user.is_staff and user.has_perm(PERMISSION))


def editor_view(view: Callable[..., HttpResponse]) -> Callable[..., HttpResponse]:
    """Staff login (the admin's own), then the content permission, else 403."""

    @wraps(view)
    def guarded(request: HttpRequest, *args: Any, **kwargs: Any) -> HttpResponse:
        if not can_edit(request.user):
            raise PermissionDenied
        try:
            return view(request, *args, **kwargs)
        except MovedToWagtail:
            return HttpResponseRedirect(reverse("wagtailadmin_explore_root"))

    return admin.site.admin_view(guarded)
