"""sitemap.xml and robots.txt, generated from the route table (and the campaign pages).

sitemap.xml is django.contrib.sitemaps' view over the route table, with a
template of our own (templates/seo/sitemap.xml) that keeps the output the
site always had: one element per line, no xhtml namespace, priorities with
two decimals.
"""

from decimal import Decimal
from typing import Any

from django.conf import settings
from django.contrib.sitemaps import Sitemap
from django.contrib.sitemaps.views import sitemap
from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from core.routes import Route, route_table

from . import landings


class RouteSitemap(Sitemap):
    """The public routes of content/routes.json and the campaign pages
    (website/landings.py: live, not ended, not noindex), highest priority
    first, like the sitemap page."""

    def items(self) -> list[Route]:
        routes: list[Route] = [r for r in route_table().routes if r.in_sitemap]
        routes += [landings.route_for(landing) for landing in landings.listed()]
        return sorted(routes, key=lambda r: (-(r.priority or 0), r.label))

    def location(self, item: Route) -> str:
        return item.canonical

    def changefreq(self, item: Route) -> str | None:
        return item.changefreq

    def priority(self, item: Route) -> Decimal | None:
        # Spec priorities run 0-100; the sitemap protocol wants 0.0-1.0 (1.00, 0.09).
        return None if item.priority is None else Decimal(item.priority).scaleb(-2)

    # Absolute URLs on SITE_URL, the public origin, whatever host the request used
    # (the sites framework is not needed for that).
    def get_protocol(self, protocol: str | None = None) -> str:
        return str(settings.SITE_URL).split("://", 1)[0]

    def get_domain(self, site: Any = None) -> str:
        return str(settings.SITE_URL).split("://", 1)[1]


@require_safe
def sitemap_xml(request: HttpRequest) -> HttpResponse:
    response: HttpResponse = sitemap(
        request,
        {"routes": RouteSitemap},
        template_name="seo/sitemap.xml",
        content_type="application/xml; charset=utf-8",
    )
    return response


@require_safe
def robots_txt(request: HttpRequest) -> HttpResponse:
    body = "\n".join(
        [
            "User-agent: *",
            f"Disallow: /{settings.ADMIN_PATH}",
            "Disallow: /api/",
            "Allow: /",
            f"Sitemap: {settings.SITE_URL}/sitemap.xml",
            "",
        ]
    )
    return HttpResponse(body, content_type="text/plain; charset=utf-8")
