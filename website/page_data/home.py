"""Props of the home page (registered under the route key "home").

The hero slides, the client logos, the testimonials (avis.json, then the
published reviews, moderated in the admin) and the copy of the offer sections
(content/home.json). The slogan, the sections' headings and the closing
call come from content/home.json too ("words", edited on the home page in
Wagtail), with the key figures under the slogan and the four offer cards.
"""

from typing import Any

from django.http import HttpRequest

from core.routes import route_table
from reviews.testimonials import published_testimonial_items
from website.content.loader import load_content, load_home_copy
from website.content.validate import validate_testimonial_items
from website.pages import page_description, register

# The four offers of /home's cards, in the spec's order: the one list of them
# (frontend/src/components/home/CategoryCards.tsx shows them in this order).
CATEGORY_KEYS = ("telephonie", "connexion", "infogerance", "cybersecurite")


@register("home")
def home(request: HttpRequest) -> dict[str, Any]:
    testimonials = load_content("avis")
    # Reviews go through the same rules as the file (non-blank text, limits).
    published = validate_testimonial_items(published_testimonial_items(), "published reviews")
    # A review Marketing also took into the testimonials (cms/from_reviews.py)
    # is shown once, where Marketing put it.
    quoted = {item["text"] for item in testimonials["items"]}
    testimonials["items"].extend(item for item in published if item["text"] not in quoted)
    copy = load_home_copy()
    sections: dict[str, Any] = {
        "clients": load_content("clients"),
        "testimonials": testimonials,
        "showcases": copy["showcases"],
        "categories": categories(copy.get("categories", [])),
    }
    page: dict[str, Any] = {
        "slides": load_content("home-coursel"),
        "figures": copy.get("figures", []),
    }
    # Words that failed validation are left out: the page says the spec's.
    if "words" in copy:
        # The first screen's one line of them; the rest with the sections.
        page["slogan"] = copy["words"]["slogan"]
        sections["words"] = copy["words"]
    # Below the first screen: left out of the props embedded in the HTML
    # (pages.embedded_props), fetched with those sections' code.
    page["sections"] = sections
    return page


def categories(edited: list[dict[str, Any]]) -> list[dict[str, str]]:
    """The four offer cards in the spec's order: home.json's words for each, or
    (a card it lacks) the page's name in the route table and its description."""
    by_key = {card["key"]: card for card in edited}
    labels = {route.key: route.label for route in route_table().routes}
    return [
        by_key.get(key) or {"key": key, "title": labels[key], "text": page_description(key)}
        for key in CATEGORY_KEYS
    ]
