"""The sections Marketing builds a campaign page from: the spec pages' own
(hero, cards, steps, FAQ, testimonials, client logos, closing call, lead
form), each bounded as the site validates it (website/content/landing_schema.py).

Each block turns its value into the document's shape (`document`), the one
the React page reads (frontend/src/pages/LandingPage.tsx).
"""

from typing import Any

from wagtail import blocks

from core.api.rules import rules
from website.content.landing_schema import FAQ_ITEMS_MAX
from website.content.schemas import LABEL_MAX, LEAD_MAX, TITLE_MAX

from . import bounds
from .blocks import FaqItemBlock, PromiseBlock, ShortLineBlock
from .offer_copy import OfferSectionBlock, section_document
from .shipped import shipped_document
from .testimonials import (
    PILLS_MAX,
    TESTIMONIALS_MAX,
    TestimonialBlock,
    TestimonialPillBlock,
    testimonial_item,
)

# The form's section id, which the buttons lead to (as on the offer pages).
FORM_ANCHOR = "#contact"
FORM_BUTTON_HELP = (
    "Mène au formulaire de la page ; vide : pas de bouton. Seulement si la page a un formulaire."
)


def _title(label: str = "Titre") -> blocks.CharBlock:
    return blocks.CharBlock(label=label, max_length=TITLE_MAX)


def _text(label: str, required: bool = True) -> blocks.TextBlock:
    return blocks.TextBlock(label=label, max_length=LEAD_MAX, required=required)


def _button(label: str) -> blocks.CharBlock:
    return blocks.CharBlock(
        label=label, max_length=LABEL_MAX, required=False, help_text=FORM_BUTTON_HELP
    )


class HeroBlock(blocks.StructBlock):
    eyebrow = blocks.CharBlock(label="Surtitre", max_length=LABEL_MAX)
    title = _title("Titre de la page (h1)")
    lead = _text("Chapeau")
    # No empty line to fill or remove first (a list starts with one otherwise).
    highlights = blocks.ListBlock(
        ShortLineBlock(label="Point fort"), label="Points forts", min_num=0, max_num=4, default=[]
    )
    button = _button("Texte du bouton")
    art = blocks.ChoiceBlock(
        label="Illustration",
        choices=[
            ("telephonie", "Téléphonie (celle de la page Téléphonie VoIP)"),
            ("connexion", "Internet (celle de la page Internet & Connectivité)"),
            ("infogerance", "Infogérance (celle de la page Infogérance)"),
            ("cybersecurite", "Cybersécurité (celle de la page Cybersécurité)"),
        ],
        default="telephonie",
        help_text="L'illustration en fond de l'en-tête, celle d'une page d'offre.",
    )

    class Meta:
        label = "En-tête (toujours en premier)"
        icon = "title"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        hero: dict[str, Any] = {
            "eyebrow": value["eyebrow"],
            "title": value["title"],
            "lead": value["lead"],
            "highlights": [line["text"] for line in value["highlights"]],
            "art": value["art"],
        }
        if value["button"]:
            hero["primary"] = {"label": value["button"], "href": FORM_ANCHOR}
        return hero


class StepBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=LABEL_MAX)
    text = _text("Texte")

    class Meta:
        label = "Étape"
        icon = "pick"


class StepsBlock(blocks.StructBlock):
    title = _title()
    intro = _text("Introduction", required=False)
    items = blocks.ListBlock(StepBlock(), label="Étapes", min_num=2, max_num=8)

    class Meta:
        label = "Étapes"
        icon = "list-ol"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        steps: dict[str, Any] = {
            "title": value["title"],
            "items": [{"title": s["title"], "text": s["text"]} for s in value["items"]],
        }
        if value["intro"]:
            steps["intro"] = value["intro"]
        return steps


class FaqBlock(blocks.StructBlock):
    title = _title()
    items = blocks.ListBlock(FaqItemBlock(), label="Questions", min_num=1, max_num=FAQ_ITEMS_MAX)

    class Meta:
        label = "Questions fréquentes"
        icon = "help"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        items = [{"question": i["question"], "answer": i["answer"]} for i in value["items"]]
        return {"title": value["title"], "items": items}


class TestimonialsBlock(blocks.StructBlock):
    title = _title()
    items = blocks.ListBlock(
        TestimonialBlock(), label="Témoignages", min_num=1, max_num=TESTIMONIALS_MAX
    )
    pills = blocks.ListBlock(
        TestimonialPillBlock(label="Pastille"),
        label="Pastilles",
        min_num=0,
        max_num=PILLS_MAX,
        default=[],
    )

    class Meta:
        label = "Témoignages"
        icon = "openquote"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        items = [testimonial_item(quote) for quote in value["items"]]
        pills = [{"text": p["text"], "variant": p["variant"]} for p in value["pills"]]
        return {"title": value["title"], "items": items, "pills": pills}


class ClientsBlock(blocks.StructBlock):
    title = _title()

    class Meta:
        label = "Logos de nos clients"
        icon = "group"
        help_text = "Les logos publiés sur la page d'accueil, sous ce titre."

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        return {"title": value["title"]}


class ClosingBlock(blocks.StructBlock):
    title = _title()
    text = _text("Texte")
    button = _button("Texte du bouton")

    class Meta:
        label = "Appel de fin"
        icon = "pick"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        closing = {"title": value["title"], "text": value["text"]}
        return closing | ({"action": value["button"]} if value["button"] else {})


def _contexts() -> list[tuple[str, str]]:
    return list(rules().file.lead.contexts.items())


class PromisesBlock(blocks.ListBlock):
    """A new form starts with the promises the offer pages ship with."""

    def get_default(self) -> Any:
        shipped = shipped_document("page_telephonie")["contact"]["points"]
        return self.normalize([{"text": text} for text in shipped])


class FormBlock(blocks.StructBlock):
    context = blocks.ChoiceBlock(
        label="Sujet de la demande",
        choices=_contexts,
        help_text="Les champs du formulaire et le sujet de la demande pour les commerciaux, "
        "comme sur la page de l'offre (Internet : le nombre de sites…).",
    )
    title = _title()
    intro = _text("Introduction")
    submit_label = blocks.CharBlock(label="Texte du bouton d'envoi", max_length=LABEL_MAX)
    points = PromisesBlock(
        PromiseBlock(),
        label="Engagements à côté du formulaire",
        min_num=0,
        max_num=bounds.PROMISES_MAX,
    )

    class Meta:
        label = "Formulaire de demande de rappel"
        icon = "form"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        return {
            "context": value["context"],
            "title": value["title"],
            "intro": value["intro"],
            "submitLabel": value["submit_label"],
            "points": [point["text"] for point in value.get("points") or []],
        }


class CardsBlock(OfferSectionBlock):
    class Meta:
        label = "Cartes"
        icon = "doc-full"

    @staticmethod
    def document(value: Any) -> dict[str, Any]:
        return section_document(value)


BLOCKS: list[tuple[str, blocks.Block]] = [
    ("hero", HeroBlock()),
    ("cards", CardsBlock()),
    ("steps", StepsBlock()),
    ("faq", FaqBlock()),
    ("testimonials", TestimonialsBlock()),
    ("clients", ClientsBlock()),
    ("closing", ClosingBlock()),
    ("form", FormBlock()),
]


def blocks_document(body: Any) -> list[dict[str, Any]]:
    """The page's StreamField as the document's blocks."""
    return [
        {"type": child.block_type, "value": child.block.document(child.value)} for child in body
    ]
