"""The words of an offer page, edited with the page: its hero, its sections
of cards, and the heading of its contact block.

They publish the « page_<key> » document (content/page_<key>.json, checked
by website/content/schemas.py's OfferCopy), which the page's React component
lays out. Marketing edits what the sections say, not which sections exist,
nor where the buttons lead, nor the form's button: the spec fixes those, so
they are taken from the shipped file.
"""

import json
from typing import Any

from django.conf import settings
from django.db import models
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField

from website.content import editable
from website.content.schemas import LABEL_MAX, LEAD_MAX, TITLE_MAX


class ShortLineBlock(blocks.StructBlock):
    """One short line. A struct, not a bare text block: Wagtail gives a bare
    block in a list no label, which screen readers then announce as nothing."""

    text = blocks.CharBlock(label="Texte", max_length=LABEL_MAX)

    class Meta:
        icon = "pilcrow"


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


def shipped_copy(route_key: str) -> dict[str, Any]:
    """content/page_<key>.json, as the site validates it."""
    name = f"page_{route_key}"
    path = settings.CONTENT_DIR / f"{name}.json"
    return editable.check(name, json.loads(path.read_text(encoding="utf-8")))


class OfferCopy(models.Model):
    """The offer page's words (abstract: its fields live on OfferPage)."""

    hero_eyebrow = models.CharField("Surtitre", max_length=LABEL_MAX, default="")
    hero_title = models.CharField("Titre de la page (h1)", max_length=TITLE_MAX, default="")
    hero_lead = models.TextField("Chapeau", max_length=LEAD_MAX, default="")
    hero_highlights = StreamField(
        [("highlight", ShortLineBlock(label="Point fort"))],
        verbose_name="Points forts",
        blank=True,
        max_num=4,
        help_text="Jusqu'à quatre courtes phrases sous le chapeau.",
    )
    hero_primary_label = models.CharField(
        "Texte du bouton principal", max_length=LABEL_MAX, default=""
    )
    hero_secondary_label = models.CharField(
        "Texte du second bouton", max_length=LABEL_MAX, blank=True, default=""
    )
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
        MultiFieldPanel(
            [
                FieldPanel("hero_eyebrow"),
                FieldPanel("hero_title"),
                FieldPanel("hero_lead"),
                FieldPanel("hero_highlights"),
                FieldPanel("hero_primary_label"),
                FieldPanel("hero_secondary_label"),
            ],
            heading="En-tête de la page",
        ),
        FieldPanel("sections"),
        MultiFieldPanel(
            [FieldPanel("contact_title"), FieldPanel("contact_intro")],
            heading="Bloc de contact",
        ),
    ]

    class Meta:
        abstract = True

    route_key: str

    def has_copy(self) -> bool:
        """False for a version saved before the words were edited here."""
        return bool(self.hero_title)

    def fill_copy(self, copy: dict[str, Any]) -> None:
        hero = copy["hero"]
        self.hero_eyebrow, self.hero_title, self.hero_lead = (
            hero["eyebrow"],
            hero["title"],
            hero["lead"],
        )
        self.hero_highlights = [("highlight", {"text": t}) for t in hero.get("highlights", [])]
        self.hero_primary_label = hero["primary"]["label"]
        self.hero_secondary_label = (hero.get("secondary") or {}).get("label", "")
        self.sections = [("section", _section_value(s)) for s in copy["sections"]]
        self.contact_title = copy["contact"]["title"]
        self.contact_intro = copy["contact"]["intro"]

    def copy_errors(self) -> dict[str, str]:
        shipped = shipped_copy(self.route_key)
        if len(self.sections) != len(shipped["sections"]):
            count = len(shipped["sections"])
            return {
                "sections": f"Cette page a {count} section{'s' if count > 1 else ''}, "
                "fixée(s) par le cahier des charges : modifiez leurs textes sans en "
                "ajouter ni en retirer."
            }
        if bool(self.hero_secondary_label.strip()) != ("secondary" in shipped["hero"]):
            return {
                "hero_secondary_label": "Le second bouton est prévu par le cahier des "
                "charges : donnez-lui un texte."
                if "secondary" in shipped["hero"]
                else "Cette page n'a pas de second bouton."
            }
        return {}

    def copy_document(self) -> dict[str, Any]:
        """The « page_<key> » document; the links and the form's button are the file's."""
        shipped = shipped_copy(self.route_key)
        hero: dict[str, Any] = {
            "eyebrow": self.hero_eyebrow,
            "title": self.hero_title,
            "lead": self.hero_lead,
            "highlights": [block.value["text"] for block in self.hero_highlights],
            "primary": {**shipped["hero"]["primary"], "label": self.hero_primary_label},
        }
        if "secondary" in shipped["hero"]:
            hero["secondary"] = {
                **shipped["hero"]["secondary"],
                "label": self.hero_secondary_label,
            }
        return {
            "hero": hero,
            "sections": [_section_document(block.value) for block in self.sections],
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


def _section_document(value: Any) -> dict[str, Any]:
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
