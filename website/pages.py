"""Page props: everything the React tree needs to render one route.

Django builds the same props for a server-rendered load (passed to the Node
renderer and embedded with json_script) and for a client-side navigation
(answered as JSON by the same view), so both paths render the same tree.
"""

from collections.abc import Callable
from datetime import date
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from core import formposts
from core.routes import Route, page_title, route_table

from . import jsonld, shell, typography
from .props import public_company

# Page-specific data builders, by route key. Each returns the "page" part of
# the props; content issues register theirs here.
PageBuilder = Callable[[HttpRequest], dict[str, Any]]
PAGE_BUILDERS: dict[str, PageBuilder] = {}


def register(key: str) -> Callable[[PageBuilder], PageBuilder]:
    def decorator(builder: PageBuilder) -> PageBuilder:
        PAGE_BUILDERS[key] = builder
        return builder

    return decorator


OG_IMAGE_ALT = (
    f"Logo {settings.COMPANY['brand']} et sa promesse : téléphonie VoIP, Internet & Infogérance"
    " pour les entreprises"
)


def meta_for(route: Route) -> dict[str, Any]:
    site_url = settings.SITE_URL
    blocks: list[dict[str, Any]] = [jsonld.organization(), jsonld.website()]
    if route.key == "sitemap":
        blocks.append(jsonld.site_navigation(route_table()))
    return {
        "title": page_title(route),
        "description": route.description,
        "robots": "noindex,follow" if route.is_not_found else "index,follow",
        "canonical": None if route.is_not_found else site_url + route.canonical,
        "ogType": "website",
        "ogImage": site_url + "/static/img-opti/og/og-default-1200.png",
        # What content/images/og/og-default.svg shows, for people who cannot see it.
        "ogImageAlt": OG_IMAGE_ALT,
        "ogLocale": "fr_FR",
        "jsonld": blocks,
    }


def build_props(
    request: HttpRequest, route: Route, route_path: str, form: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The page's props. route_path: the route's path, or one shared path for
    every unknown URL (views.py), so that the props (and the cached page) never
    echo the URL; `form`: a server-rendered form state (formposts.py)."""
    builder = PAGE_BUILDERS.get(route.key)
    page = builder(request) if builder else {}
    meta = meta_for(route)
    # Builders may add structured data of their own (FAQPage, for instance).
    meta["jsonld"].extend(page.pop("jsonld", []))
    # French no-break spaces in every text the page shows (content files,
    # company facts, metadata); the components' own copy gets them at build.
    props: dict[str, Any] = {
        "route": {"key": route.key, "path": route_path},
        "meta": typography.apply(meta),
        # Only the public facts: company.json also holds internal addresses.
        "site": typography.apply(public_company()),
        "year": date.today().year,
        "page": typography.apply(page),
    }
    # A form the server shows in a given state (thanks, errors), else null.
    props["form"] = form or formposts.state_from_query(request)
    # Only when a shell part is on: the default pages stay byte for byte the same.
    shell_props = shell.shell_props()
    if shell_props is not None:
        props["shell"] = shell_props
    return props
