"""The home page: its slogan, its sections' headings, its closing call and
the words of its four offer showcases.

They publish the « home » document (content/home.json); the carousel and
the client logos are edited here too (home_media.py), and the testimonials
(testimonials.py) publish « avis ».
Marketing edits what the showcases say, not which exist, their pictures,
their layout or where their link leads: those are the shipped file's.
"""

from typing import Any

from django.core.exceptions import ValidationError
from django.db import models
from wagtail import blocks
from wagtail.admin.panels import FieldPanel, MultiFieldPanel
from wagtail.fields import StreamField

from . import bounds
from .fixed_page import FixedPage
from .home_cards import HomeCards
from .home_media import HomeMedia
from .shipped import shipped_document
from .testimonials import Testimonials


class ShowcaseItemBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=bounds.SHOWCASE_ITEM_TITLE_MAX)
    text = blocks.TextBlock(label="Texte", max_length=bounds.SHOWCASE_ITEM_TEXT_MAX)

    class Meta:
        icon = "list-ol"


class ShowcaseBlock(blocks.StructBlock):
    eyebrow = blocks.CharBlock(label="Surtitre", max_length=bounds.SHOWCASE_EYEBROW_MAX)
    title = blocks.CharBlock(label="Titre", max_length=bounds.SHOWCASE_TITLE_MAX)
    intro = blocks.TextBlock(label="Introduction", max_length=bounds.SHOWCASE_INTRO_MAX)
    image_alt = blocks.TextBlock(
        label="Ce que montre l'illustration",
        max_length=bounds.PICTURE_ALT_MAX,
        help_text="Pour les personnes qui ne voient pas l'image.",
    )
    link_label = blocks.CharBlock(label="Texte du lien", max_length=bounds.SHOWCASE_LINK_MAX)
    items = blocks.ListBlock(
        ShowcaseItemBlock(label="Étape ou point"),
        label="Étapes (défilantes) ou points",
        min_num=1,
        max_num=bounds.SHOWCASE_ITEMS_MAX,
    )

    class Meta:
        label = "Présentation d'une offre"
        icon = "doc-full-inverse"


WORD_FIELDS = {
    "slogan": "slogan",
    "clientsTitle": "clients_title",
    "clientsIntro": "clients_intro",
    "solutionsTitle": "solutions_title",
    "solutionsIntro": "solutions_intro",
    "closingTitle": "closing_title",
    "closingText": "closing_text",
}


class HomePage(FixedPage, HomeMedia, HomeCards, Testimonials):
    slogan = models.CharField(
        "Slogan", max_length=bounds.SLOGAN_MAX, help_text="Sous le carrousel."
    )
    clients_title = models.CharField(
        "Titre du bandeau des clients", max_length=bounds.HOME_HEADING_MAX
    )
    clients_intro = models.TextField(
        "Texte du bandeau des clients", max_length=bounds.HOME_INTRO_MAX
    )
    solutions_title = models.CharField("Titre des solutions", max_length=bounds.HOME_HEADING_MAX)
    solutions_intro = models.TextField("Texte des solutions", max_length=bounds.HOME_INTRO_MAX)
    showcases = StreamField(
        [("showcase", ShowcaseBlock())],
        verbose_name="Présentations des offres (dans l'ordre de la page)",
        help_text="Les quatre présentations et leur ordre sont ceux du cahier des charges.",
    )
    closing_title = models.CharField("Titre de l'appel final", max_length=bounds.HOME_HEADING_MAX)
    closing_text = models.TextField("Texte de l'appel final", max_length=bounds.CLOSING_TEXT_MAX)

    content_panels = [
        *FixedPage.content_panels,
        *HomeMedia.media_panels[:1],
        FieldPanel("slogan"),
        HomeCards.figures_panel,
        MultiFieldPanel(
            [FieldPanel("clients_title"), FieldPanel("clients_intro")], heading="Clients"
        ),
        *HomeMedia.media_panels[1:],
        MultiFieldPanel(
            [FieldPanel("solutions_title"), FieldPanel("solutions_intro")], heading="Solutions"
        ),
        HomeCards.cards_panel,
        FieldPanel("showcases"),
        Testimonials.testimonials_panel,
        MultiFieldPanel(
            [FieldPanel("closing_title"), FieldPanel("closing_text")], heading="Appel final"
        ),
    ]

    class Meta:
        verbose_name = "page d'accueil"
        verbose_name_plural = "pages d'accueil"

    def fill(self, home: dict[str, Any]) -> None:
        """Takes a « home » document's values (seed.py: shipped or published)."""
        words = home.get("words") or shipped_document("home")["words"]
        for key, field in WORD_FIELDS.items():
            setattr(self, field, words[key])
        self.showcases = [
            (
                "showcase",
                {
                    "eyebrow": s["eyebrow"],
                    "title": s["title"],
                    "intro": s["intro"],
                    "image_alt": s["imageAlt"],
                    "link_label": s["link"]["label"],
                    "items": s.get("steps") or s.get("points") or [],
                },
            )
            for s in home["showcases"]
        ]
        # The figures and cards of a version saved before them: the shipped ones.
        shipped = shipped_document("home")
        cards = home if home.get("categories") else shipped
        self.fill_cards(cards, words if words.get("categoriesLink") else shipped["words"])

    def clean(self) -> None:
        errors = self.testimonials_errors() or self.cards_errors()
        if errors:
            raise ValidationError(errors)
        shipped = shipped_document("home")["showcases"]
        if len(self.showcases) != len(shipped):
            raise ValidationError(
                {
                    "showcases": f"La page d'accueil présente {len(shipped)} offres, fixées par "
                    "le cahier des charges : modifiez leurs textes sans en ajouter ni en retirer."
                }
            )
        for block, original in zip(self.showcases, shipped, strict=True):
            if "steps" in original and len(block.value["items"]) < 2:
                raise ValidationError(
                    {
                        "showcases": f"« {block.value['title']} » défile par étapes : "
                        "gardez-en au moins deux."
                    }
                )
        super().clean()

    def home_document(self) -> dict[str, Any]:
        showcases = []
        for block, original in zip(
            self.showcases, shipped_document("home")["showcases"], strict=False
        ):
            value = block.value
            items = [{"title": i["title"], "text": i["text"]} for i in value["items"]]
            showcase = {key: original[key] for key in ("id", "image", "flip") if key in original}
            showcase.update(
                eyebrow=value["eyebrow"],
                title=value["title"],
                intro=value["intro"],
                imageAlt=value["image_alt"],
                link={**original["link"], "label": value["link_label"]},
            )
            showcase["steps" if "steps" in original else "points"] = items
            showcases.append(showcase)
        words = {key: getattr(self, field) for key, field in WORD_FIELDS.items()}
        words["categoriesLink"] = self.offer_cards_link
        return {"words": words, "showcases": showcases, **self.cards_document()}

    def documents(self) -> dict[str, Any]:
        # A version saved before the pictures were edited here leaves them as they are.
        return {
            **super().documents(),
            "home": self.home_document(),
            **self.media_documents(),
            **self.testimonials_documents(),
        }
