"""The site map page (/sitemap): its heading, its introduction, each group's
heading and the link to sitemap.xml.

They publish the « page_sitemap » document (content/page_sitemap.json).
Which groups exist, their order and which page is in which are the spec's
(content/routes.json), as are the pages' names in the lists (the route
table's labels, also in the page's structured data).
"""

from typing import Any

from django.db import models
from wagtail.admin.panels import FieldPanel, MultiFieldPanel

from . import bounds
from .fixed_page import FixedPage

WORDS = "page_sitemap"
# Each group's heading field, by section key of content/routes.json, in its
# order (cms/tests/test_sitemap_page.py checks them against the file).
SECTION_FIELDS = {
    "main": "section_main",
    "solutions": "section_solutions",
    "help": "section_help",
    "legal": "section_legal",
    "other": "section_other",
}


def _heading(verbose_name: str) -> models.CharField[str, str]:
    return models.CharField(verbose_name, max_length=bounds.SITEMAP_GROUP_MAX)


class SitemapPage(FixedPage):
    heading = models.CharField("Titre de la page (h1)", max_length=bounds.SITEMAP_TITLE_MAX)
    intro = models.TextField("Introduction", max_length=bounds.SITEMAP_INTRO_MAX)
    section_main = _heading("Rubrique des pages principales")
    section_solutions = _heading("Rubrique des solutions")
    section_help = _heading("Rubrique d'aide")
    section_legal = _heading("Rubrique légale")
    section_other = _heading("Rubrique des autres pages")
    xml_link = models.CharField(
        "Texte du lien vers le plan du site XML",
        max_length=bounds.SITEMAP_XML_LINK_MAX,
        help_text="Dans la rubrique légale ; il mène au fichier lu par les moteurs de recherche.",
    )

    content_panels = [
        *FixedPage.content_panels,
        FieldPanel("heading"),
        FieldPanel("intro"),
        MultiFieldPanel(
            [*(FieldPanel(field) for field in SECTION_FIELDS.values()), FieldPanel("xml_link")],
            heading="Rubriques (dans l'ordre du cahier des charges)",
            help_text="Les pages de chaque rubrique et leurs noms viennent du cahier des charges.",
        ),
    ]

    class Meta:
        verbose_name = "page du plan du site"
        verbose_name_plural = "pages du plan du site"

    def fill(self, words: dict[str, Any]) -> None:
        """Takes a « page_sitemap » document's values (seed.py: the shipped file)."""
        self.heading, self.intro, self.xml_link = words["title"], words["intro"], words["xmlLink"]
        for key, field in SECTION_FIELDS.items():
            setattr(self, field, words["sections"][key])

    def sitemap_document(self) -> dict[str, Any]:
        return {
            "title": self.heading,
            "intro": self.intro,
            "sections": {key: getattr(self, field) for key, field in SECTION_FIELDS.items()},
            "xmlLink": self.xml_link,
        }

    def documents(self) -> dict[str, Any]:
        return {**super().documents(), WORDS: self.sitemap_document()}
