"""props.page of the site map page: its own words as published from Wagtail
(cms/sitemap_page.py), else content/page_sitemap.json (website/props.py:
SitemapPage). The lists themselves come from the route table, and the
campaign pages search engines may list (website/landings.py), in its
« landing » template's group."""

from typing import Any

from django.http import HttpRequest

from website import landings
from website.content import loader
from website.pages import register


@register("sitemap")
def sitemap_page(request: HttpRequest) -> dict[str, Any]:
    campaigns = [
        {"path": landings.address(landing), "label": landing["title"]}
        for landing in landings.listed()
    ]
    return {"words": loader.load_sitemap_words(), "campaigns": campaigns}
