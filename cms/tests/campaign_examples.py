"""A campaign page with every block, as Marketing would write one: the
pytest suite, the Playwright specs (through `manage.py shell`, e.g. the
budgets of frontend/e2e/budgets.spec.ts) and the Lighthouse run build it
from here, so they measure the same page.

    from cms.tests.campaign_examples import publish_every_block
    publish_every_block("salon-it-2027")
"""

from typing import Any

from cms.landing_page import CampaignIndexPage, LandingPage

HERO = {
    "eyebrow": "Salon IT Lyon 2027 · stand B12",
    "title": "Votre standard VoIP installé en 48 h, audit offert",
    "lead": "Rencontrez nos techniciens sur le salon et repartez avec un audit gratuit de "
    "votre téléphonie, de votre connexion et de votre sécurité.",
    "highlights": [{"text": "Audit gratuit"}, {"text": "Installation en 48 h"}],
    "button": "Réserver mon audit",
    "art": "telephonie",
}
CARDS = {
    "title": "Ce que nous installons pour vous",
    "intro": "Une offre unique pour les visiteurs du salon, valable jusqu'au 31 mars.",
    "items": [
        {
            "title": "Standard VoIP",
            "text": "Pré-décroché, musique d'attente et débordement.",
            "badge": "",
            "points": [],
        },
        {
            "title": "Fibre avec secours 4G",
            "text": "La connexion bascule seule en cas de coupure.",
            "badge": "Offre salon",
            "points": [],
        },
        {
            "title": "Pare-feu nouvelle génération",
            "text": "Filtrage, VPN et mises à jour gérées.",
            "badge": "",
            "points": [{"text": "Supervision 24/7"}, {"text": "Rapport mensuel"}],
        },
    ],
    "note": "",
}
STEPS = {
    "title": "Trois étapes jusqu'à la mise en service",
    "intro": "",
    "items": [
        {"title": "Audit", "text": "Un technicien fait le point sur vos lignes et votre réseau."},
        {"title": "Devis", "text": "Vous recevez une proposition claire sous 24 h."},
        {"title": "Installation", "text": "Nous installons et formons vos équipes en 48 h."},
    ],
}
FAQ = {
    "title": "Vos questions sur l'offre du salon",
    "items": [
        {
            "question": "L'audit est-il vraiment gratuit ?",
            "answer": "Oui, sans engagement : il dure 30 minutes, sur place ou à distance.",
        },
        {
            "question": "Puis-je garder mes numéros ?",
            "answer": "Oui, la portabilité de vos numéros est incluse, sans coupure.",
        },
    ],
}
TESTIMONIALS = {
    "title": "Ils nous ont rencontrés au salon",
    "items": [
        {
            "label": "Téléphonie",
            "text": "Installation faite en deux jours, sans coupure.",
            "author": "Sandrine M., gérante, Boulangeries Maréchal",
        },
        {
            "label": "",
            "text": "L'audit nous a montré trois failles que nous ignorions.",
            "author": "",
        },
    ],
    "pills": [{"text": "Clients depuis le salon 2026", "variant": "primary"}],
}
CLIENTS = {"title": "Ils nous font confiance"}
CLOSING = {
    "title": "Prêt à moderniser votre téléphonie ?",
    "text": "Réservez votre audit gratuit : un conseiller vous rappelle sous 24 h ouvrées.",
    "button": "Réserver mon audit",
}
FORM = {
    "context": "telephonie",
    "title": "Réservez votre audit gratuit",
    "intro": "Laissez vos coordonnées : un conseiller vous rappelle sous 24 h ouvrées.",
    "submit_label": "Être rappelé",
}
EVERY_BLOCK: list[tuple[str, Any]] = [
    ("hero", HERO),
    ("cards", CARDS),
    ("steps", STEPS),
    ("testimonials", TESTIMONIALS),
    ("clients", CLIENTS),
    ("faq", FAQ),
    ("closing", CLOSING),
    ("form", FORM),
]
DESCRIPTION = "L'offre du salon IT de Lyon : standard VoIP installé en 48 h et audit gratuit."


def publish_every_block(slug: str, **fields: Any) -> LandingPage:
    """A new campaign page with every block, published (by « système »)."""
    page = LandingPage(
        title="Salon IT Lyon 2027",
        slug=slug,
        search_description=DESCRIPTION,
        body=EVERY_BLOCK,
        **fields,
    )
    CampaignIndexPage.objects.get().add_child(instance=page)
    page.save_revision().publish()
    return page
