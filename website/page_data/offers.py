"""Props of the offer pages and /contact.

Each offer page gets its FAQ and testimonials files (validated, or their spec
§8 fallbacks) and a FAQPage JSON-LD block for the <head>; /contact gets a
ContactPage block with the reception hours (core/opening_hours.py). The words of each offer page
(hero, steps, cards, contact section) come from content/page_<key>.json, an
editable document; the layout stays in its React page.
"""

from typing import Any

from django.conf import settings
from django.http import HttpRequest

from core import opening_hours
from website import jsonld
from website.content.company import company as company_facts
from website.content.company import schedule
from website.content.jsonld import faq_jsonld
from website.content.loader import load_contact_copy, load_content, load_offer_copy
from website.content.previews import faq_questions_in_html
from website.pages import register
from website.props import contact_details

# Route key -> (FAQ file, testimonials file or None). Spec §2: /cybersecurite
# has no testimonials section.
OFFER_CONTENT: dict[str, tuple[str, str | None]] = {
    "telephonie": ("faq_voip", "avis_telecom"),
    "connexion": ("faq_net", "avis_connexion"),
    "infogerance": ("faq_it", "avis_it"),
    "cybersecurite": ("faq_cyber", None),
}


def _has_questions(faq: dict[str, Any]) -> bool:
    """A FAQPage block only for real questions, not the 'FAQ indisponible' fallback."""
    return bool(faq.get("items")) and not faq.get("error")


def offer_page(request: HttpRequest, key: str) -> dict[str, Any]:
    faq_file, testimonials_file = OFFER_CONTENT[key]
    faq = load_content(faq_file)
    words = load_offer_copy(key)
    # Below the hero: left out of the props embedded in the HTML
    # (pages.embedded_props), fetched with those sections' code.
    sections: dict[str, Any] = {"cards": words["sections"], "contact": words["contact"], "faq": faq}
    if words.get("threatMap"):
        sections["threatMap"] = words["threatMap"]
    if testimonials_file:
        sections["testimonials"] = load_content(testimonials_file)
    return {
        "hero": words["hero"],
        "sections": sections,
        # The questions the HTML shows (the others come with the section's data).
        "jsonld": [faq_jsonld(faq, faq_questions_in_html(request))] if _has_questions(faq) else [],
    }


@register("telephonie")
def telephonie(request: HttpRequest) -> dict[str, Any]:
    return offer_page(request, "telephonie")


@register("connexion")
def connexion(request: HttpRequest) -> dict[str, Any]:
    return offer_page(request, "connexion")


@register("infogerance")
def infogerance(request: HttpRequest) -> dict[str, Any]:
    return offer_page(request, "infogerance")


@register("cybersecurite")
def cybersecurite(request: HttpRequest) -> dict[str, Any]:
    return offer_page(request, "cybersecurite")


@register("contact")
def contact(request: HttpRequest) -> dict[str, Any]:
    company = company_facts()
    return {
        "words": load_contact_copy(),
        "details": contact_details(),
        "jsonld": [
            {
                "@context": "https://schema.org",
                "@type": "ContactPage",
                "name": "Contact",
                "url": settings.SITE_URL + "/contact",
                "inLanguage": "fr-FR",
                "mainEntity": {
                    "@type": "LocalBusiness",
                    "name": company["brand"],
                    "telephone": company["phoneHref"],
                    "email": company["email"],
                    "address": jsonld.postal_address(),
                    # The schedule the page shows and the leads' clock runs on.
                    "openingHoursSpecification": opening_hours.schema_org(schedule()),
                },
            }
        ],
    }
