"""A page rendered with drafts in place of the live documents (back-office preview).

The real page: the same props builder, renderer and stylesheet as a visitor
gets, never from or into any cache (the page cache is skipped and the render
is not cacheable), and marked so that no crawler keeps it.
"""

from typing import Any

from django.http import HttpRequest, HttpResponse
from django.shortcuts import render
from django.utils.cache import add_never_cache_headers

from core.middleware import content_security_policy
from core.routes import route_table

from . import landings, ssr
from .content import loader
from .pages import build_page
from .views import _template_context

PREVIEW_TITLE_PREFIX = "Aperçu — "


def preview_response(
    request: HttpRequest, url_path: str, drafts: dict[str, Any], framed: bool = False
) -> HttpResponse:
    """framed: shown in the page editor's own frame (Wagtail's preview panel)."""
    with loader.preview(drafts):
        # A campaign page is shown even past its end, as it would be before.
        landing = landings.page_at(url_path)
        route = (
            route_table().by_path(url_path)
            or (landings.route_for(landing) if landing else None)
            or route_table().not_found
        )
        props, jsonld = build_page(request, route, route.path)
    props["meta"]["robots"] = "noindex, nofollow"
    props["meta"]["title"] = PREVIEW_TITLE_PREFIX + props["meta"]["title"]
    context = _template_context(props, route.component, route.path, cacheable=False, jsonld=jsonld)
    context["preview"] = True
    response = render(request, "base.html", context)
    add_never_cache_headers(response)
    response["X-Robots-Tag"] = "noindex, nofollow"
    # The preview is a public page under the admin path: it gets the public
    # policy (with its stylesheet's hash), set here before the back office's
    # own (core/middleware.py) would apply.
    style_hash = ssr.client_assets(route.component)["style_hash"]
    response["Content-Security-Policy"] = content_security_policy(
        [style_hash] if style_hash else [], framed_by_self=framed
    )
    return response
