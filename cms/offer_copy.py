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

from website.content.schemas import LABEL_MAX, LEAD_MAX, TITLE_MAX

from .blocks import ShortLineBlock
from .hero_copy import HeroCopy
from .shipped import shipped_document


class OfferCardBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=LABEL_MAX)
    text = blocks.TextBlock(label="Texte", max_length=LEAD_MAX)
    badge = blocks.CharBlock(
        label="Étiquette",
        max_length=LABEL_MAX,
        required=False,
        help_text="Facultative, par exemple « Bientôt disponible sur iOS ».",
    )
    points = blocks.ListBlock(
        ShortLineBlock(label="Point"),
        label="Points sous le texte",
        min_num=0,
        max_num=6,
        collapsed=True,
    )

    class Meta:
        label = "Carte"
        icon = "doc-full"


class OfferSectionBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre de la section", max_length=TITLE_MAX)
    intro = blocks.TextBlock(label="Introduction", max_length=LEAD_MAX)
    items = blocks.ListBlock(OfferCardBlock(), label="Cartes", min_num=1, max_num=12)
    note = blocks.TextBlock(label="Phrase sous les cartes", max_length=LEAD_MAX, required=False)

    class Meta:
        label = "Section"
        icon = "list-ul"


class OfferCopy(HeroCopy):
    """The offer page's words (abstract: its fields live on OfferPage)."""

    sections = StreamField(
        [("section", OfferSectionBlock())],
        verbose_name="Sections (dans l'ordre de la page)",
        blank=True,
        help_text="Les sections et leur ordre sont ceux du cahier des charges : modifiez "
        "leurs textes et leurs cartes.",
    )
    contact_title = models.CharField("Titre du bloc de contact", max_length=TITLE_MAX, default="")
    contact_intro = models.TextField(
        "Introduction du bloc de contact", max_length=LEAD_MAX, default=""
    )

    copy_panels = [
        HeroCopy.hero_panel,
        FieldPanel("sections"),
        MultiFieldPanel(
            [FieldPanel("contact_title"), FieldPanel("contact_intro")],
            heading="Bloc de contact",
        ),
    ]

    class Meta:
        abstract = True

    route_key: str

    def fill_copy(self, copy: dict[str, Any]) -> None:
        self.fill_hero(copy["hero"])
        self.sections = [("section", _section_value(s)) for s in copy["sections"]]
        self.contact_title = copy["contact"]["title"]
        self.contact_intro = copy["contact"]["intro"]

    def copy_errors(self) -> dict[str, str]:
        shipped = shipped_document(f"page_{self.route_key}")
        if len(self.sections) != len(shipped["sections"]):
            count = len(shipped["sections"])
            return {
                "sections": f"Cette page a {count} section{'s' if count > 1 else ''}, "
                "fixée(s) par le cahier des charges : modifiez leurs textes sans en "
                "ajouter ni en retirer."
            }
        return self.hero_errors(shipped["hero"])

    def copy_document(self) -> dict[str, Any]:
        """The « page_<key> » document; the links and the form's button are the file's."""
        shipped = shipped_document(f"page_{self.route_key}")
        return {
            "hero": self.hero_document(shipped["hero"]),
            "sections": [section_document(block.value) for block in self.sections],
            "contact": {
                **shipped["contact"],
                "title": self.contact_title,
                "intro": self.contact_intro,
            },
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
