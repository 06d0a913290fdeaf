"""The words of an offer page, edited with the page: its hero, its sections
of cards, and the heading of its contact block.

They publish the « page_<key> » document (content/page_<key>.json, checked
by website/content/schemas.py's OfferCopy), which the page's React component
lays out. Marketing edits what the sections say, not which sections exist,
nor where the buttons lead, nor the form's button: the spec fixes those, so
they are taken from the shipped file.
"""

from typing import Any

from django.db import models
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField

from . import bounds
from .blocks import KeyFigureBlock, PromiseBlock, ShortLineBlock
from .hero_copy import HeroCopy
from .shipped import shipped_document
from .threat_map_copy import ThreatMapCopy


class OfferCardBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=bounds.CARD_TITLE_MAX)
    text = blocks.TextBlock(label="Texte", max_length=bounds.CARD_TEXT_MAX)
    badge = blocks.CharBlock(
        label="Étiquette",
        max_length=bounds.CARD_BADGE_MAX,
        required=False,
        help_text="Facultative, par exemple « Bientôt disponible sur iOS ».",
    )
    points = blocks.ListBlock(
        ShortLineBlock(label="Point"),
        label="Points sous le texte",
        min_num=0,
        max_num=bounds.CARD_POINTS_MAX,
        collapsed=True,
    )

    class Meta:
        label = "Carte"
        icon = "doc-full"


class OfferSectionBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre de la section", max_length=bounds.SECTION_TITLE_MAX)
    intro = blocks.TextBlock(label="Introduction", max_length=bounds.SECTION_INTRO_MAX)
    items = blocks.ListBlock(OfferCardBlock(), label="Cartes", min_num=1, max_num=bounds.CARDS_MAX)
    note = blocks.TextBlock(
        label="Phrase sous les cartes", max_length=bounds.SECTION_NOTE_MAX, required=False
    )

    class Meta:
        label = "Section"
        icon = "list-ul"


class OfferCopy(HeroCopy, ThreatMapCopy):
    """The offer page's words (abstract: its fields live on OfferPage)."""

    sections = StreamField(
        [("section", OfferSectionBlock())],
        verbose_name="Sections (dans l'ordre de la page)",
        blank=True,
        help_text="Les sections et leur ordre sont ceux du cahier des charges : modifiez "
        "leurs textes et leurs cartes.",
    )
    contact_title = models.CharField(
        "Titre du bloc de contact", max_length=bounds.CONTACT_TITLE_MAX, default=""
    )
    contact_intro = models.TextField(
        "Introduction du bloc de contact", max_length=bounds.CONTACT_INTRO_MAX, default=""
    )
    contact_points = StreamField(
        [("point", PromiseBlock())],
        verbose_name="Engagements à côté du formulaire",
        blank=True,
        max_num=bounds.PROMISES_MAX,
        help_text="Ce que la demande apporte, en une ligne chacun (le cahier des charges "
        "promet un rappel sous 24 h).",
    )
    contact_figures = StreamField(
        [("figure", KeyFigureBlock())],
        verbose_name="Chiffres clés sous le texte",
        blank=True,
        max_num=bounds.FIGURES_MAX,
        help_text="Facultatifs : la page Cybersécurité les montre, par exemple « 99,8 % » "
        "« de disponibilité réseau ».",
    )

    copy_panels = [
        HeroCopy.hero_panel,
        FieldPanel("sections"),
        ThreatMapCopy.threat_map_panel,
        MultiFieldPanel(
            [
                FieldPanel("contact_title"),
                FieldPanel("contact_intro"),
                FieldPanel("contact_points"),
                FieldPanel("contact_figures"),
            ],
            heading="Bloc de contact",
        ),
    ]

    class Meta:
        abstract = True

    route_key: str

    def fill_copy(self, copy: dict[str, Any]) -> None:
        self.fill_hero(copy["hero"])
        self.sections = [("section", _section_value(s)) for s in copy["sections"]]
        self.fill_threat_map(copy.get("threatMap"))
        contact = copy["contact"]
        self.contact_title, self.contact_intro = contact["title"], contact["intro"]
        self.fill_contact_claims(contact)

    def fill_contact_claims(self, contact: dict[str, Any]) -> None:
        """The contact block's promises and key figures."""
        self.contact_points = [("point", {"text": text}) for text in contact.get("points", [])]
        self.contact_figures = [("figure", dict(f)) for f in contact.get("figures") or []]

    def copy_errors(self) -> dict[str, str]:
        shipped = shipped_document(f"page_{self.route_key}")
        if len(self.sections) != len(shipped["sections"]):
            count = len(shipped["sections"])
            return {
                "sections": f"Cette page a {count} section{'s' if count > 1 else ''}, "
                "fixée(s) par le cahier des charges : modifiez leurs textes sans en "
                "ajouter ni en retirer."
            }
        return self.threat_map_errors() or self.hero_errors(shipped["hero"])

    def copy_document(self) -> dict[str, Any]:
        """The « page_<key> » document; the links and the form's button are the file's."""
        shipped = shipped_document(f"page_{self.route_key}")
        contact = {
            **shipped["contact"],
            "title": self.contact_title,
            "intro": self.contact_intro,
            "points": [block.value["text"] for block in self.contact_points],
        }
        contact.pop("figures", None)
        if self.contact_figures:
            contact["figures"] = [
                {"value": block.value["value"], "label": block.value["label"]}
                for block in self.contact_figures
            ]
        return {
            "hero": self.hero_document(shipped["hero"]),
            "sections": [section_document(block.value) for block in self.sections],
            **self.threat_map_document(),
            "contact": contact,
        }


def _section_value(section: dict[str, Any]) -> dict[str, Any]:
    return {
        "title": section["title"],
        "intro": section["intro"],
        "items": [
            {
                "title": card["title"],
                "text": card["text"],
                "badge": card.get("badge", ""),
                "points": [{"text": point} for point in card.get("points") or []],
            }
            for card in section["items"]
        ],
        "note": section.get("note", ""),
    }


def section_document(value: Any) -> dict[str, Any]:
    section: dict[str, Any] = {
        "title": value["title"],
        "intro": value["intro"],
        "items": [],
    }
    for card in value["items"]:
        item: dict[str, Any] = {"title": card["title"], "text": card["text"]}
        if card["badge"]:
            item["badge"] = card["badge"]
        if card["points"]:
            item["points"] = [point["text"] for point in card["points"]]
        section["items"].append(item)
    if value["note"]:
        section["note"] = value["note"]
    return section
