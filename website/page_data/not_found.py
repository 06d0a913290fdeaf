"""props.page of the 404 page: its words as published from Wagtail (the site's
root page, cms/site_words.py), else content/page_not_found.json
(website/props.py: NotFoundPage). Only the 404 carries them."""

from typing import Any

from django.http import HttpRequest

from website.content import loader
from website.pages import register


@register("not-found")
def not_found_page(request: HttpRequest) -> dict[str, Any]:
    return {"words": loader.load_not_found()}
