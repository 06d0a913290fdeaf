"""The spec §8 fallback of each kind of content file, and the spec's strings.

Each string lives here once; the browser receives them inside the props.
"""

from typing import Any

from core.routes import route_table

# Spec §5 and §8 strings.
DEFAULT_FAQ_TITLE = "Questions fréquentes"
DEFAULT_TESTIMONIALS_TITLE = "Ils nous font confiance"
FALLBACK_FAQ_ITEM = {"question": "FAQ indisponible", "answer": "Veuillez réessayer plus tard."}
FALLBACK_TESTIMONIAL = {
    "label": "Support",
    "text": "Support ultra-réactif, nos incidents sont réglés en quelques minutes.",
    "author": "Responsable informatique d'une PME cliente",
}
FALLBACK_CLIENT_NAME = "Entreprise cliente"
FALLBACK_CLIENT_LOGO = "/static/img-opti/brand/logo.svg"


def clients_fallback() -> list[dict[str, Any]]:
    # Spec §8: one fallback logo with a fixed client name, and an error flag.
    return [{"name": FALLBACK_CLIENT_NAME, "logo": FALLBACK_CLIENT_LOGO, "error": True}]


def testimonials_fallback() -> dict[str, Any]:
    return {
        "title": DEFAULT_TESTIMONIALS_TITLE,
        "items": [dict(FALLBACK_TESTIMONIAL)],
        "pills": [{"text": "SLA clair", "variant": "primary"}],
    }


def faq_fallback() -> dict[str, Any]:
    # The error flag (as on the clients fallback) is how the FAQ component
    # knows it shows the fallback state (spec §4) without a copy of its text.
    return {"title": DEFAULT_FAQ_TITLE, "items": [dict(FALLBACK_FAQ_ITEM)], "error": True}


def no_slides() -> list[dict[str, Any]]:
    return []


def no_showcases() -> dict[str, Any]:
    # The offer sections of the home page are then left out; the rest stays.
    return {"showcases": []}


def contact_copy_fallback() -> dict[str, Any]:
    """/contact whose words fail: the offer pages' fallback hero, its button to the form."""
    hero = offer_copy_fallback()["hero"]
    return {"hero": {**hero, "primary": {**hero["primary"], "href": "#formulaire"}}}


def offer_copy_fallback() -> dict[str, Any]:
    """An offer page whose copy fails: a title and the lead form, never a broken page."""
    return {
        "hero": {
            "eyebrow": "TQ Télécom",
            "title": "Parlons de votre projet",
            "lead": "Un conseiller vous rappelle sous 24 h pour un audit initial gratuit.",
            "highlights": [],
            "primary": {"label": "Demander un audit gratuit", "href": "#contact"},
        },
        "sections": [],
        "contact": {
            "title": "Contactez-nous",
            "intro": "Décrivez-nous votre besoin : un conseiller vous rappelle sous 24 h.",
            "submitLabel": "Recevoir mon devis gratuit",
            "points": [],
        },
    }


def navigation_fallback() -> dict[str, Any]:
    """content/navigation.json unusable (never a published version: those are
    checked before they are saved): each link named as in the site map, and
    plain words, so that no page loses its menu."""
    table = route_table()
    labels = {route.key: route.label for route in table.routes}
    return {
        "links": {key: labels[key] for key in (*table.menu, *table.footer)},
        "menuButton": "Menu",
        "solutionsNav": "Nos solutions",
        "legalNav": "Informations légales",
        "cookiesButton": "Gérer les cookies",
        "rights": "Tous droits réservés.",
    }


def not_found_fallback() -> dict[str, Any]:
    """content/page_not_found.json unusable: the route table's title and description."""
    not_found = route_table().not_found
    return {"title": not_found.title, "text": not_found.description}


# Spec §2 « Sitemap page »: its groups' names.
SITEMAP_SECTIONS = {
    "main": "Pages principales",
    "solutions": "Solutions",
    "help": "Aide",
    "legal": "Légal & Politique",
    "other": "Autres",
}


def sitemap_fallback() -> dict[str, Any]:
    """content/page_sitemap.json unusable: the route table's title and
    description, the spec's group names."""
    route = next(route for route in route_table().routes if route.key == "sitemap")
    return {
        "title": route.title,
        "intro": route.description,
        "sections": dict(SITEMAP_SECTIONS),
        "xmlLink": "sitemap.xml",
    }


def legal_prose_fallback(route_key: str) -> dict[str, Any]:
    """A legal page's file unusable: its title and where to ask for the text
    (the contact facts stay live), no section, no date."""
    route = next(route for route in route_table().routes if route.key == route_key)
    return {
        "title": route.title,
        "intro": [
            "Le texte de cette page est momentanément indisponible. Pour l'obtenir, "
            "écrivez-nous à ",
            {"type": "fact", "fact": "email"},
            " ou appelez le ",
            {"type": "fact", "fact": "phone"},
            ".",
        ],
        "sections": [],
    }
