"""Page views: one view answers every route of the table.

A browser gets the server-rendered HTML page; the React router, navigating on
the client, asks the same URL with "Accept: application/json" and gets the
same props as JSON. Both come from pages.build_props.
"""

import json
from typing import Any

from django.conf import settings
from django.core.cache import cache
from django.http import HttpRequest, HttpResponse, HttpResponseRedirect, JsonResponse
from django.shortcuts import render
from django.utils.cache import patch_vary_headers
from django.utils.safestring import mark_safe
from django.utils.text import compress_string
from django.views.decorators.http import require_GET, require_safe

from . import pagecache, shell, ssr
from .pages import build_props
from .routes import Route, route_table

# The same escapes as Django's json_script: JSON inside <script> must never
# contain "</script>" or an HTML comment opener.
_SCRIPT_ESCAPES = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


def _wants_json(request: HttpRequest) -> bool:
    return request.headers.get("Accept", "").startswith("application/json")


@require_safe
def page(request: HttpRequest, path: str = "") -> HttpResponse:
    table = route_table()
    url_path = "/" + path
    query = request.META.get("QUERY_STRING", "")
    if url_path in table.redirects:
        # Campaign parameters (?utm_…) must survive the / -> /home redirect.
        return HttpResponseRedirect(table.redirects[url_path] + ("?" + query if query else ""))
    route = table.by_path(url_path.rstrip("/") or "/")
    status = 200
    if route is None:
        route, status = table.not_found, 404
    elif url_path != route.path:
        # One URL per page: /telephonie/ -> /telephonie, keeping the query.
        return HttpResponseRedirect(route.path + ("?" + query if query else ""))

    wants_json = _wants_json(request)
    key = pagecache.key_for(request.get_full_path(), "json" if wants_json else "html")
    cached: tuple[bytes, bytes] | None = cache.get(key) if settings.SSR_CACHE_SECONDS > 0 else None
    if cached is None:
        response, cacheable = _build_response(request, route, status, wants_json)
        if cacheable and settings.SSR_CACHE_SECONDS > 0:
            # Pages hold nothing personal or secret, so their compressed form
            # can be cached too (no BREACH exposure): GZipMiddleware then has
            # nothing left to do for a cached page.
            body = response.content
            cache.set(key, (body, compress_string(body)), settings.SSR_CACHE_SECONDS)
    else:
        body, compressed = cached
        content_type = "application/json" if wants_json else "text/html; charset=utf-8"
        if "gzip" in request.headers.get("Accept-Encoding", ""):
            response = HttpResponse(compressed, content_type=content_type, status=status)
            response["Content-Encoding"] = "gzip"
        else:
            response = HttpResponse(body, content_type=content_type, status=status)
    patch_vary_headers(response, ("Accept", "Accept-Encoding"))
    if not wants_json:
        # The page's inlined stylesheet (templates/base.html) is allowed by its
        # hash in this response's CSP (middleware.SecurityHeadersMiddleware).
        style_hash = ssr.client_assets(route.component)["style_hash"]
        response.csp_style_hashes = [style_hash] if style_hash else []  # type: ignore[attr-defined]
    return response


def _build_response(
    request: HttpRequest, route: Route, status: int, wants_json: bool
) -> tuple[HttpResponse, bool]:
    """The page's response, and whether it may be cached."""
    props = build_props(request, route)
    if wants_json:
        return JsonResponse(props, status=status), True
    context = _template_context(request, props, route.component)
    # A page rendered without the renderer is not cached: the next request
    # should get the server-rendered HTML again once the renderer is back.
    return render(request, "base.html", context, status=status), context["ssr_html"] is not None


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
        "assets": ssr.client_assets(component, with_shell=props.get("shell") is not None),
        "html_attributes": shell.html_attributes(),
        "site_name": settings.COMPANY["brand"],
    }


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    return JsonResponse({"ok": True, "build": ssr.build_id()})
