"""Page views: one view answers every route of the table.

A browser gets the server-rendered HTML page; the React router, navigating on
the client, asks the same URL with "Accept: application/json" and gets the
same props as JSON. Both come from pages.build_props.
"""

import json
from typing import Any

from django.conf import settings
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.safestring import mark_safe
from django.views.decorators.http import require_GET, require_safe

from . import ssr
from .pages import build_props
from .routes import route_table

# The same escapes as Django's json_script: JSON inside <script> must never
# contain "</script>" or an HTML comment opener.
_SCRIPT_ESCAPES = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


def _wants_json(request: HttpRequest) -> bool:
    return request.headers.get("Accept", "").startswith("application/json")


@require_safe
def page(request: HttpRequest, path: str = "") -> HttpResponse:
    table = route_table()
    url_path = "/" + path
    if url_path in table.redirects:
        return HttpResponseRedirect(table.redirects[url_path])
    route = table.by_path(url_path.rstrip("/") or "/")
    status = 200
    if route is None:
        route, status = table.not_found, 404
    elif url_path != route.path:
        # One URL per page: /telephonie/ -> /telephonie, keeping the query.
        query = request.META.get("QUERY_STRING", "")
        return HttpResponseRedirect(route.path + ("?" + query if query else ""))

    props = build_props(request, route)
    if _wants_json(request):
        response: HttpResponse = JsonResponse(props, status=status)
    else:
        context = _template_context(request, props, route.component)
        response = render(request, "base.html", context, status=status)
    response["Vary"] = "Accept"
    return response


def _template_context(
    request: HttpRequest, props: dict[str, Any], component: str
) -> dict[str, Any]:
    meta = props["meta"]
    return {
        "meta": meta,
        "jsonld_blocks": [
            # Safe: the JSON is escaped for <script> context just above.
            mark_safe(json.dumps(block, ensure_ascii=False).translate(_SCRIPT_ESCAPES))  # noqa: S308
            for block in meta["jsonld"]
        ],
        "ssr_html": ssr.render(request.get_full_path(), props),
        "props": props,
        "assets": ssr.client_assets(component),
        "site_name": settings.COMPANY["brand"],
    }


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True, "build": ssr.build_id()})
