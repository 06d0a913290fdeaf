"""Page views: one view answers every route of the table.

A browser gets the server-rendered HTML page; the React router, navigating on
the client, asks the same URL with "Accept: application/json" and gets the
same props as JSON. Both come from pages.build_props.
"""

import json
from typing import Any

from django.conf import settings
from django.core.serializers.json import DjangoJSONEncoder
from django.http import (
    HttpRequest,
    HttpResponse,
    HttpResponseNotAllowed,
    HttpResponsePermanentRedirect,
    HttpResponseRedirect,
    JsonResponse,
)
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers, patch_cache_control, patch_vary_headers
from django.utils.safestring import mark_safe
from django.views.decorators.csrf import csrf_exempt
from django.views.decorators.http import require_GET, require_http_methods

from core import intake, metrics, pagevariants, safecache
from core.origin_csrf import origin_csrf_protect
from core.routes import Route, route_table

from . import database_probe, landings, pagecache, shell, ssr
from .page_encoding import accepted, compressed_forms
from .pages import build_page, embedded_props

# The same escapes as Django's json_script: JSON inside <script> must never
# contain "</script>" or an HTML comment opener.
_SCRIPT_ESCAPES = {ord(">"): "\\u003E", ord("<"): "\\u003C", ord("&"): "\\u0026"}


def _wants_json(request: HttpRequest) -> bool:
    return request.headers.get("Accept", "").startswith("application/json")


# POST is a form sent without JavaScript (core/intake/forms.py). The token check of
# the global CSRF middleware is replaced by origin_csrf_protect's Origin and
# Referer checks: a cached page cannot carry a per-visitor token.
@csrf_exempt
@origin_csrf_protect
@require_http_methods(["GET", "HEAD", "POST"])
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
        found = landings.resolve(url_path.rstrip("/"))
        if found is None:
            route, status = table.not_found, 404
        elif found.kind == "moved":
            # A campaign page renamed or ended: its links keep their campaign.
            return HttpResponsePermanentRedirect(found.target + ("?" + query if query else ""))
        elif found.kind == "gone":
            route, status = table.not_found, 410
        else:
            route = landings.route_for(found.landing or {})
    if not route.is_not_found and url_path != route.path:
        # One URL per page: /telephonie/ -> /telephonie, keeping the query.
        return HttpResponseRedirect(route.path + ("?" + query if query else ""))

    if request.method == "POST":
        return _form_post(request, route, status)

    wants_json = _wants_json(request)
    # The route, not the URL: query strings and unknown paths add no entry.
    route_path = pagecache.NOT_FOUND_PATH if route.is_not_found else route.path
    key = pagecache.key_for(route_path, "json" if wants_json else "html")
    # A variant argument (?envoye=…, ?avis=…; core/pagevariants.py) makes the
    # page a variant: rendered for the visitor, never in the shared caches.
    variant = pagevariants.is_variant(request.GET)
    caching = settings.SSR_CACHE_SECONDS > 0 and not variant
    cached: tuple[bytes, dict[str, bytes]] | None = safecache.get(key) if caching else None
    if caching:
        metrics.CACHE.labels("page", "miss" if cached is None else "hit").inc()
    if cached is None:
        response, cacheable = _build_response(request, route, route_path, status, wants_json)
        if cacheable and caching:
            # Pages hold nothing personal or secret, so their compressed form
            # can be cached too (no BREACH exposure): GZipMiddleware then has
            # nothing left to do for a cached page. The first answer is that
            # same form: without GZipMiddleware's random padding (0 to 100
            # bytes against BREACH, pointless here), every answer of a page
            # has one size, the one its budget is measured on.
            body = response.content
            cached = (body, compressed_forms(body))
            safecache.put(key, cached, settings.SSR_CACHE_SECONDS)
    if cached is not None:
        body, forms = cached
        content_type = "application/json" if wants_json else "text/html; charset=utf-8"
        encoding = accepted(request.headers.get("Accept-Encoding", ""))
        if encoding:
            response = HttpResponse(forms[encoding], content_type=content_type, status=status)
            response["Content-Encoding"] = encoding
        else:
            response = HttpResponse(body, content_type=content_type, status=status)
    patch_vary_headers(response, ("Accept", "Accept-Encoding"))
    if variant:
        # nginx bypasses these too (its template reads the same list); private
        # also keeps any other shared cache from mixing the variants.
        patch_cache_control(response, private=True)
    if not wants_json:
        _allow_inline_style(response, route)
    return response


def _allow_inline_style(response: HttpResponse, route: Route) -> None:
    """The page's inlined stylesheet (templates/base.html) is allowed by its
    hash in this response's CSP (middleware.SecurityHeadersMiddleware). Every
    HTML answer of a route needs it: the page, and the same page rendered
    again with a form's errors (without it, a no-JavaScript visitor got the
    error page unstyled)."""
    style_hash = ssr.client_assets(route.component)["style_hash"]
    response.csp_style_hashes = [style_hash] if style_hash else []  # type: ignore[attr-defined]


def _form_post(request: HttpRequest, route: Route, status: int) -> HttpResponse:
    outcome = intake.post_form(request, route.path) if status == 200 else None
    if outcome is None:
        return HttpResponseNotAllowed(["GET", "HEAD"])
    if outcome.redirect:
        # 303: the browser follows with a GET, so a reload never posts again.
        response: HttpResponse = HttpResponseRedirect(outcome.redirect)
        response.status_code = 303
        return response
    props, jsonld = build_page(request, route, route.path, form=outcome.state)
    context = _template_context(props, route.component, route.path, cacheable=False, jsonld=jsonld)
    response = render(request, "base.html", context, status=outcome.status)
    # The visitor's own values are in this page: no cache may keep it.
    add_never_cache_headers(response)
    _allow_inline_style(response, route)
    return response


def _build_response(
    request: HttpRequest, route: Route, route_path: str, status: int, wants_json: bool
) -> tuple[HttpResponse, bool]:
    """The page's response, and whether it may be cached."""
    props, jsonld = build_page(request, route, route_path)
    if wants_json:
        return JsonResponse(props, status=status), True
    context = _template_context(props, route.component, route_path, jsonld=jsonld)
    # A page rendered without the renderer is not cached: the next request
    # should get the server-rendered HTML again once the renderer is back.
    return render(request, "base.html", context, status=status), context["ssr_html"] is not None


def _script_json(value: Any) -> str:
    """JSON for a <script> element: UTF-8 as is (an "é" is 2 bytes, not the 6
    of "\\u00e9", and gzip then finds the same words in the markup), no
    spaces after separators (issue 18: /home's HTML budget), escaped like
    Django's json_script."""
    # Safe: the JSON is escaped for <script> context (_SCRIPT_ESCAPES).
    text = json.dumps(value, ensure_ascii=False, separators=(",", ":"), cls=DjangoJSONEncoder)
    return mark_safe(text.translate(_SCRIPT_ESCAPES))  # noqa: S308


def _template_context(
    props: dict[str, Any],
    component: str,
    route_path: str,
    cacheable: bool = True,
    jsonld: list[dict[str, Any]] | None = None,
) -> dict[str, Any]:
    ssr_html = ssr.render(route_path, props, cacheable)
    # The shape of the JSON a client navigation gets (website/props.py), the
    # page's `sections` left for the browser to fetch from that JSON
    # (pages.embedded_props) when the server's HTML shows them. Not when this
    # response is not cacheable: a preview's drafts are in no JSON answer, and
    # a form's answer (rare) stays whole.
    embedded = embedded_props(props) if cacheable and ssr_html is not None else props
    return {
        "meta": props["meta"],
        "jsonld_blocks": [_script_json(block) for block in jsonld or []],
        "ssr_html": ssr_html,
        "props_json": _script_json(embedded),
        "assets": ssr.client_assets(component, with_shell=props.get("shell") is not None),
        "html_attributes": shell.html_attributes(),
        "site_name": settings.COMPANY["brand"],
    }


@require_GET
def health(request: HttpRequest) -> JsonResponse:
    """For the orchestrator: 503 "degraded" when the database or the cache fails;
    "spooling" (200) while submissions wait in the intake spool.

    Pages still answer in both cases (the cache fails open); the status lets a
    load balancer or compose see it. The renderer is reported but does not
    make the site unhealthy: pages are then rendered by the browser.
    """
    components = {"database": database_probe.database_state(), "cache": safecache.health()}
    healthy = all(state == "ok" for state in components.values())
    components["renderer"] = "client-rendering" if ssr.breaker().is_open else "ok"
    # Submissions waiting in the intake spool for the database (core/intake):
    # said, never counted (this answer is public). Not a reason to take the
    # instance out: it still takes submissions.
    spooling = intake.watch.observe() > 0
    if spooling:
        intake.watch.start()
    components["intake"] = "spooling" if spooling else "ok"
    answer = {
        "ok": healthy,
        "status": ("spooling" if spooling else "ok") if healthy else "degraded",
        "build": ssr.build_id(),
        "components": components,
    }
    response = JsonResponse(answer, status=200 if healthy else 503)
    response["Cache-Control"] = "no-store"
    return response
