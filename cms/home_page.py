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

from website.content.schemas import ALT_MAX, LABEL_MAX, LEAD_MAX, TITLE_MAX

from .fixed_page import FixedPage
from .home_media import HomeMedia
from .shipped import shipped_document
from .testimonials import Testimonials


class ShowcaseItemBlock(blocks.StructBlock):
    title = blocks.CharBlock(label="Titre", max_length=LABEL_MAX)
    text = blocks.TextBlock(label="Texte", max_length=LEAD_MAX)

    class Meta:
        icon = "list-ol"


class ShowcaseBlock(blocks.StructBlock):
    eyebrow = blocks.CharBlock(label="Surtitre", max_length=LABEL_MAX)
    title = blocks.CharBlock(label="Titre", max_length=TITLE_MAX)
    intro = blocks.TextBlock(label="Introduction", max_length=LEAD_MAX)
    image_alt = blocks.TextBlock(
        label="Ce que montre l'illustration",
        max_length=ALT_MAX,
        help_text="Pour les personnes qui ne voient pas l'image.",
    )
    link_label = blocks.CharBlock(label="Texte du lien", max_length=LABEL_MAX)
    items = blocks.ListBlock(
        ShowcaseItemBlock(label="Étape ou point"),
        label="Étapes (défilantes) ou points",
        min_num=1,
        max_num=8,
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


class HomePage(FixedPage, HomeMedia, Testimonials):
    slogan = models.CharField("Slogan", max_length=TITLE_MAX, help_text="Sous le carrousel.")
    clients_title = models.CharField("Titre du bandeau des clients", max_length=TITLE_MAX)
    clients_intro = models.TextField("Texte du bandeau des clients", max_length=LEAD_MAX)
    solutions_title = models.CharField("Titre des solutions", max_length=TITLE_MAX)
    solutions_intro = models.TextField("Texte des solutions", max_length=LEAD_MAX)
    showcases = StreamField(
        [("showcase", ShowcaseBlock())],
        verbose_name="Présentations des offres (dans l'ordre de la page)",
        help_text="Les quatre présentations et leur ordre sont ceux du cahier des charges.",
    )
    closing_title = models.CharField("Titre de l'appel final", max_length=TITLE_MAX)
    closing_text = models.TextField("Texte de l'appel final", max_length=LEAD_MAX)

    content_panels = [
        *FixedPage.content_panels,
        *HomeMedia.media_panels[:1],
        FieldPanel("slogan"),
        MultiFieldPanel(
            [FieldPanel("clients_title"), FieldPanel("clients_intro")], heading="Clients"
        ),
        *HomeMedia.media_panels[1:],
        MultiFieldPanel(
            [FieldPanel("solutions_title"), FieldPanel("solutions_intro")], heading="Solutions"
        ),
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

    def clean(self) -> None:
        errors = self.testimonials_errors()
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
        return {"words": words, "showcases": showcases}

    def documents(self) -> dict[str, Any]:
        # A version saved before the pictures were edited here leaves them as they are.
        return {
            **super().documents(),
            "home": self.home_document(),
            **self.media_documents(),
            **self.testimonials_documents(),
        }
