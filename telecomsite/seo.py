"""sitemap.xml and robots.txt, generated from the route table."""

from xml.sax.saxutils import escape

from django.conf import settings
from django.http import HttpRequest, HttpResponse
from django.views.decorators.http import require_safe

from .routes import route_table


@require_safe
def sitemap_xml(request: HttpRequest) -> HttpResponse:
    lines = [
        '<?xml version="1.0" encoding="UTF-8"?>',
        '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ]
    routes = [r for r in route_table().routes if r.in_sitemap]
    # Highest priority first, like the sitemap page.
    for route in sorted(routes, key=lambda r: (-(r.priority or 0), r.label)):
        lines.append("  <url>")
        lines.append(f"    <loc>{escape(settings.SITE_URL + route.canonical)}</loc>")
        if route.changefreq:
            lines.append(f"    <changefreq>{route.changefreq}</changefreq>")
        if route.priority is not None:
            # Spec priorities run 0-100; the sitemap protocol wants 0.0-1.0.
            lines.append(f"    <priority>{route.priority / 100:.2f}</priority>")
        lines.append("  </url>")
    lines.append("</urlset>")
    return HttpResponse("\n".join(lines) + "\n", content_type="application/xml; charset=utf-8")


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
