"""A page's hero, as Marketing edits it: the eyebrow, the title (the page's
one h1), the lead, up to four highlights and its buttons' texts.

Shared by the offer pages (offer_copy.py) and the contact page (contact.py).
The buttons' targets are the spec's: they come from the shipped file.
"""

from typing import Any

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField

from . import bounds
from .blocks import ShortLineBlock


class HeroCopy(models.Model):
    """Abstract: its fields live on the page types that have a hero."""

    hero_eyebrow = models.CharField("Surtitre", max_length=bounds.EYEBROW_MAX, default="")
    hero_title = models.CharField(
        "Titre de la page (h1)", max_length=bounds.HERO_TITLE_MAX, default=""
    )
    hero_lead = models.TextField("Chapeau", max_length=bounds.HERO_LEAD_MAX, default="")
    hero_highlights = StreamField(
        [("highlight", ShortLineBlock(label="Point fort"))],
        verbose_name="Points forts",
        blank=True,
        max_num=bounds.HIGHLIGHTS_MAX,
        help_text="Jusqu'à quatre courtes phrases sous le chapeau.",
    )
    hero_primary_label = models.CharField(
        "Texte du bouton principal", max_length=bounds.BUTTON_MAX, default=""
    )
    hero_secondary_label = models.CharField(
        "Texte du second bouton", max_length=bounds.BUTTON_MAX, blank=True, default=""
    )

    hero_panel = MultiFieldPanel(
        [
            FieldPanel("hero_eyebrow"),
            FieldPanel("hero_title"),
            FieldPanel("hero_lead"),
            FieldPanel("hero_highlights"),
            FieldPanel("hero_primary_label"),
            FieldPanel("hero_secondary_label"),
        ],
        heading="En-tête de la page",
    )

    class Meta:
        abstract = True

    def has_copy(self) -> bool:
        """False for a version saved before the words were edited here."""
        return bool(self.hero_title)

    def fill_hero(self, hero: dict[str, Any]) -> None:
        self.hero_eyebrow, self.hero_title, self.hero_lead = (
            hero["eyebrow"],
            hero["title"],
            hero["lead"],
        )
        self.hero_highlights = [("highlight", {"text": t}) for t in hero.get("highlights", [])]
        self.hero_primary_label = hero["primary"]["label"]
        self.hero_secondary_label = (hero.get("secondary") or {}).get("label", "")

    def hero_errors(self, shipped: dict[str, Any]) -> dict[str, str]:
        if bool(self.hero_secondary_label.strip()) == ("secondary" in shipped):
            return {}
        return {
            "hero_secondary_label": "Le second bouton est prévu par le cahier des "
            "charges : donnez-lui un texte."
            if "secondary" in shipped
            else "Cette page n'a pas de second bouton."
        }

    def hero_document(self, shipped: dict[str, Any]) -> dict[str, Any]:
        hero: dict[str, Any] = {
            "eyebrow": self.hero_eyebrow,
            "title": self.hero_title,
            "lead": self.hero_lead,
            "highlights": [block.value["text"] for block in self.hero_highlights],
            "primary": {**shipped["primary"], "label": self.hero_primary_label},
        }
        if "secondary" in shipped:
            hero["secondary"] = {**shipped["secondary"], "label": self.hero_secondary_label}
        return hero
