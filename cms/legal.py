"""The legal notice page (/mentions-legales): its prose (legal_prose.py, the
« page_mentions-legales » document) and the company's legal identity it
holds: what the « company » document publishes (content/company.json,
website/content/facts.py: LegalDocument).

Superusers only: a wrong SIRET or publication director is a legal fault, so
Marketing neither edits nor publishes these pages (superuser_only.py);
when they open one, cms/superuser_pages.py tells them who can. The phone,
address and e-mail the notice shows are the contact page's (Marketing's),
not repeated here.
"""

from typing import Any

from django.db import models
from wagtail.admin.panels import FieldPanel, FieldRowPanel, HelpPanel, MultiFieldPanel

from website.content.schemas import LABEL_MAX, LEAD_MAX, TITLE_MAX

from .fixed_page import FixedPage
from .legal_blocks import IDENTITY, section_block
from .legal_prose import LegalProsePage, sections_field
from .shipped import shipped_document

# As website/content/facts.py: Fact.
FACT_MAX = 120
LEGAL = "company"

# Page field ↔ LegalDocument key, in the document's order.
FIELDS = {
    "legal_name": "legalName",
    "legal_form": "legalForm",
    "capital": "capital",
    "registration": "registration",
    "siret": "siret",
    "vat_number": "vatNumber",
    "ape": "ape",
    "publication_director": "publicationDirector",
    "privacy_email": "privacyEmail",
    "hosting": "hosting",
}


class LegalNoticePage(LegalProsePage):
    legal_name = models.CharField(
        "Dénomination sociale", max_length=LABEL_MAX,
        help_text="Telle qu'inscrite au registre, par exemple « TQ Télécom SARL ».",
    )  # fmt: skip
    legal_form = models.CharField(
        "Forme juridique", max_length=LABEL_MAX,
        help_text="Le sigle : SARL, EURL, SAS, SASU ou SA s'affichent suivis de leur nom complet.",
    )  # fmt: skip
    capital = models.CharField(
        "Capital social", max_length=FACT_MAX, help_text="Par exemple « 2 000 € »."
    )
    registration = models.CharField(
        "Immatriculation", max_length=FACT_MAX,
        help_text="Le registre, la ville et le numéro, par exemple « RCS Versailles 912 345 675 ».",
    )  # fmt: skip
    siret = models.CharField("SIRET", max_length=FACT_MAX)
    vat_number = models.CharField("N° de TVA intracommunautaire", max_length=FACT_MAX)
    ape = models.CharField("Code APE (NAF)", max_length=FACT_MAX)
    publication_director = models.CharField(
        "Directeur de la publication", max_length=TITLE_MAX,
        help_text="Son nom et sa fonction, exigés par la loi (LCEN, article 1-1).",
    )  # fmt: skip
    privacy_email = models.EmailField(
        "E-mail pour les données personnelles", max_length=254,
        help_text="Celui du délégué à la protection des données, cité par les mentions "
        "légales et la politique de confidentialité.",
    )  # fmt: skip
    hosting = models.TextField(
        "Hébergement", max_length=LEAD_MAX,
        help_text="Qui héberge le site, et où (l'adresse des serveurs).",
    )  # fmt: skip

    sections = sections_field(
        section_block(IDENTITY),
        "Les dix sections du cahier des charges, dans cet ordre : leur nombre et leurs ancres "
        "sont fixes (#editeur, #hebergement…). Le bloc « Identité de l'éditeur » affiche les "
        "valeurs ci-dessus.",
    )

    superuser_only_what = (
        "les mentions légales : leur texte et l'identité juridique de la société "
        "(dénomination, immatriculation, SIRET, TVA, directeur de la publication, hébergement)"
    )

    content_panels = [
        *FixedPage.content_panels,
        HelpPanel(
            content="Le siège social, le téléphone et l'e-mail affichés sont ceux de la "
            "page Contact."
        ),
        MultiFieldPanel(
            [
                FieldPanel("legal_name"),
                FieldRowPanel([FieldPanel("legal_form"), FieldPanel("capital")]),
                FieldPanel("registration"),
                FieldRowPanel([FieldPanel("siret"), FieldPanel("ape")]),
                FieldPanel("vat_number"),
            ],
            heading="Identité de la société",
        ),
        MultiFieldPanel(
            [FieldPanel("publication_director"), FieldPanel("privacy_email")],
            heading="Responsables",
        ),
        FieldPanel("hosting"),
        *LegalProsePage.prose_panels("Texte des mentions légales"),
    ]

    class Meta:
        verbose_name = "page des mentions légales"
        verbose_name_plural = "pages des mentions légales"

    def has_identity(self) -> bool:
        # False in a revision saved before the identity was edited here (the
        # page was a SpecPage): restoring it leaves the identity as it is.
        return bool(self.legal_name)

    def fill(self, company: dict[str, Any]) -> None:
        """Takes a company document's values (seed.py: shipped or published)."""
        for field, key in FIELDS.items():
            setattr(self, field, company[key])
        if not self.has_prose():
            # Its prose was never edited here (a new page, or one made before).
            self.fill_prose(shipped_document(self.prose_name()))

    def required_parts(self, document: dict[str, Any]) -> list[str]:
        blocks = [block for section in document["sections"] for block in section["body"]]
        if {"type": "fixed", "block": "identity"} not in blocks:
            return [
                "Le bloc « Identité de l'éditeur » est exigé par la loi (LCEN, article 1-1) : "
                "replacez-le dans la section « Éditeur du site »."
            ]
        return []

    def documents(self) -> dict[str, Any]:
        documents = super().documents()
        if self.has_identity():
            documents[LEGAL] = {key: getattr(self, field) for field, key in FIELDS.items()}
        return documents
