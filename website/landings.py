"""The campaign pages' addresses (issue 32): what a path under the landing
prefix answers.

Marketing publishes the pages from Wagtail into the « landings » document
(website/content/landing_schema.py); this module reads it at each request,
so a page published, renamed or ended needs no release. A live page is
served like a route of the table (views.py), through the route table's
« landing » template; a former address answers 301 to the current one; an
ended page answers 410 with the 404 page's design, or 301 to the page of
this site Marketing chose. An unknown address is the site's usual 404.
"""

from dataclasses import dataclass
from datetime import datetime
from typing import Any, Literal

from django.utils import timezone

from core.routes import Route, route_table

from .content import loader

# Their weight in sitemap.xml (0-100, as the route table's): below the offer
# pages (60-90), above the contact and legal pages.
SITEMAP_PRIORITY = 55


@dataclass(frozen=True)
class Found:
    """What a path of a campaign page answers."""

    kind: Literal["page", "moved", "gone"]
    landing: dict[str, Any] | None = None
    """The page, for "page"."""
    target: str = ""
    """Where "moved" sends the visitor (a path of this site)."""


def prefix() -> str:
    return route_table().landing.path


def address(landing: dict[str, Any]) -> str:
    return prefix() + landing["slug"]


def has_ended(landing: dict[str, Any], now: datetime | None = None) -> bool:
    ends_at = landing.get("endsAt")
    return ends_at is not None and datetime.fromisoformat(ends_at) <= (now or timezone.now())


def page_at(path: str) -> dict[str, Any] | None:
    """The page whose address is `path`, ended or not (the props builder's
    and the editor's preview's: the view has already turned an ended page
    away)."""
    if not path.startswith(prefix()):
        return None
    slug = path.removeprefix(prefix())
    return next((p for p in loader.load_landings() if p["slug"] == slug), None)


def resolve(path: str, now: datetime | None = None) -> Found | None:
    """What `path` (without a trailing slash) answers; None: not a campaign page."""
    landing = page_at(path)
    if landing is not None:
        if not has_ended(landing, now):
            return Found("page", landing)
        after = landing.get("afterEnd")
        return Found("moved", target=after) if after else Found("gone")
    if not path.startswith(prefix()):
        return None
    slug = path.removeprefix(prefix())
    for former in loader.load_landings():
        if slug in former.get("formerSlugs", []):
            return Found("moved", target=address(former))
    return None


def route_for(landing: dict[str, Any]) -> Route:
    """The page as a route of the table: the template's component, its own
    path, label, title and description."""
    template = route_table().landing
    path = address(landing)
    return template.model_copy(
        update={
            "label": landing["title"],
            "title": landing["title"],
            "description": landing["description"],
            "path": path,
            "canonical": path,
            "priority": SITEMAP_PRIORITY,
            "in_sitemap": not landing.get("noindex", False),
        }
    )


def listed(now: datetime | None = None) -> list[dict[str, Any]]:
    """The pages search engines and the site map page list: live, not ended,
    not kept out of the index; by title."""
    pages = [
        landing
        for landing in loader.load_landings()
        if not landing.get("noindex", False) and not has_ended(landing, now)
    ]
    return sorted(pages, key=lambda landing: landing["title"].casefold())
