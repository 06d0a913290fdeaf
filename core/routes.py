"""The route table of spec §2, read from content/routes.json.

The same file drives the React router, the sitemap page and sitemap.xml, so a
route added there appears everywhere at once.
"""

import json
from dataclasses import dataclass, field
from functools import cache
from typing import Any

from django.conf import settings


@dataclass(frozen=True)
class Fragment:
    label: str
    fragment: str


@dataclass(frozen=True)
class Route:
    key: str
    component: str
    path: str
    label: str
    menu_label: str
    title: str
    description: str
    section: str | None
    priority: int | None
    changefreq: str | None
    in_sitemap: bool
    canonical: str
    fragments: tuple[Fragment, ...] = field(default_factory=tuple)

    @property
    def is_not_found(self) -> bool:
        return self.key == "not-found"


@dataclass(frozen=True)
class RouteTable:
    product_name: str
    redirects: dict[str, str]
    sections: tuple[tuple[str, str], ...]
    routes: tuple[Route, ...]
    not_found: Route

    def by_path(self, path: str) -> Route | None:
        for route in self.routes:
            if route.path == path:
                return route
        return None


def _route(raw: dict[str, Any]) -> Route:
    return Route(
        key=raw["key"],
        component=raw["component"],
        path=raw.get("path", ""),
        label=raw["label"],
        menu_label=raw.get("menuLabel", raw["label"]),
        title=raw["title"],
        description=raw["description"],
        section=raw.get("section"),
        priority=raw.get("priority"),
        changefreq=raw.get("changefreq"),
        in_sitemap=bool(raw.get("inSitemap", False)),
        canonical=raw.get("canonical", raw.get("path", "")),
        fragments=tuple(Fragment(f["label"], f["fragment"]) for f in raw.get("fragments", [])),
    )


@cache
def route_table() -> RouteTable:
    with open(settings.CONTENT_DIR / "routes.json", encoding="utf-8") as fh:
        raw = json.load(fh)
    return RouteTable(
        product_name=raw["productName"],
        redirects=dict(raw["redirects"]),
        sections=tuple((s["key"], s["label"]) for s in raw["sections"]),
        routes=tuple(_route(r) for r in raw["routes"]),
        not_found=_route(raw["notFound"]),
    )


def page_title(route: Route) -> str:
    """Spec §2: the product name followed by the route's title data.

    The client uses the same format after each navigation (it receives this
    string in the page props), so the two can never drift apart.
    """
    return f"{settings.COMPANY['brand']} | {route.title}"
