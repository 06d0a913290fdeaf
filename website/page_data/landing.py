"""props.page of a campaign page (website/props.py's LandingPage): its
blocks as Marketing published them (website/landings.py), the published
client logos when it shows them, a FAQPage block for its FAQ, and its own
robots and sharing image."""

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from core.routes import Route
from website import landings
from website.content.jsonld import faq_jsonld
from website.content.loader import load_content, load_offer_copy
from website.content.previews import faq_questions_in_html
from website.pages import register, social_image


@register("landing", with_route=True)
def landing_page(request: HttpRequest, route: Route) -> dict[str, Any]:
    # The view (or the editor's preview) found a page at this path.
    landing = landings.page_at(route.path)
    if landing is None:
        raise LookupError(f"no campaign page at {route.path}")
    blocks = [_with_promises(block) for block in landing["blocks"]]
    kinds = {block["type"]: block["value"] for block in blocks}
    page: dict[str, Any] = {"blocks": blocks}
    if "clients" in kinds:
        page["clients"] = load_content("clients")
    # The questions the HTML shows (the others come with the block's data).
    shown = faq_questions_in_html(request)
    page["jsonld"] = [faq_jsonld(kinds["faq"], shown)] if "faq" in kinds else []
    page["meta"] = {
        "robots": "noindex,follow" if landing.get("noindex") else "index,follow",
        **social_image(settings.SITE_URL, landing.get("image")),
    }
    return page


def _with_promises(block: dict[str, Any]) -> dict[str, Any]:
    """A form block saved before its promises were edited in it shows the
    offer pages' (as it did then); the others are as published."""
    if block["type"] != "form" or block["value"].get("points") is not None:
        return block
    points = load_offer_copy("telephonie")["contact"]["points"]
    return {**block, "value": {**block["value"], "points": points}}
