"""/home's key figures under the slogan and its four offer cards (spec §1, §2).

Part of the « home » document (content/home.json: "figures", "categories",
and the cards' « Découvrir » in "words"). The cards' targets and order are
the spec's (four cards, to the four offer pages: website/page_data/home.py);
Marketing writes their titles and texts.
"""

from typing import Any

from django.db import models
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField

from core.routes import route_table
from website.page_data.home import CATEGORY_KEYS

from . import bounds
from .blocks import KeyFigureBlock


def _card_pages() -> str:
    labels = {route.key: route.label for route in route_table().routes}
    return ", ".join(labels[key] for key in CATEGORY_KEYS)


class OfferCardBlock(blocks.StructBlock):
    title = blocks.CharBlock(
        label="Titre (le lien vers la page)", max_length=bounds.CATEGORY_TITLE_MAX
    )
    text = blocks.TextBlock(label="Texte", max_length=bounds.CATEGORY_TEXT_MAX)

    class Meta:
        label = "Carte d'offre"
        icon = "link"


class HomeCards(models.Model):
    """Abstract: its fields live on the home page (home_page.py)."""

    key_figures = StreamField(
        [("figure", KeyFigureBlock())],
        verbose_name="Chiffres clés",
        blank=True,
        max_num=bounds.FIGURES_MAX,
        help_text="Sous le slogan, dans cet ordre.",
    )
    offer_cards = StreamField(
        [("card", OfferCardBlock())],
        verbose_name="Cartes des offres",
        blank=True,
        help_text=f"Une carte par offre, dans l'ordre du cahier des charges : {_card_pages()}.",
    )
    offer_cards_link = models.CharField(
        "Texte sous chaque carte",
        max_length=bounds.CATEGORY_LINK_MAX,
        default="",
        help_text="Suivi d'une flèche, par exemple « Découvrir ».",
    )

    figures_panel = FieldPanel("key_figures")
    cards_panel = MultiFieldPanel(
        [FieldPanel("offer_cards"), FieldPanel("offer_cards_link")], heading="Cartes des offres"
    )

    class Meta:
        abstract = True

    def fill_cards(self, home: dict[str, Any], words: dict[str, Any]) -> None:
        """Takes a « home » document's figures and cards (seed.py)."""
        self.key_figures = [("figure", dict(f)) for f in home.get("figures") or []]
        self.offer_cards = [
            ("card", {"title": card["title"], "text": card["text"]})
            for card in home.get("categories") or []
        ]
        self.offer_cards_link = words.get("categoriesLink") or ""

    def has_cards(self) -> bool:
        """False for a version saved before the cards were edited here."""
        return bool(self.offer_cards_link)

    def cards_errors(self) -> dict[str, str]:
        if len(self.offer_cards) != len(CATEGORY_KEYS):
            return {
                "offer_cards": f"La page d'accueil a {len(CATEGORY_KEYS)} cartes, une par offre "
                "et dans l'ordre du cahier des charges : modifiez leurs textes sans en "
                "ajouter ni en retirer."
            }
        if not self.key_figures:
            return {"key_figures": "Gardez au moins un chiffre clé."}
        return {}

    def cards_document(self) -> dict[str, Any]:
        """The document's "figures" and "categories" (the cards by route key)."""
        return {
            "figures": [
                {"value": block.value["value"], "label": block.value["label"]}
                for block in self.key_figures
            ],
            "categories": [
                {"key": key, "title": block.value["title"], "text": block.value["text"]}
                for key, block in zip(CATEGORY_KEYS, self.offer_cards, strict=False)
            ],
        }
