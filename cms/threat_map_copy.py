"""The words of /cybersecurite's live threat-map card (spec §2: « a live threat
map that opens an external threat-map site in a new tab »), after its
solutions' cards: its title, tag and text, published with the page's words
(« page_cybersecurite »: "threatMap"). The map's address is the operator's
(THREAT_MAP_URL); the buttons' texts stay the component's.

Only the page whose shipped words have the card shows its fields
(OfferPageForm): the other offer pages have no threat map.
"""

from typing import Any

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel

from . import bounds
from .shipped import shipped_document
from .testimonials import TestimonialsForm

FIELDS = ("threat_map_title", "threat_map_badge", "threat_map_text")


class ThreatMapCopy(models.Model):
    """Abstract: its fields live on OfferPage."""

    threat_map_title = models.CharField(
        "Titre de la carte des menaces", max_length=bounds.CARD_TITLE_MAX, blank=True, default=""
    )
    threat_map_badge = models.CharField(
        "Étiquette", max_length=bounds.CARD_BADGE_MAX, blank=True, default="",
        help_text="Au-dessus du texte, par exemple « En temps réel ».",
    )  # fmt: skip
    threat_map_text = models.TextField(
        "Texte", max_length=bounds.THREAT_MAP_TEXT_MAX, blank=True, default=""
    )

    threat_map_panel = MultiFieldPanel(
        [FieldPanel(name) for name in FIELDS], heading="Carte des menaces en direct"
    )

    class Meta:
        abstract = True

    route_key: str

    def has_threat_map(self) -> bool:
        """Whether this page's shipped words have the card (/cybersecurite's)."""
        return "threatMap" in shipped_document(f"page_{self.route_key}")

    def fill_threat_map(self, card: dict[str, str] | None) -> None:
        card = card or {}
        self.threat_map_title = card.get("title", "")
        self.threat_map_badge = card.get("badge", "")
        self.threat_map_text = card.get("text", "")

    def threat_map_errors(self) -> dict[str, str]:
        """The card's page must word it (blank=True: the other pages have none)."""
        if not self.has_threat_map():
            return {}
        return {
            name: "Ce champ ne peut pas être vide."
            for name in FIELDS
            if not getattr(self, name).strip()
        }

    def threat_map_document(self) -> dict[str, Any]:
        """The document's "threatMap" (nothing on a page without the card)."""
        if not self.has_threat_map():
            return {}
        card = {
            "title": self.threat_map_title,
            "badge": self.threat_map_badge,
            "text": self.threat_map_text,
        }
        return {"threatMap": card}


class OfferPageForm(TestimonialsForm):
    """An offer page's form: the threat-map card's fields on its page only."""

    def __init__(self, *args: Any, **kwargs: Any) -> None:
        super().__init__(*args, **kwargs)
        if not self.instance.has_threat_map():
            for name in FIELDS:
                self.fields.pop(name, None)
