"""The route table of spec §2, read from content/routes.json.

The same file drives the React router, the sitemap page and sitemap.xml, so a
route added there appears everywhere at once. The pydantic models below are
the file's one description: Django validates the file with them, and
`manage.py props_schema` turns them into the TypeScript types that
frontend/src/routeTable.ts applies to the same file (`make types`).
"""

from functools import cache
from typing import Any

from django.conf import settings
from pydantic import Field, model_validator

from .content_file import ContentFile


class RouteFragment(ContentFile):
    """A sub-link of a route in the sitemap page (spec §2 "Fragment listed")."""

    label: str
    """Link text."""
    fragment: str
    """Element id on the page, without '#'."""


class RouteSection(ContentFile):
    """A group of the sitemap page (its heading: content/page_sitemap.json)."""

    key: str


class Route(ContentFile):
    """A page of the site; the not-found page has no URL, menu or sitemap entry."""

    key: str
    """Stable key, also the React Router route id."""
    component: str
    """Page module under frontend/src/, e.g. pages/HomePage.tsx."""
    label: str
    """Label in the sitemap page."""
    title: str
    """Title data: the <title> is the product name followed by this."""
    description: str
    """Meta description."""
    path: str = ""
    """URL path."""
    section: str | None = None
    """Sitemap group key."""
    priority: int | None = Field(default=None, ge=0, le=100)
    """Spec priority, 0-100 (sitemap.xml divides it by 100)."""
    changefreq: str | None = None
    """sitemap.xml change frequency, or null when the spec gives none."""
    in_sitemap: bool = False
    """Listed in sitemap.xml."""
    canonical: str = ""
    """Canonical path when it differs from path (home: "/")."""
    fragments: list[RouteFragment] = Field(default_factory=list)
    """Sub-links shown in the sitemap page."""

    @model_validator(mode="before")
    @classmethod
    def _fill_defaults(cls, data: Any) -> Any:
        # What the file may leave out: the canonical path is the path.
        if isinstance(data, dict):
            data = dict(data)
            data.setdefault("canonical", data.get("path", ""))
        return data

    @property
    def is_not_found(self) -> bool:
        return self.key == "not-found"


class ListedRoute(Route):
    """One row of the spec's route table: every column is given."""

    path: str
    section: str
    priority: int = Field(ge=0, le=100)
    changefreq: str | None
    in_sitemap: bool
    fragments: list[RouteFragment]


class RouteTable(ContentFile):
    """content/routes.json."""

    comment: str = Field(default="", alias="_comment")
    product_name: str
    redirects: dict[str, str]
    """Old path -> new path."""
    sections: list[RouteSection]
    """Sitemap groups, in display order."""
    menu: list[str]
    """Route keys of the top menu, in order (their texts: content/navigation.json)."""
    footer: list[str]
    """Route keys of the footer, in order (their texts: content/navigation.json)."""
    routes: list[ListedRoute]
    not_found: Route
    landing: Route
    """The campaign pages' template: its path is their prefix (website/landings.py)."""

    @model_validator(mode="after")
    def _keys_exist(self) -> "RouteTable":
        keys = [route.key for route in self.routes]
        if len(set(keys)) != len(keys):
            raise ValueError("two routes share a key")
        sections = {section.key for section in self.sections}
        for route in self.routes:
            if route.section not in sections:
                raise ValueError(f"route {route.key}: unknown section {route.section}")
        for key in (*self.menu, *self.footer):
            if key not in keys:
                raise ValueError(f"menu or footer: unknown route {key}")
        prefix = self.landing.path
        if not prefix.endswith("/") or any(r.path.startswith(prefix) for r in self.routes):
            raise ValueError(f"landing: {prefix} must be a folder no route is in")
        return self

    def by_path(self, path: str) -> Route | None:
        for route in self.routes:
            if route.path == path:
                return route
        return None


@cache
def route_table() -> RouteTable:
    text = (settings.CONTENT_DIR / "routes.json").read_text(encoding="utf-8")
    return RouteTable.model_validate_json(text)


def page_title(route: Route, title: str | None = None) -> str:
    """Spec §2: the product name followed by the route's title data, or the
    title Marketing gave the page in Wagtail (« Promotion »).

    The client uses the same format after each navigation (it receives this
    string in the page props), so the two can never drift apart.
    """
    return f"{settings.COMPANY['brand']} | {title or route.title}"
