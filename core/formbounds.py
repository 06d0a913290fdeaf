"""The counts of a staff form, bounded before any view reads them.

A form that edits lists posts how many entries it has, and the view loops
that many times: Django's formsets (`form-TOTAL_FORMS`, `form-INITIAL_FORMS`),
Wagtail's StreamField and ListBlock (`body-count`). One such POST of
100000000 once grew a worker to 22 GB. This middleware refuses, under
ADMIN_PATH and before any view, a count that is not a plain integer or is
over MAX_COUNT: status 400 and a French page. Each editor still bounds its own
lists (Wagtail's min_num/max_num); this is the floor under all of them.

Placed right after the staff guard (settings MIDDLEWARE): only signed-in
staff get this far. Reading request.POST here parses the body as the CSRF
check would a step later, within Django's DATA_UPLOAD_MAX_* limits.
"""

import re
from collections.abc import Callable
from typing import Any

from django.conf import settings
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseBadRequest,
    QueryDict,
    UnreadablePostError,
)
from django.http.multipartparser import MultiPartParserError
from django.template import TemplateDoesNotExist
from django.template.loader import render_to_string

MAX_COUNT = 200
COUNT_NAME = re.compile(r".*(-count|-TOTAL_FORMS|-INITIAL_FORMS)\Z", re.DOTALL)
_COUNT = re.compile(r"[0-9]{1,3}")
TEMPLATE = "backoffice/refused.html"


def bad_count(data: QueryDict) -> str | None:
    """The first field holding a count that is not an integer from 0 to MAX_COUNT."""
    for name, values in data.lists():
        if COUNT_NAME.match(name) and not all(
            _COUNT.fullmatch(v) and int(v) <= MAX_COUNT for v in values
        ):
            return name
    return None


def refusal(request: HttpRequest, message: str, back: str = "") -> HttpResponse:
    """400, in the back office's layout when it is there, else as plain French text."""
    context: dict[str, Any] = {"title": "Formulaire refusé", "message": message, "back": back}
    try:
        from django.contrib import admin

        context = {**admin.site.each_context(request), **context}
        html = render_to_string(TEMPLATE, context, request=request)
    except (TemplateDoesNotExist, LookupError, ImportError):
        return HttpResponseBadRequest(message, content_type="text/plain; charset=utf-8")
    return HttpResponseBadRequest(html)


class FormBoundsMiddleware:
    def __init__(self, get_response: Callable[[HttpRequest], HttpResponse]) -> None:
        self.get_response = get_response
        self.prefix = "/" + settings.ADMIN_PATH

    def __call__(self, request: HttpRequest) -> HttpResponse:
        if request.path_info.startswith(self.prefix):
            try:
                posted = request.POST if request.method == "POST" else None
            except (MultiPartParserError, UnreadablePostError):
                # A truncated or malformed body: Django's own 400 would be in English.
                return refusal(
                    request,
                    "Envoi refusé : le formulaire est arrivé incomplet ou illisible. "
                    "Rechargez la page et recommencez : rien n'a été enregistré.",
                    back=request.path,
                )
            name = bad_count(request.GET) or (bad_count(posted) if posted is not None else None)
            if name is not None:
                return refusal(
                    request,
                    f"Formulaire refusé : le champ « {name[:80]} » doit être un nombre "
                    f"entier de 0 à {MAX_COUNT}. "
                    "Rechargez la page et recommencez : rien n'a été enregistré.",
                    back=request.path,
                )
        return self.get_response(request)
