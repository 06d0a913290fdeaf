"""Every URL of the site, in the order a request is matched.

The admin (staff), the JSON API (leads, reviews, ALTCHA), the crawler files,
health, the threat map's status, the spec's data files, then every other path
as a page of the route table (website/views.py), or the 404 page.
"""

from django.conf import settings
from django.contrib import admin
from django.urls import include, path, re_path
from django.views.static import serve
from wagtail.admin import urls as wagtailadmin_urls

from website import health, seo, threatmap, views
from website.content import views as content_views
from website.freshness import not_stored_across_publication

from .api import api

urlpatterns = [
    # Staff sign-in, second factors, invitations (accounts/), before the admin's catch-all.
    path(settings.ADMIN_PATH + "compte/", include("accounts.urls")),
    # Wagtail, where Marketing edits the pages (cms/), under the same guards.
    path(settings.ADMIN_PATH + "cms/", include(wagtailadmin_urls)),
    path(settings.ADMIN_PATH, admin.site.urls),
    path("api/", api.urls),
    path("sitemap.xml", seo.sitemap_xml, name="sitemap-xml"),
    path("robots.txt", seo.robots_txt, name="robots-txt"),
    # Readiness (database, cache, renderer) and liveness; website/health.py.
    path("healthz", views.health, name="health"),
    path("livez", health.livez, name="livez"),
    # Whether the external threat map can be framed (the modal asks on open).
    path("threat-map/status", threatmap.status, name="threat-map-status"),
    # Spec §7 data files, validated (or their fallback); unknown names are 404.
    # (Both kept out of nginx's micro-cache when a content publication
    # happened while they were answered: website/freshness.py.)
    re_path(
        r"^assets/data/(?P<name>[a-z_-]+)\.json$",
        not_stored_across_publication(content_views.data_file),
        name="data-file",
    ),
    # Every other path is a page of the route table, or the 404 page.
    re_path(r"^(?P<path>.*)$", not_stored_across_publication(views.page), name="page"),
]
if settings.DEBUG or settings.SERVE_MEDIA:
    # `make run` and the e2e stack only: uploaded images (MEDIA_ROOT), images alone. In
    # production nginx serves MEDIA_URL (deploy/nginx-site.conf.template).
    urlpatterns.insert(
        -1,
        re_path(
            r"^" + settings.MEDIA_URL.lstrip("/") + r"(?P<path>[\w./-]+\.(?:avif|webp|png|jpe?g))$",
            serve,
            {"document_root": settings.MEDIA_ROOT},
        ),
    )
