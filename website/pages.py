"""Page props: everything the React tree needs to render one route.

Django builds the same props for a server-rendered load (passed to the Node
renderer and embedded in the page as JSON) and for a client-side navigation
(answered as JSON by the same view), so both paths render the same tree.
"""

from collections.abc import Callable
from datetime import date
from typing import Any

from django.conf import settings
from django.http import HttpRequest

from core import intake
from core.routes import Route, page_title, route_table

from . import jsonld, shell, typography
from .content import loader, previews
from .props import public_company

# Page-specific data builders, by route key. Each returns the "page" part of
# the props; content issues register theirs here. A campaign page's builder
# also needs the route (its path names the page; website/landings.py).
PageBuilder = Callable[[HttpRequest, Route], dict[str, Any]]
PAGE_BUILDERS: dict[str, PageBuilder] = {}


def register(key: str, with_route: bool = False) -> Callable[[Any], Any]:
    def decorator(builder: Any) -> Any:
        PAGE_BUILDERS[key] = builder if with_route else lambda request, route: builder(request)
        return builder

    return decorator


OG_IMAGE_ALT = (
    f"Logo {settings.COMPANY['brand']} et sa promesse : téléphonie VoIP, Internet & Infogérance"
    " pour les entreprises"
)


def jsonld_for(route: Route) -> list[dict[str, Any]]:
    """The structured-data blocks every page of this route has in its <head>."""
    blocks: list[dict[str, Any]] = [jsonld.organization(), jsonld.website()]
    if route.key == "sitemap":
        blocks.append(jsonld.site_navigation(route_table()))
    return blocks


def page_description(key: str) -> str:
    """A page's description as published in Wagtail's « Promotion » tab, else
    the route table's (what <head> says, and /home's offer cards)."""
    edited = loader.load_page_meta(key) or {}
    route = next(route for route in route_table().routes if route.key == key)
    return str(edited.get("description", route.description))


def navigation_props() -> dict[str, Any]:
    """The header's and footer's words as published, each link's text only
    where it differs from the page's name in the route table (the bundle has
    those, and no one edits them at run time): every page carries these
    props, and /home's HTML has a 14 KB budget (issue 18)."""
    words = loader.load_navigation()
    names = {route.key: route.label for route in route_table().routes}
    words["links"] = {key: text for key, text in words["links"].items() if text != names[key]}
    return words


def meta_for(route: Route) -> dict[str, Any]:
    site_url = settings.SITE_URL
    # What Marketing published in Wagtail's « Promotion » tab, else the route
    # table's: in the props, so a client-side navigation shows it too.
    edited = loader.load_page_meta(route.key) or {}
    if route.is_not_found:
        # Its <title> says what its <h1> says (the site's root page in Wagtail).
        edited = {"title": loader.load_not_found()["title"]}
    return {
        "title": page_title(route, edited.get("title")),
        "description": edited.get("description", route.description),
        "robots": "noindex,follow" if route.is_not_found else "index,follow",
        "canonical": None if route.is_not_found else site_url + route.canonical,
        "ogType": "website",
        **social_image(site_url, edited.get("image")),
        "ogLocale": "fr_FR",
    }


def social_image(site_url: str, image: dict[str, Any] | None) -> dict[str, Any]:
    """The page's sharing image from Wagtail (1200 × 630), else the site's."""
    if image is not None:
        return {
            "ogImage": site_url + image["url"],
            "ogImageWidth": image["width"],
            "ogImageHeight": image["height"],
            "ogImageAlt": image["alt"],
        }
    return {
        "ogImage": site_url + "/static/img-opti/og/og-default-1200.png",
        "ogImageWidth": 1200,
        "ogImageHeight": 630,
        # What content/images/og/og-default.svg shows, for people who cannot see it.
        "ogImageAlt": OG_IMAGE_ALT,
    }


def build_props(
    request: HttpRequest, route: Route, route_path: str, form: dict[str, Any] | None = None
) -> dict[str, Any]:
    """The page's props (what a client-side navigation receives)."""
    return build_page(request, route, route_path, form)[0]


def embedded_props(props: dict[str, Any]) -> dict[str, Any]:
    """The props as a server-rendered page embeds them for hydration.

    What the server's HTML already shows and the browser fetches from the
    same view asked for JSON (the client navigation's answer, always whole)
    together with its code, is left out (null): a page's `sections` (what it
    shows below its first screen, hydrated near the viewport:
    frontend/src/lib/deferredSection.tsx; issue 18: /home's HTML budget) and
    a legal page's `prose` (hydrated on first use: frontend/src/routes.tsx;
    its words would be in the HTML twice). Not the prose inside the page
    shell, which hydrates those pages at load. Same shape as that answer,
    the one the generated types describe."""
    page = props["page"]
    deferred = ["sections"] if props.get("shell") is not None else ["sections", "prose"]
    left_out = {key: None for key in deferred if page.get(key) is not None}
    if not left_out:
        return props
    return {**props, "page": {**page, **left_out}}


def build_page(
    request: HttpRequest, route: Route, route_path: str, form: dict[str, Any] | None = None
) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """The page's props and the JSON-LD blocks of its <head>.

    route_path: the route's path, or one shared path for every unknown URL
    (views.py), so that the props (and the cached page) never echo the URL;
    `form`: a server-rendered form state (core/intake/forms.py). The JSON-LD stays out
    of the props: only the <head> carries it, no component reads it, and the
    props are embedded in every page (issue 18: /home's HTML budget)."""
    builder = PAGE_BUILDERS.get(route.key)
    page = builder(request, route) if builder else {}
    # Builders may set metadata of their own (a campaign page's robots and image).
    meta = {**meta_for(route), **page.pop("meta", {})}
    # Builders may add structured data of their own (FAQPage, for instance).
    blocks = jsonld_for(route) + page.pop("jsonld", [])
    # French no-break spaces in every text the page shows (content files,
    # company facts, metadata); the components' own copy gets them at build.
    props: dict[str, Any] = {
        "route": {"key": route.key, "path": route_path, "title": route.title},
        "meta": typography.apply(meta),
        # Only the public facts: company.json also holds internal addresses.
        "site": typography.apply(public_company()),
        "year": date.today().year,
        # The header's and footer's words (Wagtail's site root page): with every
        # page's data, so a client-side navigation never shows the bundle's.
        "nav": typography.apply(navigation_props()),
        "page": typography.apply(page),
    }
    # A form the server shows in a given state (thanks, errors), else null.
    props["form"] = form or intake.state_from_query(request)
    # A long list asked for whole by a link without JavaScript (?tout=…).
    expand = previews.expanded(request)
    if expand:
        props["expand"] = expand
    # Only when a shell part is on: the default pages stay byte for byte the same.
    shell_props = shell.shell_props()
    if shell_props is not None:
        props["shell"] = shell_props
    return props, typography.apply(blocks)
